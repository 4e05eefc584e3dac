import { wibTimestamp } from "../../../contract/wib";
import type { TicketRecord } from "../rows";
import type { Tables } from "./tables";

// SQL rows ↔ the stored records the rules and the presenters work with (server/store/rows.ts).

/** "YYYY-MM-DD HH:mm:ss" in WIB (an audit timestamp) as an instant. */
export function instantOfWibTimestamp(timestamp: string): Date {
  return new Date(`${timestamp.replace(" ", "T")}+07:00`);
}

/** The first day of a pickup date's month: the key of the per-KTP month counter. */
export function monthKey(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

/** The counter part of a queue number ("JKT-012" → 12). */
export function sequenceOf(queueNumber: string): number {
  return Number(queueNumber.slice(queueNumber.lastIndexOf("-") + 1));
}

export type TicketRow = Tables["tickets"] & { seq?: unknown };

export function ticketRecordOf(row: Omit<TicketRow, "seq" | "sequence">): TicketRecord {
  return {
    uuid: row.uuid,
    no: row.no,
    no_kjp: row.no_kjp,
    no_ktp: row.no_ktp,
    no_kk: row.no_kk,
    scheduled_date: row.scheduled_date,
    scheduled_location: row.scheduled_location,
    scheduled_start_time: row.scheduled_start_time,
    scheduled_end_time: row.scheduled_end_time,
    status: row.status,
    rejection_reason: row.rejection_reason === null ? null : { reason: row.rejection_reason },
    queue_location_id: row.queue_location_id,
    queue_session_id: row.queue_session_id,
    created_at: wibTimestamp(row.created_at),
  };
}

/** The columns a ticket is written with (created_at at full precision, the record has seconds). */
export function ticketRowOf(ticket: TicketRecord, createdAt: Date): Omit<TicketRow, "seq"> {
  return {
    uuid: ticket.uuid,
    no: ticket.no,
    no_kjp: ticket.no_kjp,
    no_ktp: ticket.no_ktp,
    no_kk: ticket.no_kk,
    scheduled_date: ticket.scheduled_date,
    scheduled_location: ticket.scheduled_location,
    scheduled_start_time: ticket.scheduled_start_time,
    scheduled_end_time: ticket.scheduled_end_time,
    status: ticket.status,
    rejection_reason: ticket.rejection_reason?.reason ?? null,
    queue_location_id: ticket.queue_location_id,
    queue_session_id: ticket.queue_session_id,
    sequence: sequenceOf(ticket.no),
    created_at: createdAt,
  };
}
