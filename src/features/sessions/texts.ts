import { TOGGLE_MESSAGES } from "../../../machines/confirm-toggle";

/** Words of the session screens: Indonesian like the menu (SPEC §1), SPEC §8 toasts verbatim. */
export const t = {
  listTitle: "Konfigurasi Sesi",
  createTitle: "Tambah Sesi",
  editTitle: "Ubah Sesi",
  detailTitle: "Detail Sesi",
  tableLabel: "Daftar sesi",
  backToList: "Kembali ke daftar sesi",
  add: "Tambah",
  save: "Simpan",
  update: "Ubah",
  cancel: "Batal",
  view: "Lihat",
  edit: "Ubah",
  // fields and columns (SPEC §2)
  weekday: "Hari",
  location: "Lokasi",
  start: "Jam mulai",
  end: "Jam selesai",
  quota: "Kuota",
  active: "Aktif",
  created: "Dibuat",
  updated: "Diubah",
  actions: "Aksi",
  status: "Status",
  statusActive: "Aktif",
  statusArchived: "Diarsipkan",
  locationPlaceholder: "Pilih lokasi...",
  weekdayPlaceholder: "Pilih hari...",
  locationsEmpty: "Belum ada lokasi",
  locationsFailed: "Lokasi tidak dapat dimuat.",
  timeHelp: "Waktu WIB",
  activeSwitch: (label: string) => `Aktif: ${label}`,
  // filters
  filterLabel: "Filter sesi",
  allLocations: "Semua lokasi",
  search: "Cari",
  reset: "Reset",
  // states
  loading: "Memuat sesi…",
  empty: "Belum ada sesi",
  emptyText: "Tambahkan sesi pengambilan pertama.",
  emptyFiltered: "Tidak ada sesi di lokasi ini.",
  loadFailed: "Gagal memuat sesi.",
  retry: "Coba lagi",
  // confirmations (SPEC §4)
  archiveTitle: "Arsipkan sesi?",
  archiveText: (label: string) => `Sesi ${label} akan diarsipkan: peserta tidak dapat memilihnya saat mendaftar.`,
  archiveConfirm: "Arsipkan",
  activateTitle: "Aktifkan sesi?",
  activateText: (label: string) => `Sesi ${label} akan diaktifkan dan muncul di pilihan peserta.`,
  activateConfirm: "Aktifkan",
  // toasts (SPEC §8, verbatim)
  toggled: TOGGLE_MESSAGES.session,
  createdToast: "Session created successfully",
  updatedToast: { title: "Success", description: "Session updated successfully" },
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
