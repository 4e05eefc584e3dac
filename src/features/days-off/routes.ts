import { resourceRoutes } from "../../admin-kit/routes";

/** Days off (docs/product.md §2 /queues/days-off): no edit page. */
export const dayOffRoutes = resourceRoutes({
  path: "/queues/days-off",
  access: { kind: "signedIn", permissions: ["access:queue"] },
  permission: "access:queue.day_off",
  menu: { label: "Konfigurasi Hari Libur", group: "Antrean" },
  titles: {
    list: "Konfigurasi Hari Libur",
    create: "Tambah Hari Libur",
    detail: "Detail Hari Libur",
  },
});
