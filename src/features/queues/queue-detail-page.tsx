import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { Link, useParams } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import {
  queueTicketMachine,
  ticketActions,
  type QueueTicketChange,
  type QueueTicketNotice,
} from "../../../machines/queue-ticket";
import type { Queue } from "../../../contract";
import { staffDate } from "../../lib/staff-format";
import { errorText, errorToast } from "../../api/errors";
import { markQueueDone, queueKeys, queueQueries, rejectQueue } from "../../api/queries/queues";
import { rejectionReasonQueries } from "../../api/queries/rejection-reasons";
import { kitTexts, openedLinkState, queryStateOf } from "../../admin-kit";
import { useMachineInspection } from "../../lib/machine-inspection";
import { useToast } from "../../lib/toast-context";
import type { ToastInput } from "../../../contract/toast-message";
import {
  AdminDescriptionList,
  AdminQueryState,
  Button,
  Card,
  ConfirmDialog,
  digitGroups,
  linkClass,
  PageHeader,
  Select,
  StaffTime,
} from "../../ui";
import { QueueStatusBadge } from "../../tickets";
import { t } from "./texts";
import * as styles from "./queues.css";

/** docs/product.md §2 /queues/{uuid}: every field of the ticket; 'Mark Done' and 'Reject' only while registered. */
export function QueueDetailPage() {
  const { uuid = "" } = useParams<{ uuid: string }>();
  const toast = useToast();
  const queryClient = useQueryClient();
  // The page's own toast closes with the page (or when another ticket opens in it): it never speaks for the next one.
  const pageToastRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (pageToastRef.current !== null) toast.dismiss?.(pageToastRef.current);
      pageToastRef.current = null;
    },
    [uuid, toast],
  );
  // The ticket whose status takes the focus its vanished buttons had (set when the page hears `changed`, or a failure
  // after which the refetched ticket may be served elsewhere), until the ticket refetched after it has landed: closing
  // the dialog hands focus back to its vanished trigger meanwhile.
  const [statusFocus, setStatusFocus] = useState<{ uuid: string; cachedAt: number } | null>(null);
  const query = useQuery(queueQueries.detail(uuid));
  const queue = query.data;
  const takeStatusFocus = (ticketUuid: string) =>
    setStatusFocus({
      uuid: ticketUuid,
      cachedAt: queryClient.getQueryState(queueQueries.detail(ticketUuid).queryKey)?.dataUpdatedAt ?? 0,
    });
  const refetchLanded = statusFocus !== null && !query.isFetching && query.dataUpdatedAt > statusFocus.cachedAt;
  const backHref = listHref(useHistoryState<{ from?: unknown } | null>());

  return (
    <>
      <PageHeader
        title={t.detailTitle}
        before={
          // the list gives the focus back to this ticket's link (admin-kit page-focus.ts useFocusOpenedLink)
          <Link href={backHref} state={openedLinkState()} className={linkClass}>
            ← {t.backToList}
          </Link>
        }
      />
      {queue ? (
        <QueueTicket
          key={queue.uuid}
          queue={queue}
          statusTakesFocus={statusFocus?.uuid === queue.uuid}
          onStatusFocused={() => {
            if (refetchLanded) setStatusFocus(null);
          }}
          onNotice={(notice) => {
            pageToastRef.current = toast.show(ticketToast(notice)) ?? null;
            // a failed change shows the ticket as the server has it now (another counter may have served it); if
            // that takes the buttons away, the status takes their focus, as after a success
            if (notice.outcome === "failed") {
              takeStatusFocus(queue.uuid);
              void queryClient.invalidateQueries({ queryKey: queueKeys.all });
            }
          }}
          onChanged={(change: QueueTicketChange) => {
            // the query cache holds the ticket's status: the change shows at once, the lists and the detail refetch
            queryClient.setQueryData(queueQueries.detail(change.uuid).queryKey, (ticket) =>
              ticket ? { ...ticket, status: change.status } : ticket,
            );
            takeStatusFocus(change.uuid);
            void queryClient.invalidateQueries({ queryKey: queueKeys.all });
          }}
        />
      ) : (
        <Card>
          {/* the Indonesian screens' read states, as the kit's Indonesian pages show them (docs/product.md §1.3, §2.12) */}
          <AdminQueryState
            {...queryStateOf(query, "id")}
            backHref={backHref}
            texts={{ ...kitTexts.id.states, back: t.backToList }}
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

/**
 * The ticket as the query cache has it, with its actions: the buttons follow the cached status; the machine asks the
 * question and makes the call, and keeps no status of its own (so a new status does not restart it).
 */
function QueueTicket({
  queue,
  statusTakesFocus,
  onStatusFocused,
  onNotice,
  onChanged,
}: {
  queue: Queue;
  statusTakesFocus: boolean;
  onStatusFocused: () => void;
  onNotice: (notice: QueueTicketNotice) => void;
  onChanged: (change: QueueTicketChange) => void;
}) {
  // Implementations provided inline, so they always call this render's callbacks (ADR 207).
  const [snapshot, send] = useMachine(
    queueTicketMachine.provide({
      actors: {
        markDone: fromPromise(({ input }) => markQueueDone(input.uuid)),
        reject: fromPromise(({ input }) => rejectQueue(input.uuid, { rejection_reason_id: input.rejectionReasonId })),
      },
      actions: {
        notify: (_, notice) => onNotice(notice),
        changed: (_, change) => onChanged(change),
      },
    }),
    { input: { uuid: queue.uuid, no: queue.no }, ...useMachineInspection() },
  );
  const { visible, busy } = ticketActions(snapshot, queue.status);
  const rejectOpen = snapshot.matches("choosingReason") || snapshot.matches("rejecting");
  const status = queue.status;
  const statusRef = useRef<HTMLSpanElement>(null);

  // After Mark Done or Reject the buttons are gone: focus moves to the new status (docs/product.md §4).
  useLayoutEffect(() => {
    if (!statusTakesFocus || status === "registered") return;
    statusRef.current?.focus();
    onStatusFocused();
  });

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
            { label: t.kjp, value: <CardNumber digits={queue.no_kjp} />, isMono: true },
            { label: t.ktp, value: <CardNumber digits={queue.no_ktp} />, isMono: true },
            { label: t.kk, value: <CardNumber digits={queue.no_kk} />, isMono: true },
            { label: t.pickupDate, value: staffDate(queue.scheduled_date) },
            { label: t.location, value: queue.scheduled_location },
            { label: t.start, value: <StaffTime time={queue.scheduled_start_time} /> },
            { label: t.end, value: <StaffTime time={queue.scheduled_end_time} /> },
            {
              label: t.status,
              value: (
                <span ref={statusRef} tabIndex={-1} className={styles.statusTarget} data-testid="queue-status">
                  <QueueStatusBadge status={status} />
                </span>
              ),
            },
            { label: t.rejectionReason, value: queue.rejection_reason?.reason },
          ]}
        />
      </Card>
      {visible ? (
        <>
          <ConfirmDialog
            isOpen={snapshot.matches("confirmingDone") || snapshot.matches("markingDone")}
            title={t.markDoneTitle(queue.no)}
            cancelLabel={t.cancel}
            confirmLabel={t.markDone}
            isPending={snapshot.matches("markingDone")}
            isConfirmFocused
            onCancel={() => send({ type: "CANCEL" })}
            onConfirm={() => send({ type: "CONFIRM" })}
          >
            <p className={styles.dialogText}>{t.markDoneText}</p>
          </ConfirmDialog>
          <RejectDialog
            isOpen={rejectOpen}
            isPending={snapshot.matches("rejecting")}
            reasonId={snapshot.context.rejectionReasonId}
            onSelect={(id) => send({ type: "SELECT_REASON", rejectionReasonId: id })}
            onCancel={() => send({ type: "CANCEL" })}
            onConfirm={() => send({ type: "CONFIRM" })}
          />
        </>
      ) : null}
    </>
  );
}

/**
 * A KJP, KTP or KK number in groups of four, as the card prints it and the ticket lists and the citizen's ticket show
 * it, so staff compare it with the card group by group; the gaps are margins, so a copy is the bare digits. On a narrow
 * screen it wraps between two groups, never inside one (docs/product.md §2.8).
 */
function CardNumber({ digits }: { digits: string }) {
  return <span>{digitGroups(digits, { breaks: "groups" })}</span>;
}

/** The server's code for a ticket that is no longer 'registered' (docs/product.md §11). */
const INVALID_TRANSITION = "INVALID_TRANSITION";

/** The toast for what happened to the ticket; it names the ticket (docs/product.md §8 texts after the number). */
function ticketToast(notice: QueueTicketNotice): ToastInput {
  switch (notice.outcome) {
    case "done":
      return { title: t.markedDoneToast(notice.no) };
    case "rejected":
      return { title: t.rejectedToast(notice.no) };
    case "failed":
      return notice.error.code === INVALID_TRANSITION
        ? { title: "Error", description: t.changedElsewhere(notice.no), variant: "destructive" }
        : errorToast(notice.error, "", "id");
  }
}

function RejectDialog(props: {
  isOpen: boolean;
  isPending: boolean;
  reasonId: number | null;
  onSelect: (id: number | null) => void;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  // Loaded when the dialog first opens; the list is short (docs/product.md §2: a reason dropdown).
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
      confirmDisabledReason={t.reasonNeeded}
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
          errorMessage={reasons.isError ? `${t.reasonsFailed} ${errorText(reasons.error, "staff", "id")}` : undefined}
          isRequired
        />
      </div>
    </ConfirmDialog>
  );
}
