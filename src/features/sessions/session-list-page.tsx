import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Session } from "../../api/contract";
import { archiveSession, sessionKeys, sessionQueries, unarchiveSession } from "../../api/queries/sessions";
import { guestKeys } from "../../api/queries/guest";
import {
  auditPerson,
  auditTime,
  useListParams,
  useConfirmToggle,
  useCurrentUrl,
  useListPagination,
  listQueryState,
} from "../../lib/admin";
import { weekdayNameId } from "../../lib/wib";
import {
  EmptyState,
  LinkButton,
  PageHeader,
  Switch,
  VisuallyHidden,
  type TableColumn,
  ConfirmToggleDialogs,
  Link,
  AdminListBody,
} from "../../ui";
import { SessionFilters } from "./session-filters";
import * as styles from "./sessions.css";
import { stateTexts, t } from "./texts";

const FILTERS = { location_id: 0 };

/** 'Senin 07:00:00-09:00:00, Lokasi A': names a session in dialogs and for screen readers. */
function sessionLabel(session: Session): string {
  return `${weekdayNameId(session.day_of_the_week)} ${session.start_time}-${session.end_time}, ${session.queue_location.name}`;
}

/**
 * SPEC §2 /queues/sessions: weekday name (Indonesian), location name, start, end, quota, the active switch and audit
 * columns; the location filter; view and edit links; 'Tambah'. Filter, page and size live in the URL.
 */
export function SessionListPage() {
  const from = useCurrentUrl();
  const list = useListParams(FILTERS);
  const query = useQuery({ ...sessionQueries.list(list.query), placeholderData: keepPreviousData });
  const toggle = useConfirmToggle({
    messages: t.toggled,
    perform: (action, id) => (action === "activate" ? unarchiveSession(id) : archiveSession(id)),
    invalidate: [sessionKeys.all, guestKeys.all],
    cancelLabel: t.cancel,
    dialogs: {
      archive: { title: t.archiveTitle, text: t.archiveText, confirm: t.archiveConfirm, tone: "destructive" },
      activate: { title: t.activateTitle, text: t.activateText, confirm: t.activateConfirm, tone: "primary" },
    },
  });

  const columns: TableColumn<Session>[] = [
    { id: "weekday", header: t.weekday, cell: (row) => weekdayNameId(row.day_of_the_week), isRowHeader: true },
    {
      id: "location",
      header: t.location,
      cell: (row) => <span className={styles.placeName}>{row.queue_location.name}</span>,
      textValue: (row) => row.queue_location.name,
    },
    {
      id: "start",
      header: t.start,
      cell: (row) => <span className={styles.mono}>{row.start_time}</span>,
      textValue: (row) => row.start_time,
    },
    {
      id: "end",
      header: t.end,
      cell: (row) => <span className={styles.mono}>{row.end_time}</span>,
      textValue: (row) => row.end_time,
    },
    {
      id: "quota",
      header: t.quota,
      cell: (row) => <span className={styles.mono}>{row.quota}</span>,
      textValue: (row) => String(row.quota),
      align: "end",
    },
    {
      id: "active",
      header: t.active,
      cell: (row) => (
        <Switch
          isLabelHidden
          isSelected={row.is_active}
          isDisabled={toggle.busyId === row.id}
          onChange={(on) => toggle.request(on ? "activate" : "archive", row.id, sessionLabel(row))}
        >
          {t.activeSwitch(sessionLabel(row))}
        </Switch>
      ),
      textValue: (row) => (row.is_active ? t.statusActive : t.statusArchived),
    },
    { id: "created", header: t.created, cell: (row) => <Audit person={row.creator} time={row.created_at} /> },
    { id: "updated", header: t.updated, cell: (row) => <Audit person={row.updater} time={row.updated_at} /> },
    {
      id: "actions",
      header: t.actions,
      isHeaderHidden: true,
      cell: (row) => (
        <span className={styles.rowActions}>
          <Link href={`/queues/sessions/${row.id}`} routerOptions={{ state: { from } }}>
            {t.view}
            <VisuallyHidden> {sessionLabel(row)}</VisuallyHidden>
          </Link>
          <Link href={`/queues/sessions/${row.id}/edit`} routerOptions={{ state: { from } }}>
            {t.edit}
            <VisuallyHidden> {sessionLabel(row)}</VisuallyHidden>
          </Link>
        </span>
      ),
    },
  ];

  const data = query.data;
  const pagination = useListPagination(list, query);
  return (
    <>
      <PageHeader title={t.listTitle} actions={<LinkButton href="/queues/sessions/create">{t.add}</LinkButton>} />
      <AdminListBody
        {...listQueryState(query, t)}
        forbiddenTexts={stateTexts}
        header={
          <SessionFilters
            key={list.filters.location_id}
            locationId={list.filters.location_id}
            onApply={(location_id) => list.setFilters({ location_id })}
            onReset={list.isFiltered ? list.resetFilters : undefined}
          />
        }
        stackClassName={styles.stack}
        blockClassName={styles.tableBlock}
        aria-label={t.tableLabel}
        columns={columns}
        rows={data?.queue_sessions ?? []}
        getRowId={(row) => row.id}
        emptyText={<EmptyState title={t.empty} text={list.isFiltered ? t.emptyFiltered : t.emptyText} titleLevel={2} />}
        pagination={pagination}
      />
      <ConfirmToggleDialogs {...toggle.dialogProps} />
    </>
  );
}

function Audit({ person, time }: { person: { name: string } | null; time: string }) {
  return (
    <span className={styles.audit}>
      <span>{auditPerson(person)}</span>
      <span className={styles.auditTime}>{auditTime(time)}</span>
    </span>
  );
}
