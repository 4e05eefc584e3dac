import { staffDate, withWibZone } from "../../lib/staff-format";
import { END_TIME_LABEL, PICKUP_DATE_LABEL, REJECTION_REASON_LABEL, START_TIME_LABEL } from "../../lib/staff-labels";
import { titles } from "./routes";

/**
 * Words of the ticket screens. docs/product.md §2 describes the columns and fields without quoting them; they are in Indonesian like
 * the menu and the exported DaftarAntrean.xlsx (same headers). Quoted docs/product.md texts (Mark Done, Reject, Export, the dialog,
 * Cancel, Confirm) are verbatim.
 */
export const t = {
  allTitle: titles.all,
  todayTitle: titles.today,
  detailTitle: titles.detail,
  backToList: "Kembali ke daftar antrean",
  // columns (docs/product.md §2 /queues)
  no: "No Antrean",
  kjp: "No KJP",
  ktp: "No KTP",
  kk: "No KK",
  date: "Tanggal",
  location: "Lokasi",
  // a session's hours are WIB: said once in the field's name, not in each value (docs/product.md §9 Formats)
  start: withWibZone(START_TIME_LABEL),
  end: withWibZone(END_TIME_LABEL),
  status: "Status",
  rejectionReason: REJECTION_REASON_LABEL,
  // detail (docs/product.md §2 /queues/{uuid})
  registrationNumber: "No Registrasi",
  pickupDate: PICKUP_DATE_LABEL,
  // filters
  filterLabel: "Filter antrean",
  allLocations: "Semua lokasi",
  search: "Cari",
  reset: "Reset",
  export: "Export",
  exportFile: "DaftarAntrean.xlsx",
  // one date format on every staff screen (docs/product.md §9 Formats): '2026-11-28'
  todayDate: (date: string) => staffDate(date),
  todayLoading: "Memuat tanggal hari ini…",
  // states
  empty: "Tidak ada antrean",
  // filters that match nothing: what happened, then what to do next (docs/product.md §1.3; UX pass s38)
  emptyFiltered: "Tidak ada antrean yang cocok dengan filter ini. Ubah filter, atau tekan Reset untuk melihat semua antrean.",
  emptyFilteredToday:
    "Tidak ada antrean yang cocok dengan filter ini. Ubah filter, atau tekan Reset untuk melihat semua antrean hari ini.",
  emptyToday: "Belum ada antrean untuk hari ini.",
  loadFailed: "Gagal memuat antrean.",
  retry: "Coba lagi",
  // actions (docs/product.md §2)
  markDone: "Mark Done",
  reject: "Reject",
  rejectTitle: "Tolak antrean",
  rejectText: "Silahkan pilih alasan penolakan",
  reasonLabel: REJECTION_REASON_LABEL,
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
  // a second counter's Mark Done / Reject on a ticket already served: the page shows its status now
  changedElsewhere: (no: string) => `${no} sudah diproses sebelumnya. Status terbarunya tampil di halaman ini.`,
  // status filter and search (docs/product.md §14.3)
  statusFilter: "Status",
  allStatuses: "Semua status",
  searchLabel: "Cari nomor antrean, KJP atau KTP",
  // scan at the counter (docs/product.md §2.14)
  scan: {
    open: "Pindai QR",
    title: "Pindai QR tiket",
    aim: "Arahkan kamera ke kode QR pada tiket warga. Tiket hari ini langsung terbuka.",
    video: "Gambar kamera untuk memindai QR tiket",
    starting: "Membuka kamera…",
    scanning: "Kamera siap. Arahkan ke kode QR tiket.",
    cameraDenied: "Kamera tidak dapat dibuka: izin kamera ditolak. Ketik nomor antrean atau tempel tautan tiket di bawah.",
    cameraMissing: "Kamera tidak ditemukan di perangkat ini. Ketik nomor antrean atau tempel tautan tiket di bawah.",
    cameraFailed:
      "Kamera tidak dapat dibuka (mungkin sedang dipakai aplikasi lain). Ketik nomor antrean atau tempel tautan tiket di bawah.",
    readerFailed: "Pemindai QR tidak dapat dimuat. Ketik nomor antrean atau tempel tautan tiket di bawah.",
    fieldLabel: "Nomor Antrean atau Tautan Tiket",
    fieldHelp: "Contoh: KRJ-001 (antrean hari ini), atau tempel tautan dari QR tiket.",
    submit: "Buka tiket",
    close: "Tutup",
    searching: "Mencari tiket…",
    empty: "Isi nomor antrean atau tautan tiket dulu.",
    notUnderstood: "Tidak dikenali. Ketik nomor antrean seperti KRJ-001, atau tempel tautan tiket.",
    notTicket: "Kode ini bukan tiket Antrean dari situs ini, jadi tidak dibuka. Pindai QR pada tiket warga.",
    numberNotFound: (no: string, today: string) => `Antrean ${no} tidak ada untuk hari ini (${today}). Periksa nomornya.`,
    ticketNotFound: "Tiket ini tidak ditemukan. Mungkin QR-nya dari data lain.",
    otherDay: (no: string, day: string, today: string) => `Tiket ${no} untuk ${day}, bukan hari ini (${today}).`,
    otherDayTitle: "Tiket hari lain",
    openAnyway: "Buka tiket ini",
  },
} as const;
