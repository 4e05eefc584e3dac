import { pageRoutes } from "../../lib/route-declaration";

/** The staff sign-in (docs/product.md §2 /login). */
export const loginRoutes = pageRoutes("public", [{ path: "/login", title: "Login", page: "LoginPage" }]);
