import type { RouteDeclaration } from "../../lib/route-declaration";

/** The pages' titles, which their headings and menu entries also say. */
export const titles = { all: "Semua Antrean", today: "Antrean Hari Ini", detail: "Detail Antrean" } as const;

/** The ticket lists and a ticket's page (docs/product.md §2 /queues, /queues/today, /queues/:uuid). */
export const routes = [
  {
    path: "/queues",
    title: titles.all,
    access: { kind: "signedIn", permissions: ["access:queue"] },
    layout: "admin",
    page: "QueueListPage",
    menu: { label: titles.all, group: "Antrean", permission: "access:queue" },
  },
  {
    path: "/queues/today",
    title: titles.today,
    access: { kind: "signedIn", permissions: ["access:queue"] },
    layout: "admin",
    page: "TodayQueueListPage",
    menu: { label: titles.today, group: "Antrean", permission: "access:queue" },
  },
  {
    path: "/queues/:uuid",
    title: titles.detail,
    access: { kind: "signedIn", permissions: ["access:queue"] },
    layout: "admin",
    page: "QueueDetailPage",
  },
] as const satisfies readonly RouteDeclaration[];
