import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RejectionReason } from "../../api/contract";
import { deleteRejectionReason, rejectionReasonKeys, rejectionReasonQueries } from "../../api/queries/rejection-reasons";
import { useListParams, useConfirmToggle, useCurrentUrl, useListPagination, listQueryState } from "../../lib/admin";
import {
  Button,
  EmptyState,
  LinkButton,
  PageHeader,
  VisuallyHidden,
  type TableColumn,
  ConfirmToggleDialogs,
  Link,
  AdminListBody,
} from "../../ui";
import * as styles from "./rejection-reasons.css";
import { stateTexts, t } from "./texts";

const NO_FILTERS = {};

/** SPEC §2 /queues/rejection-reasons: the reason; view link and delete (permanent, after confirmation); 'Tambah'. */
export function RejectionReasonListPage() {
  const from = useCurrentUrl();
  const list = useListParams(NO_FILTERS);
  const query = useQuery({
    ...rejectionReasonQueries.list({ page: list.page, size: list.size }),
    placeholderData: keepPreviousData,
  });
  const toggle = useConfirmToggle({
    messages: t.toggled,
    perform: (_action, id) => deleteRejectionReason(id),
    invalidate: [rejectionReasonKeys.all],
    cancelLabel: t.cancel,
    dialogs: { delete: { title: t.deleteTitle, text: t.deleteText, confirm: t.deleteConfirm, tone: "destructive" } },
  });

  const columns: TableColumn<RejectionReason>[] = [
    {
      id: "reason",
      header: t.reason,
      cell: (row) => <span className={styles.description}>{row.reason}</span>,
      textValue: (row) => row.reason,
      isRowHeader: true,
    },
    {
      id: "actions",
      header: t.actions,
      isHeaderHidden: true,
      align: "end",
      cell: (row) => (
        <span className={styles.rowActions}>
          <Link href={`/queues/rejection-reasons/${row.id}`} routerOptions={{ state: { from } }}>
            {t.view}
            <VisuallyHidden> {row.reason}</VisuallyHidden>
          </Link>
          <Button
            variant="destructive"
            size="sm"
            isDisabled={toggle.busyId === row.id}
            onPress={() => toggle.request("delete", row.id, row.reason)}
          >
            {t.delete}
            <VisuallyHidden> {row.reason}</VisuallyHidden>
          </Button>
        </span>
      ),
    },
  ];

  const data = query.data;
  const pagination = useListPagination(list, query);
  return (
    <>
      <PageHeader title={t.listTitle} actions={<LinkButton href="/queues/rejection-reasons/create">{t.add}</LinkButton>} />
      <AdminListBody
        {...listQueryState(query, t)}
        forbiddenTexts={stateTexts}
        blockClassName={styles.tableBlock}
        aria-label={t.tableLabel}
        columns={columns}
        rows={data?.queue_rejection_reasons ?? []}
        getRowId={(row) => row.id}
        emptyText={<EmptyState title={t.empty} text={t.emptyText} titleLevel={2} />}
        pagination={pagination}
      />
      <ConfirmToggleDialogs {...toggle.dialogProps} />
    </>
  );
}
