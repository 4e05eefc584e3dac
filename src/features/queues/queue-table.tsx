import { useRef } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { Queue } from "../../../contract";
import { staffDate, withWibZone } from "../../lib/staff-format";
import { END_TIME_LABEL, START_TIME_LABEL } from "../../lib/staff-labels";
import { isForbidden, kitTexts, listFailureText, rememberOpenedLink, useFocusOpenedLink } from "../../admin-kit";
import {
  AdminQueryState,
  ClampedText,
  digitGroups,
  linkClass,
  Paginator,
  StaffTime,
  Table,
  useRetryTakesFallenFocus,
  type TableColumn,
} from "../../ui";
import { QueueStatusBadge } from "../../tickets";
import { t } from "./texts";
import * as styles from "./queues.css";

/**
 * A card number in groups of four, as the card prints it and the citizen's ticket shows it, never broken inside a
 * group ('50494863 / 9993194751' read as two numbers, UX pass session 34): where its column is narrow it takes two
 * lines of whole groups, broken once at the middle, so a ticket's row fits its box at 1280 and 1440 px with the sidebar
 * open (docs/product.md §2.8). A copy is still the plain digits.
 */
function IdentityNumber({ digits }: { digits: string }) {
  return <span className={styles.mono}>{digitGroups(digits, { breaks: "middle" })}</span>;
}

/**
 * A session's hours' header: the field's name whole on its first line, the zone under it, where the list is at least
 * 64rem wide (1440 px with the sidebar open); narrower (1280 px) 'Jam' / 'Selesai' / '(WIB)' in a column as wide as its
 * times, so a market's name keeps to two lines (queues.css.ts `hourName`, docs/product.md §2.8). It reads, and names
 * the column, as the one label 'Jam Selesai (WIB)' (§9 Formats).
 */
function ZonedHeader({ name }: { name: string }) {
  return (
    <>
      <span className={styles.hourName}>{name}</span>
      {withWibZone(name).slice(name.length)}
    </>
  );
}

/** `from` (the list URL with its filters) rides along in history state, so the detail page can go back to it. */
const makeColumns = (from: string): TableColumn<Queue>[] => [
  {
    id: "no",
    header: t.no,
    isRowHeader: true,
    noWrap: true,
    cell: (q) => (
      <Link href={`/queues/${q.uuid}`} state={{ from }} className={linkClass}>
        {q.no}
      </Link>
    ),
  },
  { id: "no_kjp", header: t.kjp, cell: (q) => <IdentityNumber digits={q.no_kjp} /> },
  { id: "no_ktp", header: t.ktp, cell: (q) => <IdentityNumber digits={q.no_ktp} /> },
  { id: "no_kk", header: t.kk, cell: (q) => <IdentityNumber digits={q.no_kk} /> },
  {
    id: "date",
    header: t.date,
    noWrap: true,
    // YYYY-MM-DD as every staff date (docs/product.md §9 Formats): ten characters on one line
    cell: (q) => <time dateTime={q.scheduled_date}>{staffDate(q.scheduled_date)}</time>,
  },
  { id: "location", header: t.location, cell: (q) => <span className={styles.placeName}>{q.scheduled_location}</span> },
  // the zone said once, in the column's name, not in each cell (docs/product.md §9 Formats)
  {
    id: "start",
    header: <ZonedHeader name={START_TIME_LABEL} />,
    cardLabel: t.start,
    noWrap: true,
    cell: (q) => <StaffTime time={q.scheduled_start_time} />,
  },
  {
    id: "end",
    header: <ZonedHeader name={END_TIME_LABEL} />,
    cardLabel: t.end,
    noWrap: true,
    cell: (q) => <StaffTime time={q.scheduled_end_time} />,
  },
  {
    id: "status",
    header: t.status,
    noWrap: true,
    // where the table is still too wide for its box (narrower than 1280 px with the sidebar open), the status stays
    // in view at the box's end edge (docs/product.md §2.8)
    keepInView: true,
    cell: (q) => <QueueStatusBadge status={q.status} />,
  },
  // two lines at most, so a long reason keeps its row as tall as a location's two lines; cut, it shows whole on a
  // hover or keyboard focus, and on the ticket's page (docs/product.md §2.8)
  {
    id: "reason",
    header: t.rejectionReason,
    cell: (q) => (q.rejection_reason ? <ClampedText>{q.rejection_reason.reason}</ClampedText> : "-"),
  },
];

export type QueueTableProps = {
  title: string;
  rows: readonly Queue[] | undefined;
  total: number;
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  isLoading: boolean;
  isFetching: boolean;
  /** the rows still belong to the previous filter or page while the new answer loads (ADR 603) */
  isStale?: boolean;
  error: unknown;
  /** none while a retry cannot help (the session has ended) */
  onRetry: (() => void) | undefined;
  /** Which rows these are (the list's filters, page and size): a new one shows from its first row (Table `rowsKey`). */
  rowsKey?: string;
  /** Back from a ticket no longer on this page of the list (a rejected one under 'Terdaftar'): where the focus goes. */
  onTicketGone?: () => void;
  emptyText?: string;
};

/** A list without a heading to give the focus to (a story, a test). */
const NO_HEADING = () => undefined;

/** The columns of docs/product.md §2 /queues; each row opens /queues/{uuid} by its number's link. A 403 shows the "no permission" state. */
export function QueueTable(props: QueueTableProps) {
  const [location] = useLocation();
  const search = useSearch();
  const from = location + (search ? `?${search}` : "");
  const blockRef = useRef<HTMLDivElement>(null);
  // Back (or 'Kembali') from a ticket: the focus returns to the link of that ticket, when it is on this page of the
  // list, else to the list's heading (a ticket rejected under 'Terdaftar' has left it), as on every staff list
  // (admin-kit page-focus.ts). Judged on the list's fresh answer: the list kept from before still holds a ticket just
  // changed.
  const { rows, isFetching, onTicketGone = NO_HEADING } = props;
  useFocusOpenedLink(blockRef, rows !== undefined && !isFetching, onTicketGone);
  // a page that failed to load takes the pager that held the focus: 'Coba lagi' takes it (docs/product.md §2.12)
  const { blockProps, retryRef } = useRetryTakesFallenFocus(Boolean(props.error));
  // the kit's Indonesian 'no permission' words, as on the other Indonesian lists (docs/product.md §1.3, §2.12)
  if (props.error && isForbidden(props.error)) return <AdminQueryState status="forbidden" texts={kitTexts.id.states} />;
  return (
    <div ref={blockRef} className={styles.tableBlock} onClickCapture={rememberOpenedLink} {...blockProps}>
      <Table<Queue>
        aria-label={props.title}
        columns={makeColumns(from)}
        rows={props.rows ?? []}
        rowsKey={props.rowsKey}
        getRowId={(q) => q.uuid}
        emptyText={props.emptyText ?? t.empty}
        isLoading={props.isLoading || props.isFetching}
        loadingText="Memuat antrean…"
        staleText={props.isStale ? kitTexts.id.updating : undefined}
        // what failed, then why and what to do, in the one form of every staff list (docs/product.md §2.12)
        error={props.error ? listFailureText(t.loadFailed, props.error, "id") : undefined}
        onRetry={props.onRetry}
        retryLabel={t.retry}
        retryRef={retryRef}
      />
      {/* no count and no pager beside a list that failed to load or has no rows: they would say nothing true */}
      {props.error || props.total === 0 ? null : (
        <Paginator
          page={props.page}
          size={props.size}
          total={props.total}
          onPageChange={props.onPageChange}
          onSizeChange={props.onSizeChange}
          isDisabled={props.isLoading}
          labels={kitTexts.id.pager}
        />
      )}
    </div>
  );
}
