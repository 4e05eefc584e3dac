import type { RouteDeclaration } from "../../lib/route-declaration";

/** The board's title, which its heading and menu entry also say. */
export const title = "Kapasitas Antrean";

/** The capacity board (docs/product.md §2 /queues/capacity). */
export const routes = [
  {
    path: "/queues/capacity",
    title,
    access: { kind: "signedIn", permissions: ["access:queue"] },
    layout: "admin",
    page: "CapacityPage",
    menu: { label: title, group: "Antrean", permission: "access:queue" },
  },
] as const satisfies readonly RouteDeclaration[];
