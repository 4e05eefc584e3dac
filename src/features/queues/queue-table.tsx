import { Link, useLocation, useSearch } from "wouter";
import type { Queue } from "../../api/contract";
import { isForbidden, kitTexts } from "../../lib/admin";
import { AdminQueryState, linkClass, Paginator, QueueStatusBadge, queueStatusLabel, Table, type TableColumn } from "../../ui";
import { t } from "./texts";
import * as styles from "./queues.css";

/** `from` (the list URL with its filters) rides along in history state, so the detail page can go back to it. */
const makeColumns = (from: string): TableColumn<Queue>[] => [
  {
    id: "no",
    header: t.no,
    isRowHeader: true,
    noWrap: true,
    textValue: (q) => q.no,
    cell: (q) => (
      <Link href={`/queues/${q.uuid}`} state={{ from }} className={linkClass}>
        {q.no}
      </Link>
    ),
  },
  { id: "no_kjp", header: t.kjp, noWrap: true, cell: (q) => <span className={styles.mono}>{q.no_kjp}</span> },
  { id: "no_ktp", header: t.ktp, noWrap: true, cell: (q) => <span className={styles.mono}>{q.no_ktp}</span> },
  { id: "no_kk", header: t.kk, noWrap: true, cell: (q) => <span className={styles.mono}>{q.no_kk}</span> },
  { id: "date", header: t.date, noWrap: true, cell: (q) => q.scheduled_date },
  { id: "location", header: t.location, cell: (q) => q.scheduled_location },
  { id: "start", header: t.start, noWrap: true, cell: (q) => q.scheduled_start_time },
  { id: "end", header: t.end, noWrap: true, cell: (q) => q.scheduled_end_time },
  {
    id: "status",
    header: t.status,
    noWrap: true,
    cell: (q) => <QueueStatusBadge status={q.status} />,
    textValue: (q) => queueStatusLabel(q.status),
  },
  { id: "reason", header: t.rejectionReason, cell: (q) => q.rejection_reason?.reason ?? "-" },
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
  /** the rows still belong to the previous filter or page while the new answer loads (ADR 620) */
  isStale?: boolean;
  error: unknown;
  errorText?: string;
  onRetry: () => void;
  emptyText?: string;
};

/** The columns of docs/product.md §2 /queues; each row opens /queues/{uuid}. A 403 shows the "no permission" state. */
export function QueueTable(props: QueueTableProps) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const from = location + (search ? `?${search}` : "");
  if (props.error && isForbidden(props.error)) return <AdminQueryState status="forbidden" />;
  return (
    <div className={styles.tableBlock}>
      <Table<Queue>
        aria-label={props.title}
        columns={makeColumns(from)}
        rows={props.rows ?? []}
        getRowId={(q) => q.uuid}
        onRowAction={(uuid) => navigate(`/queues/${String(uuid)}`, { state: { from } })}
        emptyText={props.emptyText ?? t.empty}
        isLoading={props.isLoading || props.isFetching}
        loadingText="Memuat antrean…"
        staleText={props.isStale ? kitTexts.id.updating : undefined}
        error={props.error ? `${t.loadFailed}: ${props.errorText ?? ""}` : undefined}
        onRetry={props.onRetry}
        retryLabel={t.retry}
      />
      <Paginator
        page={props.page}
        size={props.size}
        total={props.total}
        onPageChange={props.onPageChange}
        onSizeChange={props.onSizeChange}
        isDisabled={props.isLoading}
        labels={kitTexts.id.pager}
      />
    </div>
  );
}
