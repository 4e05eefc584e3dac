import type { RouteDeclaration } from "../../lib/route-declaration";

/** The status check (docs/product.md §2 /queue-status). */
export const routes = [
  {
    path: "/queue-status",
    title: "Cek Status Antrean",
    access: { kind: "public" },
    layout: "public",
    page: "StatusPage",
  },
] as const satisfies readonly RouteDeclaration[];
