import { TOGGLE_MESSAGES } from "../../../machines/confirm-toggle";

/** Words of the day-off screens: Indonesian like the menu (SPEC §1), SPEC §8 toasts verbatim. */
export const t = {
  listTitle: "Konfigurasi Hari Libur",
  createTitle: "Tambah Hari Libur",
  detailTitle: "Detail Hari Libur",
  tableLabel: "Daftar hari libur",
  backToList: "Kembali ke daftar hari libur",
  add: "Tambah",
  save: "Simpan",
  cancel: "Batal",
  view: "Lihat",
  delete: "Hapus",
  // fields and columns (SPEC §2)
  date: "Tanggal",
  location: "Lokasi",
  details: "Keterangan",
  active: "Aktif",
  created: "Dibuat",
  updated: "Diubah",
  actions: "Aksi",
  status: "Status",
  statusActive: "Aktif",
  statusArchived: "Diarsipkan",
  locationPlaceholder: "Pilih lokasi...",
  locationsEmpty: "Belum ada lokasi",
  locationsFailed: "Lokasi tidak dapat dimuat.",
  activeSwitch: (label: string) => `Aktif: ${label}`,
  // filters
  filterLabel: "Filter hari libur",
  allLocations: "Semua lokasi",
  search: "Cari",
  reset: "Reset",
  // states
  loading: "Memuat hari libur…",
  empty: "Belum ada hari libur",
  emptyText: "Tambahkan hari libur untuk menutup pendaftaran di suatu lokasi.",
  emptyFiltered: "Tidak ada hari libur yang cocok dengan filter ini.",
  loadFailed: "Gagal memuat hari libur.",
  retry: "Coba lagi",
  // confirmations (SPEC §4)
  archiveTitle: "Arsipkan hari libur?",
  archiveText: (label: string) => `Hari libur ${label} akan diarsipkan dan tidak lagi menutup pendaftaran.`,
  archiveConfirm: "Arsipkan",
  activateTitle: "Aktifkan hari libur?",
  activateText: (label: string) => `Hari libur ${label} akan diaktifkan dan menutup pendaftaran pada tanggal itu.`,
  activateConfirm: "Aktifkan",
  deleteTitle: "Hapus hari libur?",
  deleteText: (label: string) => `Hari libur ${label} akan dihapus permanen. Tindakan ini tidak dapat dibatalkan.`,
  deleteConfirm: "Hapus",
  // toasts (SPEC §8, verbatim)
  toggled: TOGGLE_MESSAGES.dayOff,
  createdToast: "Day Off created successfully",
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
