import type { MenuEntry, RouteAccess, RouteDeclaration } from "../lib/route-declaration";

/**
 * A resource's routes and menu entry (react-admin's `<Resource>`), declared in its feature's routes.ts: the list, create,
 * edit and detail pages under `path`, titled as their headings, and the menu entry shown by `permission`. The pages are
 * the feature's `ListPage`, `CreatePage`, `EditPage` and `DetailPage` (`resourcePages`), and the resource
 * (`defineResource`) takes its path and permission from here. This file stays small: the app loads it up front, the
 * pages on the first visit (docs/product.md §13.1).
 */
export function resourceRoutes<const Permission extends string, const Group extends string>(declaration: {
  path: string;
  /** who may open the pages (docs/product.md §2: access:queue / access:user) */
  access: RouteAccess<Permission>;
  /** the menu permission (docs/product.md §6): its holders see the entry, Add, edit links, switches and delete */
  permission: Permission;
  menu: Omit<MenuEntry<Permission, Group>, "permission">;
  /** a resource without an edit form has no edit route */
  titles: { list: string; create: string; edit?: string; detail: string };
}) {
  const { path, access, permission, titles } = declaration;
  const admin = { access, layout: "admin" } as const;
  const routes = [
    { path, title: titles.list, ...admin, page: "ListPage", menu: { ...declaration.menu, permission } },
    { path: `${path}/create`, title: titles.create, ...admin, page: "CreatePage" },
    ...(titles.edit ? [{ path: `${path}/:id/edit`, title: titles.edit, ...admin, page: "EditPage" as const }] : []),
    { path: `${path}/:id`, title: titles.detail, ...admin, page: "DetailPage" },
  ] as const satisfies readonly RouteDeclaration<Permission, Group>[];
  return { path, permission, titles, routes };
}
