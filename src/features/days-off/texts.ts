import { adminProblems } from "../../../contract";

/** Words of the day-off screens: Indonesian like the menu (docs/product.md §1); toasts verbatim (§8). */
export const t = {
  emptyText: "Tambahkan hari libur untuk menutup pendaftaran di suatu lokasi.",
  created: "Day Off created successfully",
  toggled: { archive: "Day off archived", activate: "Day off unarchived", delete: "Day off deleted" },
  confirm: {
    archive: (label: string) => `Hari libur ${label} akan diarsipkan dan tidak lagi menutup pendaftaran.`,
    activate: (label: string) => `Hari libur ${label} akan diaktifkan dan menutup pendaftaran pada tanggal itu.`,
    delete: (label: string) => `Hari libur ${label} akan dihapus permanen. Tindakan ini tidak dapat dibatalkan.`,
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
    [adminProblems.dayOffArchived]:
      "Sudah ada hari libur yang diarsipkan untuk lokasi dan tanggal ini. Aktifkan lewat tombol Aktif di daftar Konfigurasi Hari Libur.",
    [adminProblems.past]: "Tanggal ini sudah lewat. Pilih hari ini atau tanggal sesudahnya.",
  },
} as const;
