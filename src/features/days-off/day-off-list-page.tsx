import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DayOff } from "../../api/contract";
import { archiveDayOff, dayOffKeys, dayOffQueries, deleteDayOff, unarchiveDayOff } from "../../api/queries/days-off";
import { locationKeys } from "../../api/queries/locations";
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
import {
  Button,
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
import { DayOffFilters } from "./day-off-filters";
import * as styles from "./days-off.css";
import { stateTexts, t } from "./texts";

const FILTERS = { location_id: 0, date: "" };

/** '2025-04-25, Lokasi A': names a day off in dialogs and for screen readers. */
function dayOffLabel(dayOff: DayOff): string {
  return `${dayOff.date}, ${dayOff.queue_location.name}`;
}

/**
 * SPEC §2 /queues/days-off: date, location name, details, the active switch and audit columns; location and date
 * filters; view link and delete (permanent, after confirmation); 'Tambah'. Filters, page and size live in the URL.
 */
export function DayOffListPage() {
  const from = useCurrentUrl();
  const list = useListParams(FILTERS);
  const query = useQuery({ ...dayOffQueries.list(list.query), placeholderData: keepPreviousData });
  const toggle = useConfirmToggle({
    messages: t.toggled,
    perform: (action, id) =>
      action === "delete" ? deleteDayOff(id) : action === "activate" ? unarchiveDayOff(id) : archiveDayOff(id),
    // a location carries its days off, and the public location choice shows them
    invalidate: [dayOffKeys.all, locationKeys.all, guestKeys.all],
    cancelLabel: t.cancel,
    dialogs: {
      archive: { title: t.archiveTitle, text: t.archiveText, confirm: t.archiveConfirm, tone: "destructive" },
      activate: { title: t.activateTitle, text: t.activateText, confirm: t.activateConfirm, tone: "primary" },
      delete: { title: t.deleteTitle, text: t.deleteText, confirm: t.deleteConfirm, tone: "destructive" },
    },
  });

  const columns: TableColumn<DayOff>[] = [
    {
      id: "date",
      header: t.date,
      cell: (row) => <span className={styles.mono}>{row.date}</span>,
      textValue: (row) => row.date,
      isRowHeader: true,
    },
    {
      id: "location",
      header: t.location,
      cell: (row) => <span className={styles.placeName}>{row.queue_location.name}</span>,
      textValue: (row) => row.queue_location.name,
    },
    { id: "details", header: t.details, cell: (row) => <span className={styles.description}>{row.details || "-"}</span> },
    {
      id: "active",
      header: t.active,
      cell: (row) => (
        <Switch
          isLabelHidden
          isSelected={row.is_active}
          isDisabled={toggle.busyId === row.id}
          onChange={(on) => toggle.request(on ? "activate" : "archive", row.id, dayOffLabel(row))}
        >
          {t.activeSwitch(dayOffLabel(row))}
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
          <Link href={`/queues/days-off/${row.id}`} routerOptions={{ state: { from } }}>
            {t.view}
            <VisuallyHidden> {dayOffLabel(row)}</VisuallyHidden>
          </Link>
          <Button
            variant="destructive"
            size="sm"
            isDisabled={toggle.busyId === row.id}
            onPress={() => toggle.request("delete", row.id, dayOffLabel(row))}
          >
            {t.delete}
            <VisuallyHidden> {dayOffLabel(row)}</VisuallyHidden>
          </Button>
        </span>
      ),
    },
  ];

  const data = query.data;
  const pagination = useListPagination(list, query);
  return (
    <>
      <PageHeader title={t.listTitle} actions={<LinkButton href="/queues/days-off/create">{t.add}</LinkButton>} />
      <AdminListBody
        {...listQueryState(query, t)}
        forbiddenTexts={stateTexts}
        header={
          <DayOffFilters
            key={`${list.filters.location_id}|${list.filters.date}`}
            value={list.filters}
            onApply={(next) => list.setFilters(next)}
            onReset={list.isFiltered ? list.resetFilters : undefined}
          />
        }
        stackClassName={styles.stack}
        blockClassName={styles.tableBlock}
        aria-label={t.tableLabel}
        columns={columns}
        rows={data?.queue_days_off ?? []}
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
