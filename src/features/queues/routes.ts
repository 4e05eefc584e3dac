import type { RouteDeclaration } from "../../lib/route-declaration";

/** The ticket lists and a ticket's page (docs/product.md §2 /queues, /queues/today, /queues/:uuid). */
export const routes = [
  {
    path: "/queues",
    title: "Semua Antrean",
    access: { kind: "signedIn", permissions: ["access:queue"] },
    layout: "admin",
    page: "QueueListPage",
    menu: { label: "Semua Antrean", group: "Antrean", permission: "access:queue" },
  },
  {
    path: "/queues/today",
    title: "Antrean Hari Ini",
    access: { kind: "signedIn", permissions: ["access:queue"] },
    layout: "admin",
    page: "TodayQueueListPage",
    menu: { label: "Antrean Hari Ini", group: "Antrean", permission: "access:queue" },
  },
  {
    path: "/queues/:uuid",
    title: "Detail Antrean",
    access: { kind: "signedIn", permissions: ["access:queue"] },
    layout: "admin",
    page: "QueueDetailPage",
  },
] as const satisfies readonly RouteDeclaration[];
