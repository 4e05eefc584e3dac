import { longDateId, wibRange } from "../lib/wib";
import type { BadgeTone } from "./badge";
import * as styles from "./queue-ticket-card.css";
import { TicketCard } from "./ticket-card";

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

export interface QueueTicketCardProps {
  ticket: QueueTicketFields;
  title: string;
  /** Heading level of the title. Default 2 (use 4 inside a dialog). */
  titleLevel?: 2 | 3 | 4;
}

const statusView: Record<QueueTicketStatus, { label: string; tone: BadgeTone }> = {
  registered: { label: "Terdaftar", tone: "info" },
  done: { label: "Selesai", tone: "success" },
  rejected: { label: "Ditolak", tone: "danger" },
};

/**
 * A citizen's queue ticket: the queue number large, then KJP, KTP, KK, pickup date, time range in WIB, location and
 * status (docs/product.md §2), and what to bring. Identity numbers never break across lines.
 */
export function QueueTicketCard({ ticket, title, titleLevel }: QueueTicketCardProps) {
  const status = statusView[ticket.status];
  return (
    <TicketCard
      title={title}
      titleLevel={titleLevel}
      status={status}
      highlight={{ label: "Nomor Antrean", value: ticket.no }}
      rows={[
        { label: "No KJP", value: <span className={styles.idNumber}>{ticket.no_kjp}</span> },
        { label: "No KTP", value: <span className={styles.idNumber}>{ticket.no_ktp}</span> },
        { label: "No KK", value: <span className={styles.idNumber}>{ticket.no_kk}</span> },
        { label: "Tanggal", value: <time dateTime={ticket.scheduled_date}>{longDateId(ticket.scheduled_date)}</time> },
        { label: "Waktu", value: wibRange(ticket.scheduled_start_time, ticket.scheduled_end_time) },
        { label: "Lokasi", value: ticket.scheduled_location },
        { label: "Status", value: status.label },
        ...(ticket.rejection_reason ? [{ label: "Alasan Penolakan", value: ticket.rejection_reason.reason }] : []),
      ]}
      footer="Bawa KTP asli, fotokopi KK, dan kartu KJP. Hanya pemilik KTP yang tertera yang dapat mengambil."
    />
  );
}
