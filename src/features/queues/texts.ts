/**
 * Words of the ticket screens. docs/product.md §2 describes the columns and fields without quoting them; they are in Indonesian like
 * the menu and the exported DaftarAntrean.xlsx (same headers). Quoted docs/product.md texts (Mark Done, Reject, Export, the dialog,
 * Cancel, Confirm) are verbatim.
 */
export const t = {
  allTitle: "Semua Antrean",
  todayTitle: "Antrean Hari Ini",
  detailTitle: "Detail Antrean",
  backToList: "Kembali ke daftar antrean",
  // columns (docs/product.md §2 /queues)
  no: "No Antrean",
  kjp: "No KJP",
  ktp: "No KTP",
  kk: "No KK",
  date: "Tanggal",
  location: "Lokasi",
  start: "Jam Mulai",
  end: "Jam Selesai",
  status: "Status",
  rejectionReason: "Alasan Penolakan",
  // detail (docs/product.md §2 /queues/{uuid})
  registrationNumber: "No Registrasi",
  pickupDate: "Tanggal Pengambilan",
  // filters
  filterLabel: "Filter antrean",
  allLocations: "Semua lokasi",
  search: "Cari",
  reset: "Reset",
  export: "Export",
  exportFile: "DaftarAntrean.xlsx",
  todayDate: (date: string) => `Tanggal ${date} (WIB)`,
  // states
  empty: "Tidak ada antrean",
  emptyFiltered: "Tidak ada antrean yang cocok dengan filter ini.",
  emptyToday: "Belum ada antrean untuk hari ini.",
  loadFailed: "Gagal memuat antrean",
  retry: "Coba lagi",
  // actions (docs/product.md §2)
  markDone: "Mark Done",
  reject: "Reject",
  rejectTitle: "Tolak antrean",
  rejectText: "Silahkan pilih alasan penolakan",
  reasonLabel: "Alasan penolakan",
  reasonPlaceholder: "Pilih alasan...",
  reasonsFailed: "Alasan penolakan tidak dapat dimuat.",
  cancel: "Cancel",
  confirm: "Confirm",
  reasonNeeded: "Pilih alasan penolakan dulu, lalu tekan Confirm.",
  // Mark Done asks once (docs/decisions/606-mark-done-asks-first.md)
  markDoneTitle: (no: string) => `Tandai ${no} selesai?`,
  markDoneText: "Pastikan paket sudah diserahkan kepada warga. Status tidak dapat dikembalikan.",
  // toasts name the ticket; the words after the number are the docs/product.md §8 texts
  markedDoneToast: (no: string) => `${no}: Queue marked as done`,
  rejectedToast: (no: string) => `${no}: Queue has been rejected`,
  // status filter and search (docs/product.md §14.3)
  statusFilter: "Status",
  allStatuses: "Semua status",
  statusLabel: { registered: "registered", done: "done", rejected: "rejected" },
  searchLabel: "Cari nomor antrean, KJP atau KTP",
} as const;
