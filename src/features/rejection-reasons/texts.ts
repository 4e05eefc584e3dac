import { TOGGLE_MESSAGES } from "../../../machines/confirm-toggle";

/** Words of the rejection-reason screens: Indonesian like the menu (SPEC §1), SPEC §8 toasts verbatim. */
export const t = {
  listTitle: "Konfigurasi Alasan Penolakan",
  createTitle: "Tambah Alasan Penolakan",
  detailTitle: "Detail Alasan Penolakan",
  tableLabel: "Daftar alasan penolakan",
  backToList: "Kembali ke daftar alasan penolakan",
  add: "Tambah",
  save: "Simpan",
  cancel: "Batal",
  view: "Lihat",
  delete: "Hapus",
  // fields and columns (SPEC §2)
  reason: "Alasan",
  actions: "Aksi",
  // states
  loading: "Memuat alasan penolakan…",
  empty: "Belum ada alasan penolakan",
  emptyText: "Tambahkan alasan yang dapat dipilih saat menolak antrean.",
  loadFailed: "Gagal memuat alasan penolakan.",
  retry: "Coba lagi",
  // confirmation (SPEC §4)
  deleteTitle: "Hapus alasan penolakan?",
  deleteText: (label: string) => `Alasan "${label}" akan dihapus permanen. Tindakan ini tidak dapat dibatalkan.`,
  deleteConfirm: "Hapus",
  // toasts (SPEC §8, verbatim)
  toggled: TOGGLE_MESSAGES.rejectionReason,
  createdToast: "Rejection Reason created successfully",
} as const;

/** Indonesian texts of the shared read states (403, 404, error). */
export const stateTexts = {
  loading: "Memuat…",
  forbiddenTitle: "Tidak ada izin",
  forbiddenText: "Anda tidak memiliki izin untuk melihat data ini. Minta akses kepada administrator.",
  notFoundTitle: "Data tidak ditemukan",
  notFoundText: "Data ini tidak ada atau sudah dihapus.",
  errorTitle: "Gagal memuat data",
  retry: "Coba lagi",
};
