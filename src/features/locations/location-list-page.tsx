import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Location } from "../../api/contract";
import { archiveLocation, locationKeys, locationQueries, unarchiveLocation } from "../../api/queries/locations";
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
import * as styles from "./locations.css";
import { stateTexts, t } from "./texts";

const NO_FILTERS = {};

/**
 * SPEC §2 /queues/locations: name, code, description, the active switch (archive / activate after confirmation)
 * and created/updated info; view and edit links per row; 'Tambah'. Page and size live in the URL.
 */
export function LocationListPage() {
  const from = useCurrentUrl();
  const list = useListParams(NO_FILTERS);
  const query = useQuery({ ...locationQueries.list({ page: list.page, size: list.size }), placeholderData: keepPreviousData });
  const toggle = useConfirmToggle({
    messages: t.toggled,
    perform: (action, id) => (action === "activate" ? unarchiveLocation(id) : archiveLocation(id)),
    invalidate: [locationKeys.all, guestKeys.all],
    cancelLabel: t.cancel,
    dialogs: {
      archive: { title: t.archiveTitle, text: t.archiveText, confirm: t.archiveConfirm, tone: "destructive" },
      activate: { title: t.activateTitle, text: t.activateText, confirm: t.activateConfirm, tone: "primary" },
    },
  });

  const columns: TableColumn<Location>[] = [
    {
      id: "name",
      header: t.name,
      cell: (row) => <span className={styles.placeName}>{row.name}</span>,
      textValue: (row) => row.name,
      isRowHeader: true,
    },
    { id: "code", header: t.code, cell: (row) => <span className={styles.mono}>{row.code}</span>, textValue: (row) => row.code },
    {
      id: "description",
      header: t.description,
      cell: (row) => <span className={styles.description}>{row.description || "-"}</span>,
    },
    {
      id: "active",
      header: t.active,
      cell: (row) => (
        <Switch
          isLabelHidden
          isSelected={row.is_active}
          isDisabled={toggle.busyId === row.id}
          onChange={(on) => toggle.request(on ? "activate" : "archive", row.id, row.name)}
        >
          {t.activeSwitch(row.name)}
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
          <Link href={`/queues/locations/${row.id}`} routerOptions={{ state: { from } }}>
            {t.view}
            <VisuallyHidden> {row.name}</VisuallyHidden>
          </Link>
          <Link href={`/queues/locations/${row.id}/edit`} routerOptions={{ state: { from } }}>
            {t.edit}
            <VisuallyHidden> {row.name}</VisuallyHidden>
          </Link>
        </span>
      ),
    },
  ];

  const data = query.data;
  const pagination = useListPagination(list, query);
  return (
    <>
      <PageHeader title={t.listTitle} actions={<LinkButton href="/queues/locations/create">{t.add}</LinkButton>} />
      <AdminListBody
        {...listQueryState(query, t)}
        forbiddenTexts={stateTexts}
        blockClassName={styles.tableBlock}
        aria-label={t.tableLabel}
        columns={columns}
        rows={data?.queue_locations ?? []}
        getRowId={(row) => row.id}
        emptyText={<EmptyState title={t.empty} text={t.emptyText} titleLevel={2} />}
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
