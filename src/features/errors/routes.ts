import { pageRoutes } from "../../lib/route-declaration";

/** The refusal page (docs/product.md §2 /unauthorized) and the 404 for any path no feature declares. */
export const errorRoutes = pageRoutes("public", [{ path: "/unauthorized", title: "Unauthorized", page: "UnauthorizedPage" }]);

/** Any path no feature declares: a plain 404 (docs/product.md §2). */
export const notFound = { title: "Halaman tidak ditemukan", page: "NotFoundPage" } as const;
