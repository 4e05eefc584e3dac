import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { User } from "../../api/contract";
import { userQueries } from "../../api/queries/users";
import { auditPerson, auditTime, listQueryState, useListPagination, useListParams } from "../../lib/admin";
import { AdminListBody, LinkButton, PageHeader, type TableColumn } from "../../ui";
import { t } from "./texts";
import * as styles from "./users.css";

/** No filters: page and size only (page 1, size 10 by default, kept in the URL). */
const NO_FILTERS = {};

const userHref = (user: User) => `/users/${encodeURIComponent(user.username)}`;

const columns: TableColumn<User>[] = [
  { id: "name", header: t.name, cell: (u) => u.name, isRowHeader: true },
  {
    id: "username",
    header: t.username,
    cell: (u) => <span className={styles.mono}>{u.username}</span>,
    textValue: (u) => u.username,
  },
  { id: "created_at", header: "Created At", cell: (u) => auditTime(u.created_at), noWrap: true },
  { id: "creator", header: "Created By", cell: (u) => auditPerson(u.creator) },
  { id: "updated_at", header: "Updated At", cell: (u) => auditTime(u.updated_at), noWrap: true },
  { id: "updater", header: "Updated By", cell: (u) => auditPerson(u.updater) },
  {
    id: "actions",
    header: t.actions,
    isHeaderHidden: true,
    cell: (u) => (
      <div className={styles.rowActions}>
        <LinkButton size="sm" variant="secondary" href={userHref(u)} aria-label={t.viewUser(u.name)}>
          {t.view}
        </LinkButton>
        <LinkButton size="sm" variant="secondary" href={`${userHref(u)}/edit`} aria-label={t.editUser(u.name)}>
          {t.edit}
        </LinkButton>
      </div>
    ),
  },
];

/** `/users`: Name, Username, Created At, Created By, Updated At, Updated By; view and edit per row; Add (SPEC §2). */
export function UserListPage() {
  const list = useListParams(NO_FILTERS);
  const query = useQuery({ ...userQueries.list(list.query), placeholderData: keepPreviousData });
  const state = listQueryState(query, { loading: "Loading…", retry: "Try again" });
  const pagination = useListPagination(list, query);
  return (
    <div className={styles.screen} lang="en">
      <PageHeader
        title={t.listTitle}
        actions={state.isForbidden ? null : <LinkButton href="/users/create">{t.add}</LinkButton>}
      />
      <AdminListBody
        {...state}
        aria-label={t.tableLabel}
        columns={columns}
        rows={query.data?.users ?? []}
        getRowId={(u) => u.username}
        emptyText={t.empty}
        pagination={pagination}
      />
    </div>
  );
}
