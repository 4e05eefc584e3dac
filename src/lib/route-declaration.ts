/** Who may open a page (docs/product.md §2.7): anyone, any signed-in user (`permissions: []`), or a holder of any one. */
export type RouteAccess<Permission extends string = string> =
  { kind: "public" } | { kind: "signedIn"; permissions: readonly Permission[] };

/** A sidebar entry: shown by this exact permission (docs/product.md §6), under its group's heading when it has one. */
export type MenuEntry<Permission extends string = string, Group extends string = string> = {
  label: string;
  group?: Group;
  permission?: Permission;
};

/**
 * One page as its feature declares it (the feature's routes.ts): small metadata the app loads up front; the page is
 * named by its export from the feature's index.ts, which the app loads on the first visit (docs/product.md §13.1).
 * The app's route table and sidebar are derived from these; permissions and menu groups are checked against the contract's and the sidebar's there.
 */
export type RouteDeclaration<Permission extends string = string, Group extends string = string> = {
  path: string;
  /** the document title (each page has its own, for screen readers and tabs); the page's heading says the same */
  title: string;
  access: RouteAccess<Permission>;
  layout: "public" | "admin";
  /** the page's export in the feature's index.ts (the app checks that it is a component) */
  page: string;
  menu?: MenuEntry<Permission, Group>;
};
