import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useMachineInspection } from "../../lib/machine-inspection";
import { useState } from "react";
import { fromPromise } from "xstate";
import { Link, useParams } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { queueTicketMachine, ticketActions } from "../../../machines/queue-ticket";
import type { Queue } from "../../api/contract";
import { errorText } from "../../api/errors";
import { markQueueDone, queueKeys, queueQueries, rejectQueue } from "../../api/queries/queues";
import { rejectionReasonQueries } from "../../api/queries/rejection-reasons";
import { failureKind } from "../../lib/admin";
import { useToast } from "../../lib/toast-context";
import { AdminDescriptionList, AdminQueryState, Button, Card, ConfirmDialog, linkClass, PageHeader, Select } from "../../ui";
import { QueueStatusBadge } from "./queue-status-badge";
import { t } from "./texts";
import * as styles from "./queues.css";

/** SPEC §2 /queues/{uuid}: every field of the ticket; 'Mark Done' and 'Reject' only while registered. */
export function QueueDetailPage() {
  const { uuid = "" } = useParams<{ uuid: string }>();
  const query = useQuery(queueQueries.detail(uuid));
  const queue = query.data;
  const backHref = listHref(useHistoryState<{ from?: unknown } | null>());

  return (
    <>
      <PageHeader
        title={t.detailTitle}
        before={
          <Link href={backHref} className={linkClass}>
            ← {t.backToList}
          </Link>
        }
      />
      {queue ? (
        <QueueTicket key={`${queue.uuid}:${queue.status}`} queue={queue} />
      ) : (
        <Card>
          <AdminQueryState
            status={query.isPending ? "loading" : failureKind(query.error)}
            errorText={query.error ? errorText(query.error) : undefined}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
            backHref={backHref}
            texts={{ back: t.backToList }}
          />
        </Card>
      )}
    </>
  );
}

/** Back to the list the ticket was opened from (with its filters and page), else /queues. */
function listHref(state: { from?: unknown } | null): string {
  const from = state?.from;
  return typeof from === "string" && /^\/queues(\/today)?(\?|$)/.test(from) ? from : "/queues";
}

function QueueTicket({ queue }: { queue: Queue }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  // Both come from providers and stay the same object for the page's life, so the machine can capture them.
  const [machine] = useState(() =>
    queueTicketMachine.provide({
      actors: {
        markDone: fromPromise(({ input }) => markQueueDone(input.uuid)),
        reject: fromPromise(({ input }) => rejectQueue(input.uuid, { rejection_reason_id: input.rejectionReasonId })),
      },
      actions: {
        notify: (_, toastInput) => toast.show(toastInput),
        changed: () => {
          void queryClient.invalidateQueries({ queryKey: queueKeys.all });
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { uuid: queue.uuid, status: queue.status }, ...useMachineInspection() });
  const { visible, busy } = ticketActions(snapshot);
  const dialogOpen = snapshot.matches("choosingReason") || snapshot.matches("rejecting");
  // Shown at once after success, before the refetch lands.
  const status = snapshot.context.status;

  return (
    <>
      <Card
        title={queue.no}
        headerEnd={
          visible ? (
            <div className={styles.actions}>
              <Button onPress={() => send({ type: "MARK_DONE" })} isPending={snapshot.matches("markingDone")} isDisabled={busy}>
                {t.markDone}
              </Button>
              <Button variant="destructive" onPress={() => send({ type: "REJECT" })} isDisabled={busy}>
                {t.reject}
              </Button>
            </div>
          ) : null
        }
      >
        <AdminDescriptionList
          items={[
            { label: t.registrationNumber, value: queue.no, isMono: true },
            { label: t.kjp, value: queue.no_kjp, isMono: true },
            { label: t.ktp, value: queue.no_ktp, isMono: true },
            { label: t.kk, value: queue.no_kk, isMono: true },
            { label: t.pickupDate, value: queue.scheduled_date, isMono: true },
            { label: t.location, value: queue.scheduled_location },
            { label: t.start, value: queue.scheduled_start_time, isMono: true },
            { label: t.end, value: queue.scheduled_end_time, isMono: true },
            { label: t.status, value: <QueueStatusBadge status={status} /> },
            { label: t.rejectionReason, value: queue.rejection_reason?.reason },
          ]}
        />
      </Card>
      {visible ? (
        <RejectDialog
          isOpen={dialogOpen}
          isPending={snapshot.matches("rejecting")}
          reasonId={snapshot.context.rejectionReasonId}
          onSelect={(id) => send({ type: "SELECT_REASON", rejectionReasonId: id })}
          onCancel={() => send({ type: "CANCEL" })}
          onConfirm={() => send({ type: "CONFIRM" })}
        />
      ) : null}
    </>
  );
}

function RejectDialog(props: {
  isOpen: boolean;
  isPending: boolean;
  reasonId: number | null;
  onSelect: (id: number | null) => void;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  // Loaded when the dialog first opens; the list is short (SPEC: a reason dropdown).
  const reasons = useQuery({ ...rejectionReasonQueries.list({ page: 1, size: 100 }), enabled: props.isOpen });
  const options = (reasons.data?.queue_rejection_reasons ?? []).map((r) => ({ id: r.id, label: r.reason }));
  return (
    <ConfirmDialog
      isOpen={props.isOpen}
      title={t.rejectTitle}
      cancelLabel={t.cancel}
      confirmLabel={t.confirm}
      tone="destructive"
      isPending={props.isPending}
      isConfirmDisabled={props.reasonId === null}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      <div className={styles.dialogBody}>
        <p className={styles.dialogText}>{t.rejectText}</p>
        <Select
          label={t.reasonLabel}
          placeholder={t.reasonPlaceholder}
          options={options}
          value={props.reasonId}
          onChange={(key) => props.onSelect(key === null ? null : Number(key))}
          isDisabled={props.isPending || reasons.isPending}
          errorMessage={reasons.isError ? `${t.reasonsFailed} ${errorText(reasons.error)}` : undefined}
          isRequired
        />
      </div>
    </ConfirmDialog>
  );
}
