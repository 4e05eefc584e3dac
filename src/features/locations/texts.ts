import { TOGGLE_MESSAGES } from "../../../machines/confirm-toggle";

/** Words of the location screens: Indonesian like the menu (SPEC §1), SPEC §8 toasts verbatim. */
export const t = {
  listTitle: "Konfigurasi Lokasi",
  createTitle: "Tambah Lokasi",
  editTitle: "Ubah Lokasi",
  detailTitle: "Detail Lokasi",
  tableLabel: "Daftar lokasi",
  backToList: "Kembali ke daftar lokasi",
  add: "Tambah",
  save: "Simpan",
  update: "Ubah",
  cancel: "Batal",
  view: "Lihat",
  edit: "Ubah",
  // fields and columns (SPEC §2)
  name: "Nama",
  code: "Kode",
  description: "Deskripsi",
  active: "Aktif",
  created: "Dibuat",
  updated: "Diubah",
  actions: "Aksi",
  status: "Status",
  statusActive: "Aktif",
  statusArchived: "Diarsipkan",
  activeSwitch: (name: string) => `Aktif: ${name}`,
  // states
  loading: "Memuat lokasi…",
  empty: "Belum ada lokasi",
  emptyText: "Tambahkan lokasi pengambilan pertama.",
  loadFailed: "Gagal memuat lokasi.",
  retry: "Coba lagi",
  // confirmations (SPEC §4)
  archiveTitle: "Arsipkan lokasi?",
  archiveText: (name: string) => `Lokasi ${name} akan diarsipkan: peserta tidak dapat memilihnya saat mendaftar.`,
  archiveConfirm: "Arsipkan",
  activateTitle: "Aktifkan lokasi?",
  activateText: (name: string) => `Lokasi ${name} akan diaktifkan dan muncul di pilihan peserta.`,
  activateConfirm: "Aktifkan",
  // toasts (SPEC §8, verbatim)
  toggled: TOGGLE_MESSAGES.location,
  createdToast: "Location created successfully",
  updatedToast: { title: "Success", description: "Location updated successfully" },
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
