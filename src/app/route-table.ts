import type { ComponentType } from "react";
import { loginRoutes } from "../features/auth/routes";
import { capacityRoutes } from "../features/capacity/routes";
import { dashboardRoutes } from "../features/dashboard/routes";
import { dayOffResource } from "../features/days-off/routes";
import { errorRoutes, notFound } from "../features/errors/routes";
import { landingRoutes } from "../features/landing/routes";
import { locationResource } from "../features/locations/routes";
import { permissionResource } from "../features/permissions/routes";
import { queueRoutes } from "../features/queues/routes";
import { loadRegistration } from "../features/registration/load";
import { registrationRoutes } from "../features/registration/routes";
import { rejectionReasonResource } from "../features/rejection-reasons/routes";
import { roleResource } from "../features/roles/routes";
import { sessionResource } from "../features/sessions/routes";
import { statusRoutes } from "../features/status/routes";
import { userResource } from "../features/users/routes";
import type { MenuEntry, RouteDeclaration } from "../lib/route-declaration";
import { registerScreenLoader } from "../lib/screen-preload";
import { retryableLazy } from "./retryable-lazy";
import type { ScreenLanguage } from "../lib/screen-language";

export { menuGroups, type MenuGroup } from "../lib/route-declaration";

/** A declared route with the loader of its page. */
type LoadableRoute = RouteDeclaration & { load: () => Promise<ComponentType> };

export type AppRoute = LoadableRoute & { screen: ComponentType };

/** The names of a feature module's exports that are components. */
type PageName<Module> = { [Name in keyof Module]: Module[Name] extends ComponentType ? Name : never }[keyof Module];

/**
 * A feature's declared routes with the loader of its module: one loader for all of them, so a feature's code loads on
 * the first visit to any of its pages (docs/product.md §13.1); usually one `import()`, or the feature's own staged
 * loader (the registration page's load.ts, issue 38). A page name its module does not export as a component fails
 * the typecheck.
 */
function feature<Module>(
  load: () => Promise<Module>,
  declared: readonly (RouteDeclaration & { page: PageName<Module> })[],
): LoadableRoute[] {
  return declared.map((route) => ({
    ...route,
    load: () => load().then((module) => module[route.page] as ComponentType),
  }));
}

/**
 * Every feature's routes, in menu order (react-admin's list of `<Resource>`s): each feature declares its pages once in
 * its routes.ts, a page feature with `pageRoutes`, a resource with `declareResource` (its area gives the access,
 * docs/product.md §2.7, and the menu group; a resource's menu entry is shown by its finer permission, §6). The router,
 * the guards and the sidebar read the table derived from this.
 */
const declared: readonly LoadableRoute[] = [
  ...feature(() => import("../features/landing"), landingRoutes),
  ...feature(loadRegistration, registrationRoutes),
  ...feature(() => import("../features/status"), statusRoutes),
  ...feature(() => import("../features/auth"), loginRoutes),
  ...feature(() => import("../features/errors"), errorRoutes),
  ...feature(() => import("../features/dashboard"), dashboardRoutes),
  ...feature(() => import("../features/queues"), queueRoutes),
  ...feature(() => import("../features/capacity"), capacityRoutes),
  ...feature(() => import("../features/locations"), locationResource.routes),
  ...feature(() => import("../features/sessions"), sessionResource.routes),
  ...feature(() => import("../features/days-off"), dayOffResource.routes),
  ...feature(() => import("../features/rejection-reasons"), rejectionReasonResource.routes),
  ...feature(() => import("../features/users"), userResource.routes),
  ...feature(() => import("../features/roles"), roleResource.routes),
  ...feature(() => import("../features/permissions"), permissionResource.routes),
];

/**
 * One lazy screen per route: the page's code loads on the first visit (docs/product.md §13.1); a load that failed (no
 * signal) is asked for again by the router's ScreenLoadBoundary, not kept for good.
 */
function screen(load: () => Promise<ComponentType>): ComponentType {
  return retryableLazy(load);
}

/**
 * The order paths are tried in: the router takes the first match, so where two paths of the same length first differ,
 * a literal segment goes before a `:param` (/queues/locations before /queues/:uuid); otherwise the declared order stays.
 */
function matchOrder(path: string): number[] {
  return path.split("/").map((segment) => (segment.startsWith(":") ? 1 : 0));
}
function byMatchOrder(a: LoadableRoute, b: LoadableRoute): number {
  const [left, right] = [matchOrder(a.path), matchOrder(b.path)];
  for (let i = 0; i < Math.min(left.length, right.length); i++) if (left[i] !== right[i]) return left[i]! - right[i]!;
  return left.length - right.length;
}

/** The one route table: the router, the guards and the page titles read it. */
export const routes: AppRoute[] = [...declared].sort(byMatchOrder).map((route) => ({ ...route, screen: screen(route.load) }));

// Any screen may be loaded ahead of a visit (the landing page preloads registration; docs/product.md §13.1).
for (const route of routes) registerScreenLoader(route.path, route.load);

/** Any path no feature declares: a plain 404 (docs/product.md §2). */
export const notFoundScreen = screen(() => import("../features/errors").then((module) => module[notFound.page]));
export const notFoundTitle = notFound.title;

export type MenuRoute = LoadableRoute & { menu: MenuEntry };

/** Sidebar entries in the features' order. */
export const menuRoutes = declared.filter((r): r is MenuRoute => r.menu !== undefined);

/** docs/product.md §1: user, role and permission administration speaks English; every other screen Indonesian. */
export function screenLanguage(path: string): ScreenLanguage {
  return path === "/users" || path.startsWith("/users/") ? "en" : "id";
}
