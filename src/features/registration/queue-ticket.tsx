import type { Queue } from "../../api/contract";
import { type BadgeTone, TicketCard } from "../../ui";
import { longDateId, wibRange } from "../../lib/wib";
import * as styles from "./queue-ticket.css";

const statusView: Record<Queue["status"], { label: string; tone: BadgeTone }> = {
  registered: { label: "Terdaftar", tone: "info" },
  done: { label: "Selesai", tone: "success" },
  rejected: { label: "Ditolak", tone: "danger" },
};

/** A registration as a ticket: KJP, KTP, KK, pickup date, time range in WIB, location and status (SPEC §2). */
export function QueueTicket({ queue, title, titleLevel }: { queue: Queue; title: string; titleLevel?: 2 | 3 | 4 }) {
  const status = statusView[queue.status];
  return (
    <TicketCard
      className={styles.queueTicket}
      title={title}
      titleLevel={titleLevel}
      status={status}
      highlight={{ label: "Nomor Antrean", value: queue.no }}
      rows={[
        { label: "No KJP", value: <span className={styles.idNumber}>{queue.no_kjp}</span> },
        { label: "No KTP", value: <span className={styles.idNumber}>{queue.no_ktp}</span> },
        { label: "No KK", value: <span className={styles.idNumber}>{queue.no_kk}</span> },
        { label: "Tanggal", value: <time dateTime={queue.scheduled_date}>{longDateId(queue.scheduled_date)}</time> },
        { label: "Waktu", value: wibRange(queue.scheduled_start_time, queue.scheduled_end_time) },
        { label: "Lokasi", value: queue.scheduled_location },
        { label: "Status", value: status.label },
        ...(queue.rejection_reason ? [{ label: "Alasan Penolakan", value: queue.rejection_reason.reason }] : []),
      ]}
      footer="Bawa KTP asli, fotokopi KK, dan kartu KJP. Hanya pemilik KTP yang tertera yang dapat mengambil."
    />
  );
}
