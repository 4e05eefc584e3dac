import { adminProblems } from "../../../contract";

/** Words of the day-off screens: Indonesian like the menu (docs/product.md §1); toasts verbatim (§8). */
export const t = {
  tableLabel: "Daftar hari libur",
  backToList: "Kembali ke daftar hari libur",
  filterLabel: "Filter hari libur",
  loading: "Memuat hari libur…",
  loadFailed: "Gagal memuat hari libur.",
  empty: "Belum ada hari libur",
  emptyText: "Tambahkan hari libur untuk menutup pendaftaran di suatu lokasi.",
  emptyFiltered: "Tidak ada hari libur yang cocok dengan filter ini.",
  created: "Day Off created successfully",
  toggled: { archive: "Day off archived", activate: "Day off unarchived", delete: "Day off deleted" },
  confirm: {
    archive: {
      title: "Arsipkan hari libur?",
      text: (label: string) => `Hari libur ${label} akan diarsipkan dan tidak lagi menutup pendaftaran.`,
    },
    activate: {
      title: "Aktifkan hari libur?",
      text: (label: string) => `Hari libur ${label} akan diaktifkan dan menutup pendaftaran pada tanggal itu.`,
    },
    delete: {
      title: "Hapus hari libur?",
      text: (label: string) => `Hari libur ${label} akan dihapus permanen. Tindakan ini tidak dapat dibatalkan.`,
    },
  },
} as const;

/** Field and column names (docs/product.md §2). */
export const fields = {
  date: "Tanggal",
  location: "Lokasi",
  details: "Keterangan",
  locationPlaceholder: "Pilih lokasi...",
  locationsEmpty: "Belum ada lokasi",
  locationsName: "lokasi",
  allLocations: "Semua lokasi",
} as const;

/** The server's rules for a day off, said on this screen (docs/product.md §8.1, §11.9). */
export const problems = {
  date: {
    [adminProblems.dayOffTaken]: "Lokasi ini sudah libur pada tanggal itu. Pilih tanggal atau lokasi lain.",
    [adminProblems.past]: "Tanggal ini sudah lewat. Pilih hari ini atau tanggal sesudahnya.",
  },
} as const;
