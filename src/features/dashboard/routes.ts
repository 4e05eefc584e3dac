import { pageRoutes } from "../../lib/route-declaration";

/** The staff home (docs/product.md §2 /dashboard): any signed-in user. */
export const dashboardRoutes = pageRoutes("staff", [
  { path: "/dashboard", title: "Dashboard", page: "DashboardPage", inMenu: true },
]);
