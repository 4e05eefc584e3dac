import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Role } from "../../api/contract";
import { roleQueries } from "../../api/queries/users";
import { listQueryState, useListPagination, useListParams } from "../../lib/admin";
import { AdminListBody, LinkButton, PageHeader, type TableColumn } from "../../ui";
import { t } from "./texts";
import * as styles from "./roles.css";

const NO_FILTERS = {};

const roleHref = (role: Role) => `/users/roles/${role.id}`;

const columns: TableColumn<Role>[] = [
  { id: "name", header: t.name, cell: (r) => r.name, isRowHeader: true },
  { id: "slug", header: t.slug, cell: (r) => <span className={styles.mono}>{r.slug}</span>, textValue: (r) => r.slug },
  { id: "description", header: t.description, cell: (r) => r.description || "-" },
  {
    id: "actions",
    header: t.actions,
    isHeaderHidden: true,
    cell: (r) => (
      <div className={styles.rowActions}>
        <LinkButton size="sm" variant="secondary" href={roleHref(r)} aria-label={t.viewRole(r.name)}>
          {t.view}
        </LinkButton>
        <LinkButton size="sm" variant="secondary" href={`${roleHref(r)}/edit`} aria-label={t.editRole(r.name)}>
          {t.edit}
        </LinkButton>
      </div>
    ),
  },
];

/** `/users/roles`: Name, Slug, Description; view and edit per row; Add (SPEC §2). Paginated from page 1, size 10. */
export function RoleListPage() {
  const list = useListParams(NO_FILTERS);
  const query = useQuery({ ...roleQueries.list(list.query), placeholderData: keepPreviousData });
  const state = listQueryState(query, { loading: "Loading…", retry: "Try again" });
  const pagination = useListPagination(list, query);
  return (
    <div className={styles.screen} lang="en">
      <PageHeader
        title={t.listTitle}
        actions={state.isForbidden ? null : <LinkButton href="/users/roles/create">{t.add}</LinkButton>}
      />
      <AdminListBody
        {...state}
        aria-label={t.tableLabel}
        columns={columns}
        rows={query.data?.roles ?? []}
        getRowId={(r) => r.id}
        emptyText={t.empty}
        pagination={pagination}
      />
    </div>
  );
}
