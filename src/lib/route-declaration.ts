import type { PermissionSlug } from "../../contract";
import type { ScreenLanguage } from "./screen-language";

/** Who may open a page (docs/product.md §2.7): anyone, any signed-in user (`permissions: []`), or a holder of any one. */
export type RouteAccess = { kind: "public" } | { kind: "signedIn"; permissions: readonly PermissionSlug[] };

/** The sidebar's group headings, in their order (docs/product.md §2.6). */
export const menuGroups = ["Antrean", "Users"] as const;
export type MenuGroup = (typeof menuGroups)[number];

/** A sidebar entry: shown by this exact permission (docs/product.md §6), under its group's heading when it has one. */
export type MenuEntry = { label: string; group?: MenuGroup; permission?: PermissionSlug };

type Area = { access: RouteAccess; layout: "public" | "admin"; lang: ScreenLanguage; menuGroup?: MenuGroup };

/**
 * The site's areas: who may open their pages (docs/product.md §2.7), the frame they show in (the staff frame for
 * signed-in users, §2.6), their sidebar group and their screens' language (§1.3: user administration speaks English).
 */
export const areas = {
  public: { access: { kind: "public" }, layout: "public", lang: "id" },
  staff: { access: { kind: "signedIn", permissions: [] }, layout: "admin", lang: "id" },
  queues: { access: { kind: "signedIn", permissions: ["access:queue"] }, layout: "admin", lang: "id", menuGroup: "Antrean" },
  users: { access: { kind: "signedIn", permissions: ["access:user"] }, layout: "admin", lang: "en", menuGroup: "Users" },
} as const satisfies Record<string, Area>;
export type AreaName = keyof typeof areas;

/**
 * One page as the app's route table holds it: small metadata the app loads up front; the page is named by its export
 * from the feature's index.ts, which the app loads on the first visit (docs/product.md §13.1).
 */
export type RouteDeclaration = {
  path: string;
  /** the document title (each page has its own, for screen readers and tabs); the page's heading says the same */
  title: string;
  access: RouteAccess;
  layout: "public" | "admin";
  /** the page's export in the feature's index.ts (the app checks that it is a component) */
  page: string;
  menu?: MenuEntry;
  /** a citizen page, shown in the citizen frame (src/ui/public-frame.tsx): so is the notice when its code did not load */
  citizenFrame?: true;
};

/** One page as its feature declares it; `inMenu`: listed in the sidebar under its title. */
export type PageDeclaration = { path: string; title: string; page: string; inMenu?: true; citizenFrame?: true };

/** A page of `area`, with the area's access rule and frame. */
export function routeIn<const Page extends Omit<RouteDeclaration, "access" | "layout" | "menu">>(
  areaName: AreaName,
  page: Page,
  menu?: MenuEntry,
): Page & RouteDeclaration {
  const { access, layout } = areas[areaName];
  return { ...page, access, layout, ...(menu ? { menu } : {}) };
}

/** The sidebar entry of a page or resource in `area`: under the area's group heading, where it has one. */
export function menuEntryIn(areaName: AreaName, label: string, permission: PermissionSlug | undefined): MenuEntry {
  const area: Area = areas[areaName];
  return { label, ...(area.menuGroup ? { group: area.menuGroup } : {}), ...(permission ? { permission } : {}) };
}

/**
 * A feature's pages (its routes.ts), all in one area: a page in the menu is listed under its title and shown to
 * whoever may open it (docs/product.md §2.6: 'Semua Antrean' with access:queue, 'Dashboard' always).
 */
export function pageRoutes<const Page extends PageDeclaration>(areaName: AreaName, pages: readonly Page[]) {
  const area: Area = areas[areaName];
  // the area's one permission (access:queue), or none: the dashboard's entry is shown to every signed-in user
  const areaPermission = area.access.kind === "signedIn" ? area.access.permissions[0] : undefined;
  return pages.map(({ inMenu, ...page }) =>
    routeIn(areaName, page, inMenu ? menuEntryIn(areaName, page.title, areaPermission) : undefined),
  );
}
