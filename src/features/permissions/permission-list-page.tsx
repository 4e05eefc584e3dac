import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Permission } from "../../api/contract";
import { permissionQueries } from "../../api/queries/users";
import { listQueryState, useListPagination, useListParams } from "../../lib/admin";
import { AdminListBody, LinkButton, PageHeader, type TableColumn } from "../../ui";
import { t } from "./texts";
import * as styles from "./permissions.css";

const NO_FILTERS = {};

const permissionHref = (permission: Permission) => `/users/permissions/${permission.id}`;

const columns: TableColumn<Permission>[] = [
  { id: "name", header: t.name, cell: (p) => p.name, isRowHeader: true },
  { id: "slug", header: t.slug, cell: (p) => <span className={styles.mono}>{p.slug}</span>, textValue: (p) => p.slug },
  { id: "description", header: t.description, cell: (p) => p.description || "-" },
  {
    id: "actions",
    header: t.actions,
    isHeaderHidden: true,
    cell: (p) => (
      <div className={styles.rowActions}>
        <LinkButton size="sm" variant="secondary" href={permissionHref(p)} aria-label={t.viewPermission(p.name)}>
          {t.view}
        </LinkButton>
        <LinkButton size="sm" variant="secondary" href={`${permissionHref(p)}/edit`} aria-label={t.editPermission(p.name)}>
          {t.edit}
        </LinkButton>
      </div>
    ),
  },
];

/** `/users/permissions`: Name, Slug, Description; view and edit per row; Add (SPEC §2). Paginated from page 1, size 10. */
export function PermissionListPage() {
  const list = useListParams(NO_FILTERS);
  const query = useQuery({ ...permissionQueries.list(list.query), placeholderData: keepPreviousData });
  const state = listQueryState(query, { loading: "Loading…", retry: "Try again" });
  const pagination = useListPagination(list, query);
  return (
    <div className={styles.screen} lang="en">
      <PageHeader
        title={t.listTitle}
        actions={state.isForbidden ? null : <LinkButton href="/users/permissions/create">{t.add}</LinkButton>}
      />
      <AdminListBody
        {...state}
        aria-label={t.tableLabel}
        columns={columns}
        rows={query.data?.permissions ?? []}
        getRowId={(p) => p.id}
        emptyText={t.empty}
        pagination={pagination}
      />
    </div>
  );
}
