import { END_TIME_LABEL, START_TIME_LABEL } from "../../lib/staff-labels";

/** Words of the session screens: Indonesian like the menu (docs/product.md §1); toasts verbatim (§8). */
export const t = {
  emptyText: "Tambahkan sesi pengambilan pertama.",
  created: "Session created successfully",
  // titled 'Success'
  updated: { title: "Success", description: "Session updated successfully" },
  toggled: { archive: "Session archived", activate: "Session unarchived" },
  confirm: {
    archive: (label: string) => `Sesi ${label} akan diarsipkan: peserta tidak dapat memilihnya saat mendaftar.`,
    activate: (label: string) => `Sesi ${label} akan diaktifkan dan muncul di pilihan peserta.`,
  },
} as const;

/** Field and column names (docs/product.md §2). */
export const fields = {
  weekday: "Hari",
  location: "Lokasi",
  start: START_TIME_LABEL,
  end: END_TIME_LABEL,
  quota: "Kuota",
  locationPlaceholder: "Pilih lokasi...",
  weekdayPlaceholder: "Pilih hari...",
  locationsEmpty: "Belum ada lokasi",
  locationsName: "lokasi",
  allLocations: "Semua lokasi",
  allWeekdays: "Semua hari",
  timeHelp: "Waktu WIB",
} as const;
