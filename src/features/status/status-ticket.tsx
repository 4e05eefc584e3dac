import type { Queue } from "../../../contract";
import { staffTicketUrl } from "../../tickets/my-tickets-store";
import { QueueTicketCard, TicketActions } from "../../tickets";
import * as styles from "./status-page.css";

/** The ticket a check found: its card with the QR code, its actions, and how many the date has. */
export function StatusTicket({ ticket, count }: { ticket: Queue; count: number }) {
  return (
    <>
      <QueueTicketCard ticket={ticket} title="Tiket Antrean" qrValue={staffTicketUrl(ticket.uuid)} />
      <TicketActions ticket={ticket} qrValue={staffTicketUrl(ticket.uuid)} />
      {count > 1 ? <p className={styles.more}>Ditampilkan tiket pertama dari {count} tiket pada tanggal ini.</p> : null}
    </>
  );
}
