import { pageRoutes } from "../../lib/route-declaration";

/** The status check (docs/product.md §2 /queue-status). */
export const statusRoutes = pageRoutes("public", [
  { path: "/queue-status", title: "Cek Status Antrean", page: "StatusPage", citizenFrame: true },
]);
