import { resourceRoutes } from "../../admin-kit/routes";

/** Queue locations (docs/product.md §2 /queues/locations). */
export const locationRoutes = resourceRoutes({
  path: "/queues/locations",
  access: { kind: "signedIn", permissions: ["access:queue"] },
  permission: "access:queue.location",
  menu: { label: "Konfigurasi Lokasi", group: "Antrean" },
  titles: {
    list: "Konfigurasi Lokasi",
    create: "Tambah Lokasi",
    edit: "Ubah Lokasi",
    detail: "Detail Lokasi",
  },
});
