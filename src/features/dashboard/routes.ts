import type { RouteDeclaration } from "../../lib/route-declaration";

/** The staff home (docs/product.md §2 /dashboard): any signed-in user. */
export const routes = [
  {
    path: "/dashboard",
    title: "Dashboard",
    access: { kind: "signedIn", permissions: [] },
    layout: "admin",
    page: "DashboardPage",
    menu: { label: "Dashboard" },
  },
] as const satisfies readonly RouteDeclaration[];
