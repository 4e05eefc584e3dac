import type { RouteDeclaration } from "../../lib/route-declaration";

/** The capacity board (docs/product.md §2 /queues/capacity). */
export const routes = [
  {
    path: "/queues/capacity",
    title: "Kapasitas Antrean",
    access: { kind: "signedIn", permissions: ["access:queue"] },
    layout: "admin",
    page: "CapacityPage",
    menu: { label: "Kapasitas Antrean", group: "Antrean", permission: "access:queue" },
  },
] as const satisfies readonly RouteDeclaration[];
