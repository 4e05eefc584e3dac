import type { RouteDeclaration } from "../../lib/route-declaration";

/** The refusal page (docs/product.md §2 /unauthorized) and the 404 for any path no feature declares. */
export const routes = [
  {
    path: "/unauthorized",
    title: "Unauthorized",
    access: { kind: "public" },
    layout: "public",
    page: "UnauthorizedPage",
  },
] as const satisfies readonly RouteDeclaration[];

/** Any path no feature declares: a plain 404 (docs/product.md §2). */
export const notFound = {
  title: "Halaman tidak ditemukan",
  page: "NotFoundPage",
} as const;
