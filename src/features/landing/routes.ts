import type { RouteDeclaration } from "../../lib/route-declaration";

/** The landing page (docs/product.md §2 /). */
export const routes = [
  {
    path: "/",
    title: "Beranda",
    access: { kind: "public" },
    layout: "public",
    page: "LandingPage",
  },
] as const satisfies readonly RouteDeclaration[];
