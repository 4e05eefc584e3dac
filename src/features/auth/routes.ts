import type { RouteDeclaration } from "../../lib/route-declaration";

/** The staff sign-in (docs/product.md §2 /login). */
export const routes = [
  {
    path: "/login",
    title: "Login",
    access: { kind: "public" },
    layout: "public",
    page: "LoginPage",
  },
] as const satisfies readonly RouteDeclaration[];
