import type { ToastInput, EffectFailure } from "../../machines/shared";
import * as styles from "./player.css";
import { Button, Card, Switch, Badge, TicketCard } from "../../src/ui";
import { openConfirmation, type ConfirmToggleSnapshot } from "../../machines/confirm-toggle";
import { ticketActions, type QueueTicketSnapshot } from "../../machines/queue-ticket";
import { errorText } from "../../src/api/errors";
import { FAILURE_TITLE, lockoutText } from "../../src/features/registration/use-registration-attempt";
import { canSubmit, lockoutSecondsLeft, type RegistrationAttemptSnapshot } from "../../machines/registration-attempt";
import { sessionStatus, type SessionSnapshot } from "../../machines/session";
import { currentToast, type ToastsSnapshot } from "../../machines/toasts";

/** A view's props: the machine's snapshot and the toast its last effects asked for. */
type View<Snapshot, More = object> = { snapshot: Snapshot; notice: ToastInput | null } & More;

/** A toast or alert the machine asked for, drawn in place (a real toast region or alert dialog would trap focus). */
export function Notice({ notice, kind = "Toast" }: { notice: ToastInput | null; kind?: "Toast" | "Alert" }) {
  if (!notice) return null;
  return (
    <div className={styles.notice[notice.variant ?? "default"]} role="group" aria-label={`${kind}: ${notice.title}`}>
      <strong>{notice.title}</strong>
      {notice.description ? <p className={styles.muted}>{notice.description}</p> : null}
    </div>
  );
}

const titles = { archive: "Archive?", activate: "Activate?", delete: "Delete permanently?" } as const;
/** the success toast a page words from `notify {action}` (each resource has its own, e.g. 'Location archived') */
export const toggledTitles = { archive: "Archived", activate: "Unarchived", delete: "Deleted" } as const;

/** A row's active switch / delete button and its confirmation, drawn in place. */
export function ConfirmToggleView({ snapshot, notice, alert }: View<ConfirmToggleSnapshot, { alert: string | null }>) {
  const action = openConfirmation(snapshot);
  return (
    <>
      <div className={styles.row}>
        <Switch isSelected={snapshot.context.action !== "activate"}>Aktif (id {snapshot.context.id ?? "none"})</Switch>
      </div>
      {action ? (
        <Card
          title={titles[action]}
          titleLevel={3}
          description={action === "delete" ? "This action deletes permanently and cannot be undone." : undefined}
        >
          <div className={styles.row}>
            <Button size="sm" variant="secondary">
              Cancel
            </Button>
            <Button size="sm" variant={action === "delete" ? "destructive" : "primary"} isPending={snapshot.matches("pending")}>
              Confirm
            </Button>
          </div>
        </Card>
      ) : null}
      <Notice notice={alert ? { title: alert } : null} kind="Alert" />
      <Notice notice={notice} />
    </>
  );
}

const tones = { registered: "info", done: "success", rejected: "danger" } as const;

/** /queues/{uuid}'s status and actions, and the 'Tolak antrean' dialog drawn in place. */
export function QueueTicketView({ snapshot, notice }: View<QueueTicketSnapshot>) {
  const { visible, busy } = ticketActions(snapshot);
  const status = snapshot.matches("done") ? "done" : snapshot.matches("rejected") ? "rejected" : snapshot.context.status;
  const dialogOpen = snapshot.matches("choosingReason") || snapshot.matches("rejecting");
  return (
    <>
      <div className={styles.row}>
        <span>Status</span>
        <Badge tone={tones[status]}>{status}</Badge>
      </div>
      {visible ? (
        <div className={styles.row}>
          <Button size="sm" isPending={snapshot.matches("markingDone")} isDisabled={busy && !snapshot.matches("markingDone")}>
            Mark Done
          </Button>
          <Button size="sm" variant="destructive" isDisabled={busy}>
            Reject
          </Button>
        </div>
      ) : null}
      {dialogOpen ? (
        <Card title="Tolak antrean" titleLevel={3} description="Silahkan pilih alasan penolakan">
          <p className={styles.muted}>Reason: {snapshot.context.rejectionReasonId ?? "none chosen"}</p>
          <div className={styles.row}>
            <Button size="sm" variant="secondary">
              Cancel
            </Button>
            <Button size="sm" isPending={snapshot.matches("rejecting")} isDisabled={snapshot.context.rejectionReasonId === null}>
              Confirm
            </Button>
          </div>
        </Card>
      ) : null}
      <Notice notice={notice} />
    </>
  );
}

/**
 * The registration form's button, ticket and 'Gagal' toast, as the app draws them from this machine
 * (src/features/registration): the toast when the machine's last outcome was `failed {error}`.
 */
export function RegistrationAttemptView({
  snapshot,
  failed,
}: {
  snapshot: RegistrationAttemptSnapshot;
  failed: EffectFailure | null;
}) {
  const ticket = snapshot.context.ticket;
  const secondsLeft = lockoutSecondsLeft(snapshot);
  const notice = failed
    ? { title: FAILURE_TITLE, description: errorText(failed, "citizen"), variant: "destructive" as const }
    : null;
  return (
    <>
      <Button
        isPending={snapshot.matches("submitting")}
        isDisabled={!canSubmit(snapshot) && !snapshot.matches("submitting")}
        pendingLabel="Memproses"
      >
        {secondsLeft === null ? "Daftar" : lockoutText(secondsLeft)}
      </Button>
      {ticket && snapshot.matches("success") ? (
        <TicketCard
          title="Registrasi Berhasil"
          titleLevel={3}
          status={{ label: ticket.status, tone: "info" }}
          highlight={{ label: "Nomor antrean", value: ticket.no }}
          rows={[
            { label: "No KJP", value: ticket.no_kjp },
            { label: "No KTP", value: ticket.no_ktp },
            { label: "No KK", value: ticket.no_kk },
            { label: "Tanggal", value: ticket.scheduled_date },
            { label: "Waktu", value: `${ticket.scheduled_start_time} - ${ticket.scheduled_end_time} WIB` },
            { label: "Lokasi", value: ticket.scheduled_location },
          ]}
        />
      ) : null}
      <Notice notice={notice} />
    </>
  );
}

/** The top bar and login button as the app shows the session (src/app/session, admin layout, login page). */
export function SessionView({ snapshot, notice, navigatedToLogin }: View<SessionSnapshot, { navigatedToLogin: boolean }>) {
  const status = sessionStatus(snapshot);
  return (
    <>
      {status === "booting" ? <p role="status">loading...</p> : null}
      {status === "signedIn" ? (
        <div className={styles.row}>
          <span>
            Hello, <strong>{snapshot.context.user?.username}</strong>
          </span>
          {snapshot.matches({ signedIn: "refreshing" }) ? <Badge tone="warning">refreshing token</Badge> : null}
          <Button variant="secondary" size="sm" isPending={snapshot.matches("loggingOut")}>
            Logout
          </Button>
        </div>
      ) : null}
      {status === "signedOut" ? (
        <div className={styles.row}>
          <span>{navigatedToLogin ? "At /login (origin remembered, history replaced)" : "Signed out"}</span>
          <Button size="sm" isPending={snapshot.matches("loggingIn")}>
            Login
          </Button>
        </div>
      ) : null}
      <Notice notice={notice} />
    </>
  );
}

/** The one toast the region shows, with the machine's clock (remaining ms, paused). */
export function ToastsView({ snapshot }: { snapshot: ToastsSnapshot }) {
  const toast = currentToast(snapshot);
  const remaining = (snapshot.context as { remaining?: number }).remaining;
  return (
    <>
      {toast?.open ? (
        <Notice notice={toast} />
      ) : (
        <p className={styles.muted}>{toast ? "Dismissed (kept until removal)" : "No toast"}</p>
      )}
      <div className={styles.row}>
        {snapshot.matches({ visible: "paused" }) ? <Badge tone="warning">paused</Badge> : null}
        {typeof remaining === "number" && toast?.open ? <span className={styles.muted}>{remaining} ms left</span> : null}
      </div>
    </>
  );
}
