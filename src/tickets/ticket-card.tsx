import { Fragment, useId, type ReactNode } from "react";
import { Badge, type BadgeTone } from "../ui/badge";
import { cx } from "../ui/cx";
import * as styles from "./ticket-card.css";

export interface TicketRow {
  label: ReactNode;
  value: ReactNode;
}

export interface TicketCardProps {
  title: ReactNode;
  /** Heading level of the title. Default 2 (use 3 inside a dialog titled with h2). */
  titleLevel?: 2 | 3 | 4;
  /** Status badge, e.g. `{ label: 'registered', tone: 'info' }`. */
  status?: { label: ReactNode; tone: BadgeTone };
  /** A value shown large above the rows, e.g. the queue number. */
  highlight?: { label: ReactNode; value: ReactNode };
  /** Label/value pairs, in order (KJP, KTP, KK, date, time range WIB, location…). */
  rows: readonly TicketRow[];
  /** Beside the highlight, e.g. the ticket's QR code. */
  code?: ReactNode;
  /** Small print under the rows (e.g. what to bring). */
  footer?: ReactNode;
  className?: string;
}

/** The size class of a highlight: plain text short enough is sized to fit its width on one line. */
function highlightFit(value: ReactNode) {
  const length = typeof value === "string" ? value.length : Infinity;
  return length <= styles.HIGHLIGHT_FIT_MAX ? styles.highlightFit[length] : styles.highlightFitLong;
}

/** A registration ticket: title, status badge and a description list of its fields. */
export function TicketCard({ title, titleLevel = 2, status, highlight, code, rows, footer, className }: TicketCardProps) {
  const titleId = useId();
  const Heading = `h${titleLevel}` as const;
  return (
    <article className={cx(styles.ticket, className)} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {status ? (
          <Badge tone={status.tone} className={styles.status}>
            {status.label}
          </Badge>
        ) : null}
      </div>
      {highlight || code ? (
        <div className={styles.highlight}>
          {highlight ? (
            <div className={styles.highlightText}>
              <span className={styles.highlightLabel}>{highlight.label}</span>
              <span className={cx(styles.highlightValue, highlightFit(highlight.value))}>{highlight.value}</span>
            </div>
          ) : null}
          {code ? <div className={styles.code}>{code}</div> : null}
        </div>
      ) : null}
      <dl className={styles.list}>
        {rows.map((row, i) => (
          <Fragment key={i}>
            <dt className={styles.term}>{row.label}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </Fragment>
        ))}
      </dl>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </article>
  );
}
