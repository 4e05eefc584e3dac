import { longDateId, wibRange } from "../../contract/wib";
import { REJECTION_REASON_LABEL } from "../lib/staff-labels";
import type { BadgeTone } from "../ui/badge";

export type QueueTicketStatus = "registered" | "done" | "rejected";

/** The fields a queue ticket shows, named as a registration record names them (so a record can be passed whole). */
export interface QueueTicketFields {
  no: string;
  no_kjp: string;
  no_ktp: string;
  no_kk: string;
  /** YYYY-MM-DD */
  scheduled_date: string;
  /** HH:mm:ss, WIB */
  scheduled_start_time: string;
  scheduled_end_time: string;
  scheduled_location: string;
  status: QueueTicketStatus;
  rejection_reason?: { reason: string } | null;
}

export const statusView: Record<QueueTicketStatus, { label: string; tone: BadgeTone }> = {
  registered: { label: "Terdaftar", tone: "info" },
  done: { label: "Selesai", tone: "success" },
  rejected: { label: "Ditolak", tone: "danger" },
};

export const TICKET_TITLE = "Tiket Antrean";
export const QUEUE_NUMBER_LABEL = "Nomor Antrean";
/** What to bring (docs/product.md §1.4). */
export const TICKET_FOOTER = "Bawa KTP asli, fotokopi KK, dan kartu KJP. Hanya pemilik KTP yang tertera yang dapat mengambil.";

export type TicketFact = { label: string; text: string; kind: "id" | "date" | "text" };

/**
 * A ticket's lines in order (docs/product.md §2.3, §2.4): one list for the card on screen and the saved image, so the
 * two never differ. Date and location first: they are what the citizen needs on the pickup morning.
 */
export function queueTicketFacts(ticket: QueueTicketFields): TicketFact[] {
  return [
    { label: "Tanggal", text: longDateId(ticket.scheduled_date), kind: "date" },
    { label: "Waktu", text: wibRange(ticket.scheduled_start_time, ticket.scheduled_end_time), kind: "text" },
    { label: "Lokasi", text: ticket.scheduled_location, kind: "text" },
    { label: "No KJP", text: ticket.no_kjp, kind: "id" },
    { label: "No KTP", text: ticket.no_ktp, kind: "id" },
    { label: "No KK", text: ticket.no_kk, kind: "id" },
    { label: "Status", text: statusView[ticket.status].label, kind: "text" },
    ...(ticket.rejection_reason
      ? [{ label: REJECTION_REASON_LABEL, text: ticket.rejection_reason.reason, kind: "text" as const }]
      : []),
  ];
}
