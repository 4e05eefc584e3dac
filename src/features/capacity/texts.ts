import { PICKUP_DATE_LABEL } from "../../lib/staff-labels";
import { title } from "./routes";
import { staffCount, staffDate, staffRange } from "../../lib/staff-format";

/**
 * Words of the capacity board (docs/decisions/610-capacity-board-api.md), in Indonesian like the rest of the queue area.
 * Times as on every staff screen, HH:mm:ss (docs/product.md §9): a session's hours read as on 'Konfigurasi Sesi' and
 * the ticket lists.
 */
export const t = {
  title,
  description: "Kuota, pendaftar dan sisa kuota per lokasi dan sesi untuk satu tanggal pengambilan.",
  // the same words as the ticket lists' date filter, where 'Lihat antrean' leads (src/lib/staff-labels.ts)
  dateLabel: PICKUP_DATE_LABEL,
  dateHelp: "Bawaan: besok, tanggal pengambilan pendaftaran hari ini.",
  dateInvalid: "Isi tanggal dengan lengkap.",
  today: "Hari ini",
  tomorrow: "Besok",
  showArchived: "Tampilkan lokasi yang diarsipkan",
  refresh: "Perbarui",
  refreshing: "Memperbarui…",
  updatedAt: (time: string) => `Diperbarui ${time} WIB`,
  refreshedAnnouncement: (time: string) => `Angka diperbarui pukul ${time} WIB.`,
  auto: "Otomatis (15 detik)",
  export: "Export",
  exportFile: "DaftarAntrean.xlsx",
  // a date in words, as every staff screen shows one (docs/product.md §9 Formats): the name is read aloud
  exportHint: (date: string) => `Export semua antrean tanggal ${staffDate(date)} ke DaftarAntrean.xlsx`,
  // totals
  cityTitle: "Seluruh kota",
  glance: ({ offered, full, high, daysOff }: { offered: number; full: number; high: number; daysOff: number }) =>
    [
      offered === 0
        ? "Tidak ada sesi yang menerima pendaftaran."
        : `${staffCount(full, "id")} dari ${staffCount(offered, "id")} sesi penuh.`,
      high > 0 ? `${staffCount(high, "id")} sesi hampir penuh.` : "",
      daysOff > 0 ? `${staffCount(daysOff, "id")} lokasi libur.` : "",
    ]
      .filter(Boolean)
      .join(" "),
  quota: "Kuota",
  registered: "Pendaftar",
  done: "Selesai",
  rejected: "Ditolak",
  remaining: "Sisa",
  fill: "Terisi",
  locationTotals: "Total lokasi",
  // sessions
  session: "Sesi",
  sessions: (location: string) => `Sesi di ${location}`,
  noSessions: "Tidak ada sesi pada hari ini.",
  code: (code: string) => `Kode ${code}`,
  dayOff: "Libur",
  dayOffNote: (details: string) => (details ? `Tidak ada kuota. Keterangan: ${details}` : "Tidak ada kuota pada hari libur."),
  archived: "Diarsipkan",
  archivedNote: "Lokasi diarsipkan. Tidak ada kuota.",
  inactiveSession: "Sesi tidak aktif",
  /** a session's hours, 'HH:mm:ss–HH:mm:ss WIB': a range as on every staff screen (docs/product.md §9) */
  sessionTimes: (start: string, end: string) => `${staffRange(start, end)} WIB`,
  viewTickets: "Lihat antrean",
  viewTicketsOf: (session: string, location: string) => `Lihat antrean ${session} di ${location}`,
  // meter
  full: "Penuh",
  fullAt: (timestamp: string) => `Penuh pada ${timestamp.slice(11)}`,
  percentFull: (percent: number) => `${percent}% terisi`,
  noQuota: "Tanpa kuota",
  // rush curve
  rushTitle: "Pendaftaran per 5 menit",
  rushDescription: (day: string, from: string, to: string) => `${day}, ${staffRange(from, to)} WIB`,
  rushSummary: (total: number, peak: string | null, peakCount: number) =>
    total === 0
      ? "Belum ada pendaftaran pada jam pendaftaran."
      : `${staffCount(total, "id")} pendaftaran. Terbanyak ${staffCount(peakCount, "id")} pada ${peak} WIB.`,
  rushTable: "Tabel pendaftaran per 5 menit",
  chartScroll: "Grafik pendaftaran per 5 menit; geser ke samping untuk jam berikutnya",
  rushTableNote: "Hanya rentang waktu dengan pendaftaran yang ditampilkan.",
  rushInterval: "Waktu (WIB)",
  rushCount: "Pendaftaran",
  fullSessionsTitle: "Sesi yang penuh",
  noFullSessions: "Belum ada sesi yang penuh.",
  fullSession: (location: string, session: string, at: string) => `${location}, ${session}: penuh pada ${at}`,
  // states
  emptyTitle: "Tidak ada sesi",
  emptyText: "Tidak ada sesi aktif pada tanggal ini. Pilih tanggal lain.",
  // the board's own words in the queue area's read states, which the admin kit gives (docs/product.md §2.12)
  loading: "Memuat kapasitas…",
  loadFailed: "Gagal memuat kapasitas",
} as const;
