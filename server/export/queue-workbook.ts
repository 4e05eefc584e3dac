import type { TicketRecord } from "../store/rows";
import { sheetBytes, type SheetText } from "./sheet-writer.mjs";

export const QUEUE_WORKBOOK_NAME = "DaftarAntrean.xlsx";
export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The status as the ticket screens word it (src/tickets/queue-ticket-facts.ts), not the API's code (issue 36 point 4). */
const STATUS_WORDS: Record<TicketRecord["status"], string> = { registered: "Terdaftar", done: "Selesai", rejected: "Ditolak" };

/** The admin list's columns (docs/product.md §2.8), in its order. Identity numbers stay text: leading zeros, 18 digits. */
const queueWorkbookColumns: { header: string; width: number; value: (ticket: TicketRecord) => string }[] = [
  { header: "No Antrean", width: 12, value: (t) => t.no },
  { header: "No KJP", width: 20, value: (t) => t.no_kjp },
  { header: "No KTP", width: 18, value: (t) => t.no_ktp },
  { header: "No KK", width: 18, value: (t) => t.no_kk },
  { header: "Tanggal", width: 12, value: (t) => t.scheduled_date },
  { header: "Lokasi", width: 28, value: (t) => t.scheduled_location },
  // the zone said once, in the column's name, as the list says it (docs/product.md §9 Formats, §11.12)
  { header: "Jam Mulai (WIB)", width: 16, value: (t) => t.scheduled_start_time },
  { header: "Jam Selesai (WIB)", width: 18, value: (t) => t.scheduled_end_time },
  { header: "Status", width: 11, value: (t) => STATUS_WORDS[t.status] ?? t.status },
  { header: "Alasan Penolakan", width: 30, value: (t) => t.rejection_reason?.reason ?? "" },
];

/** Other exports are being built and more are waiting their turn (server/node/workbook-thread.ts): come back later. */
export class WorkbooksBusy extends Error {
  constructor() {
    super("Other exports are being built");
    this.name = "WorkbooksBusy";
  }
}

/**
 * Builds a sheet's .xlsx: in the calling thread (the page, tests) or in one of its own (the Node server), which may
 * reject with WorkbooksBusy.
 */
export type WorkbookWriter = (sheet: SheetText) => Promise<Blob>;

/** The tickets as the export's sheet: the list's columns, a header row, every value text. */
export function queueWorkbookSheet(tickets: readonly TicketRecord[]): SheetText {
  return {
    sheet: "Antrean",
    header: queueWorkbookColumns.map((column) => column.header),
    rows: tickets.map((ticket) => queueWorkbookColumns.map((column) => column.value(ticket))),
    widths: queueWorkbookColumns.map((column) => column.width),
  };
}

/** A real .xlsx, built in this thread (server/node/workbook-thread.ts builds it in one of its own). */
export const writeWorkbook: WorkbookWriter = async (sheet) => new Blob([await sheetBytes(sheet)], { type: XLSX_MIME });

/** The tickets' .xlsx, in this thread. */
export function writeQueueWorkbook(tickets: readonly TicketRecord[]): Promise<Blob> {
  return writeWorkbook(queueWorkbookSheet(tickets));
}
