import { pageRoutes } from "../../lib/route-declaration";

/** The pages' titles, which their headings and menu entries also say. */
export const titles = { all: "Semua Antrean", today: "Antrean Hari Ini", detail: "Detail Antrean" } as const;

/** The ticket lists and a ticket's page (docs/product.md §2 /queues, /queues/today, /queues/:uuid). */
export const queueRoutes = pageRoutes("queues", [
  { path: "/queues", title: titles.all, page: "QueueListPage", inMenu: true },
  { path: "/queues/today", title: titles.today, page: "TodayQueueListPage", inMenu: true },
  { path: "/queues/:uuid", title: titles.detail, page: "QueueDetailPage" },
]);
