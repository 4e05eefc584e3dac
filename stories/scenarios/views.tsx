import type { ReactNode } from "react";
import type { AnyMachineSnapshot } from "xstate";
import { openConfirmation, type ConfirmToggleSnapshot, type ToggleAction } from "../../machines/confirm-toggle";
import { ticketActions, type QueueTicketChange, type QueueTicketSnapshot } from "../../machines/queue-ticket";
import { canSubmit, lockoutSecondsLeft, type RegistrationAttemptSnapshot } from "../../machines/registration-attempt";
import type { EffectRecord } from "../../machines/scenarios/runner";
import type { ScenarioMachineName } from "../../machines/scenarios/registry";
import { sessionStatus, type SessionNotice, type SessionSnapshot } from "../../machines/session";
import type { EffectFailure } from "../../machines/shared";
import type { ToastInput } from "../../contract/toast-message";
import { currentToast, type ToastsSnapshot } from "../../machines/toasts";
import { errorText, errorToast } from "../../src/api/errors";
import { sessionToast } from "../../src/app/session/runtime";
import { FAILURE_TITLE, lockoutText } from "../../src/features/registration/use-registration-attempt";
import { Badge, Button, Card, Switch } from "../../src/ui";
import { QueueStatusBadge, QueueTicketCard } from "../../src/tickets";
import * as styles from "./player.css";

/** The last effect that was one of these actions (its params). */
const lastAction = (effects: readonly EffectRecord[], ...names: string[]) =>
  [...effects].reverse().find((e): e is { action: string; params: unknown } => "action" in e && names.includes(e.action));

/**
 * The toast the machine's last `notify`/`failed` asked for, worded as the app words it: the session's notice (a
 * failure with no ticket's number) as the session runtime does (sessionToast), another machine's failure by errorToast.
 */
function noticeOf(effects: readonly EffectRecord[]): ToastInput | null {
  const effect = lastAction(effects, "notify", "failed");
  const params = effect?.params as
    (Partial<ToastInput & SessionNotice> & { outcome?: string; no?: string; action?: ToggleAction }) | undefined;
  if (!params) return null;
  if (params.error && effect?.action === "notify" && params.no === undefined) {
    return sessionToast({ error: params.error, ...(params.refreshFailed ? { refreshFailed: true } : {}) });
  }
  if (params.error) return errorToast(params.error);
  return { title: params.title ?? (params.action ? toggledTitles[params.action] : `${params.no}: ${params.outcome}`) };
}

/** A toast or alert the machine asked for, drawn in place (a real toast region or alert dialog would trap focus). */
function Notice({ notice, kind = "Toast" }: { notice: ToastInput | null; kind?: "Toast" | "Alert" }) {
  if (!notice) return null;
  return (
    <div className={styles.notice[notice.variant ?? "default"]} role="group" aria-label={`${kind}: ${notice.title}`}>
      <strong>{notice.title}</strong>
      {notice.description ? <p className={styles.muted}>{notice.description}</p> : null}
    </div>
  );
}

/** A confirmation dialog drawn in place: its question, then Cancel and Confirm. */
function Question(props: { title: string; text?: string; children?: ReactNode; confirm: Parameters<typeof Button>[0] }) {
  return (
    <Card title={props.title} titleLevel={3} description={props.text}>
      {props.children}
      <div className={styles.row}>
        <Button size="sm" variant="secondary">
          Cancel
        </Button>
        <Button size="sm" {...props.confirm}>
          Confirm
        </Button>
      </div>
    </Card>
  );
}

const titles = { archive: "Archive?", activate: "Activate?", delete: "Delete permanently?" } as const;
/** the success toast a page words from `notify {action}` (each resource has its own, e.g. 'Location archived') */
const toggledTitles = { archive: "Archived", activate: "Unarchived", delete: "Deleted" } as const;
type Stage = (snapshot: AnyMachineSnapshot, effects: readonly EffectRecord[]) => ReactNode;
/** A stage drawn from its machine's own snapshot type. */
const stage = <S,>(draw: (snapshot: S, effects: readonly EffectRecord[]) => ReactNode): Stage => draw as unknown as Stage;

/** The UI each machine drives, drawn from its snapshot and effects with the same helpers the app uses (ADR 304). */
export const stages: Record<ScenarioMachineName, Stage> = {
  /** a row's active switch / delete button and its confirmation */
  "confirm-toggle": stage<ConfirmToggleSnapshot>((s, effects) => {
    const action = openConfirmation(s);
    const text = action === "delete" ? "This action deletes permanently and cannot be undone." : undefined;
    return (
      <>
        <Switch isSelected={s.context.action !== "activate"}>Aktif (id {s.context.id ?? "none"})</Switch>
        {action ? (
          <Question
            title={titles[action]}
            text={text}
            confirm={{ variant: action === "delete" ? "destructive" : "primary", isPending: s.matches("pending") }}
          />
        ) : null}
        <Notice notice={lastAction(effects, "alert") ? { title: "Id not selected" } : null} kind="Alert" />
        <Notice notice={noticeOf(effects)} />
      </>
    );
  }),
  /** /queues/{uuid}'s status and actions, and the 'Tolak antrean' dialog */
  "queue-ticket": stage<QueueTicketSnapshot>((s, effects) => {
    // the page's query cache holds the status: registered until the machine's `changed` says otherwise
    const status = (lastAction(effects, "changed")?.params as QueueTicketChange | undefined)?.status ?? "registered";
    const { visible, busy } = ticketActions(s, status);
    const reason = s.context.rejectionReasonId;
    return (
      <>
        <div className={styles.row}>
          Status <QueueStatusBadge status={status} />
        </div>
        {visible ? (
          <div className={styles.row}>
            <Button size="sm" isPending={s.matches("markingDone")} isDisabled={busy && !s.matches("markingDone")}>
              Mark Done
            </Button>
            <Button size="sm" variant="destructive" isDisabled={busy}>
              Reject
            </Button>
          </div>
        ) : null}
        {s.matches("choosingReason") || s.matches("rejecting") ? (
          <Question
            title="Tolak antrean"
            text="Silahkan pilih alasan penolakan"
            confirm={{ isPending: s.matches("rejecting"), isDisabled: reason === null }}
          >
            <p className={styles.muted}>Reason: {reason ?? "none chosen"}</p>
          </Question>
        ) : null}
        <Notice notice={noticeOf(effects)} />
      </>
    );
  }),
  /** the registration form's button, ticket and 'Gagal' toast (src/features/registration): the toast from the last outcome */
  "registration-attempt": stage<RegistrationAttemptSnapshot>((s, effects) => {
    const { ticket } = s.context;
    const secondsLeft = lockoutSecondsLeft(s);
    const outcome = lastAction(effects, "failed", "registered");
    const failed = outcome?.action === "failed" ? (outcome.params as { error: EffectFailure }).error : null;
    return (
      <>
        <Button
          isPending={s.matches("submitting")}
          isDisabled={!canSubmit(s) && !s.matches("submitting")}
          pendingLabel="Memproses"
        >
          {secondsLeft === null ? "Daftar" : lockoutText(secondsLeft)}
        </Button>
        {ticket && s.matches("success") ? <QueueTicketCard ticket={ticket} title="Registrasi Berhasil" titleLevel={3} /> : null}
        <Notice notice={failed && { title: FAILURE_TITLE, description: errorText(failed, "citizen"), variant: "destructive" }} />
      </>
    );
  }),
  /** the top bar and login button as the app shows the session (src/app/session, admin layout, login page) */
  session: stage<SessionSnapshot>((s, effects) => {
    const status = sessionStatus(s);
    const atLogin = lastAction(effects, "navigateToLogin") !== undefined;
    return (
      <>
        {status === "booting" ? <p role="status">loading...</p> : null}
        {status === "signedIn" ? (
          <div className={styles.row}>
            Hello, <strong>{s.context.user?.username}</strong>
            {s.matches({ signedIn: "refreshing" }) ? <Badge tone="warning">refreshing token</Badge> : null}
            <Button variant="secondary" size="sm" isPending={s.matches("loggingOut")}>
              Logout
            </Button>
          </div>
        ) : null}
        {status === "signedOut" ? (
          <div className={styles.row}>
            {atLogin ? "At /login (origin remembered, history replaced)" : "Signed out"}
            <Button size="sm" isPending={s.matches("loggingIn")}>
              Login
            </Button>
          </div>
        ) : null}
        <Notice notice={noticeOf(effects)} />
      </>
    );
  }),
  /** the one toast the region shows, with the machine's clock (remaining ms, paused) */
  toasts: stage<ToastsSnapshot>((s) => {
    const toast = currentToast(s);
    const remaining = (s.context as { remaining?: number }).remaining;
    return (
      <>
        {toast?.open ? (
          <Notice notice={toast} />
        ) : (
          <p className={styles.muted}>{toast ? "Dismissed (kept until removal)" : "No toast"}</p>
        )}
        <div className={styles.row}>
          {s.matches({ visible: "paused" }) ? <Badge tone="warning">paused</Badge> : null}
          {typeof remaining === "number" && toast?.open ? <span className={styles.muted}>{remaining} ms left</span> : null}
        </div>
      </>
    );
  }),
};
