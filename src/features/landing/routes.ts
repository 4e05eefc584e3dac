import { pageRoutes } from "../../lib/route-declaration";

/** The landing page (docs/product.md §2 /). */
export const landingRoutes = pageRoutes("public", [{ path: "/", title: "Beranda", page: "LandingPage", citizenFrame: true }]);
