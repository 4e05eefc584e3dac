import { resourceRoutes } from "../../admin-kit/routes";

/** Rejection reasons (docs/product.md §2 /queues/rejection-reasons): no edit page. */
export const rejectionReasonRoutes = resourceRoutes({
  path: "/queues/rejection-reasons",
  access: { kind: "signedIn", permissions: ["access:queue"] },
  permission: "access:queue.rejection_reason",
  menu: { label: "Konfigurasi Alasan Penolakan", group: "Antrean" },
  titles: {
    list: "Konfigurasi Alasan Penolakan",
    create: "Tambah Alasan Penolakan",
    detail: "Detail Alasan Penolakan",
  },
});
