import { resourceRoutes } from "../../admin-kit/routes";

/** Weekly sessions (docs/product.md §2 /queues/sessions). */
export const sessionRoutes = resourceRoutes({
  path: "/queues/sessions",
  access: { kind: "signedIn", permissions: ["access:queue"] },
  permission: "access:queue.session",
  menu: { label: "Konfigurasi Sesi", group: "Antrean" },
  titles: {
    list: "Konfigurasi Sesi",
    create: "Tambah Sesi",
    edit: "Ubah Sesi",
    detail: "Detail Sesi",
  },
});
