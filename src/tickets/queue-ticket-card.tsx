import { cx } from "../ui/cx";
import { digitGroups } from "../ui/digit-groups";
import * as styles from "./queue-ticket-card.css";
import {
  QUEUE_NUMBER_LABEL,
  TICKET_FOOTER,
  queueTicketFacts,
  statusView,
  type QueueTicketFields,
  type TicketFact,
} from "./queue-ticket-facts";
import { TicketCard } from "./ticket-card";
import { TicketQr } from "./ticket-qr";

export type { QueueTicketFields, QueueTicketStatus } from "./queue-ticket-facts";

/** The QR code's accessible name. */
export const TICKET_QR_LABEL = "Kode QR tiket untuk dipindai petugas";

export interface QueueTicketCardProps {
  ticket: QueueTicketFields;
  title: string;
  /** Heading level of the title. Default 2 (use 4 inside a dialog). */
  titleLevel?: 2 | 3 | 4;
  /** What the QR code holds (the staff ticket page's address); without it, no code. */
  qrValue?: string;
  className?: string;
}

function factValue(fact: TicketFact, ticket: QueueTicketFields) {
  if (fact.kind === "id") return <span className={styles.idNumber}>{digitGroups(fact.text, { breaks: "groups" })}</span>;
  if (fact.kind === "date") return <time dateTime={ticket.scheduled_date}>{fact.text}</time>;
  return fact.text;
}

/**
 * A citizen's queue ticket, the same card in the success dialog, on the status page and in 'Tiket saya'
 * (docs/product.md §2.3, §2.4): the queue number large with its QR code, then date, time range in WIB, location, KJP,
 * KTP, KK, status, and what to bring; it fits a 360×640 screen. Identity numbers keep their size and break only
 * between groups of four digits, when the card is too narrow for them. In print, the ticket alone is printed
 * (`queue-ticket-card.css.ts`).
 */
export function QueueTicketCard({ ticket, title, titleLevel, qrValue, className }: QueueTicketCardProps) {
  return (
    <TicketCard
      className={cx(styles.printable, className)}
      title={title}
      titleLevel={titleLevel}
      status={statusView[ticket.status]}
      highlight={{ label: QUEUE_NUMBER_LABEL, value: ticket.no }}
      code={qrValue ? <TicketQr value={qrValue} label={TICKET_QR_LABEL} /> : undefined}
      rows={queueTicketFacts(ticket).map((fact) => ({ label: fact.label, value: factValue(fact, ticket) }))}
      footer={TICKET_FOOTER}
    />
  );
}
