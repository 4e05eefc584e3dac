import { pageRoutes } from "../../lib/route-declaration";

/** The board's title, which its heading and menu entry also say. */
export const title = "Kapasitas Antrean";

/** The capacity board (docs/product.md §2 /queues/capacity). */
export const capacityRoutes = pageRoutes("queues", [{ path: "/queues/capacity", title, page: "CapacityPage", inMenu: true }]);
