import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import type { Queue } from "../src/api/contract";
import { asFailure, type EffectFailure } from "./shared";

/**
 * A queue ticket on its detail page (docs/product.md §2 /queues/{uuid}, §4, §8, §12).
 *
 *   registered ──MARK_DONE──▶ confirmingDone ──CONFIRM──▶ markingDone ──ok──▶ done        notify {outcome 'done'}
 *       │   ▲                     └─CANCEL─▶ registered      └─fails─▶ registered          notify {outcome 'failed'}
 *       │   └──CANCEL──┐
 *       └──REJECT──▶ choosingReason (dialog) ──SELECT_REASON, CONFIRM──▶ rejecting
 *                                        rejecting ──ok──▶ rejected   notify {outcome 'rejected'}
 *                                                  └─fails─▶ registered   notify {outcome 'failed'}
 *
 * 'Mark Done' asks once before the call (docs/decisions/606-mark-done-asks-first.md). 'Mark Done' and 'Reject'
 * exist only while registered: `done` and `rejected` accept no event.
 * Effects: actors `markDone` ({uuid}) and `reject` ({uuid, rejectionReasonId}), each resolving with the
 * updated Queue; actions `notify` (what happened to which ticket; the page words the toast) and `changed` (the new
 * status, which the page writes into its query cache).
 */

export type QueueStatus = Queue["status"];

export type QueueTicketInput = { uuid: string; no: string; status: QueueStatus };

export type QueueTicketContext = {
  uuid: string;
  /** the queue number, so every notice names its ticket */
  no: string;
  /**
   * The status the ticket had when the page opened it: the machine starts from it and never changes it. The ticket's
   * status lives in the page's query cache, which `changed` updates; a new status opens the machine again.
   */
  status: QueueStatus;
  /** the reason chosen in the dialog */
  rejectionReasonId: number | null;
  error: EffectFailure | null;
};

export type QueueTicketEvent =
  | { type: "MARK_DONE" }
  | { type: "REJECT" }
  | { type: "SELECT_REASON"; rejectionReasonId: number | null }
  | { type: "CONFIRM" }
  | { type: "CANCEL" };

export type MarkDoneInput = { uuid: string };
export type RejectInput = { uuid: string; rejectionReasonId: number };

/** What this page's call changed: the page writes it into the query cache, the ticket's one home. */
export type QueueTicketChange = { uuid: string; status: QueueStatus };

/** What the page tells the user after a call; it words the toast (texts live with the feature, ADR 207). */
export type QueueTicketNotice =
  { outcome: "done" | "rejected"; no: string } | { outcome: "failed"; no: string; error: EffectFailure };

const unprovided = (name: string) => () => Promise.reject(new Error(`queue ticket machine: provide the '${name}' actor`));

const statusOf = (output: unknown, fallback: QueueStatus): QueueStatus => {
  const status = (output as { status?: unknown } | null | undefined)?.status;
  return status === "registered" || status === "done" || status === "rejected" ? status : fallback;
};

const failed = ({ context, event }: { context: QueueTicketContext; event: { error?: unknown } }): QueueTicketNotice => ({
  outcome: "failed",
  no: context.no,
  error: asFailure(event.error),
});

export const queueTicketMachine = setup({
  types: {
    context: {} as QueueTicketContext,
    events: {} as QueueTicketEvent,
    input: {} as QueueTicketInput,
  },
  actors: {
    markDone: fromPromise<Queue, MarkDoneInput>(unprovided("markDone")),
    reject: fromPromise<Queue, RejectInput>(unprovided("reject")),
  },
  actions: {
    notify: (_, _notice: QueueTicketNotice) => {},
    changed: (_, _change: QueueTicketChange) => {},
    rememberError: assign({ error: ({ event }) => asFailure((event as { error?: unknown }).error) }),
  },
  guards: {
    isDone: ({ context }) => context.status === "done",
    isRejected: ({ context }) => context.status === "rejected",
    hasReason: ({ context }) => context.rejectionReasonId !== null,
  },
}).createMachine({
  id: "queueTicket",
  context: ({ input }) => ({ uuid: input.uuid, no: input.no, status: input.status, rejectionReasonId: null, error: null }),
  initial: "opening",
  states: {
    // transient: start where the ticket's status says
    opening: {
      always: [{ guard: "isDone", target: "done" }, { guard: "isRejected", target: "rejected" }, { target: "registered" }],
    },
    registered: {
      on: {
        MARK_DONE: { target: "confirmingDone", actions: assign({ error: null }) },
        REJECT: { target: "choosingReason", actions: assign({ error: null, rejectionReasonId: null }) },
      },
    },
    confirmingDone: {
      on: {
        CONFIRM: { target: "markingDone" },
        CANCEL: { target: "registered" },
      },
    },
    markingDone: {
      invoke: {
        id: "markDone",
        src: "markDone",
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: {
          target: "done",
          actions: [
            { type: "notify", params: ({ context }) => ({ outcome: "done", no: context.no }) },
            { type: "changed", params: ({ context, event }) => ({ uuid: context.uuid, status: statusOf(event.output, "done") }) },
          ],
        },
        onError: {
          target: "registered",
          actions: ["rememberError", { type: "notify", params: failed }],
        },
      },
    },
    choosingReason: {
      on: {
        SELECT_REASON: { actions: assign({ rejectionReasonId: ({ event }) => event.rejectionReasonId }) },
        CONFIRM: { guard: "hasReason", target: "rejecting" },
        CANCEL: { target: "registered", actions: assign({ rejectionReasonId: null }) },
      },
    },
    rejecting: {
      invoke: {
        id: "reject",
        src: "reject",
        input: ({ context }) => ({ uuid: context.uuid, rejectionReasonId: context.rejectionReasonId ?? 0 }),
        onDone: {
          target: "rejected",
          actions: [
            { type: "notify", params: ({ context }) => ({ outcome: "rejected", no: context.no }) },
            {
              type: "changed",
              params: ({ context, event }) => ({ uuid: context.uuid, status: statusOf(event.output, "rejected") }),
            },
          ],
        },
        onError: {
          target: "registered",
          actions: ["rememberError", { type: "notify", params: failed }],
        },
      },
    },
    done: {},
    rejected: {},
  },
});

export type QueueTicketActor = ActorRefFrom<typeof queueTicketMachine>;
export type QueueTicketSnapshot = SnapshotFrom<typeof queueTicketMachine>;

/** 'Mark Done' and 'Reject' are shown only while registered (and disabled while a call runs). */
export function ticketActions(snapshot: QueueTicketSnapshot): { visible: boolean; busy: boolean } {
  const visible =
    snapshot.matches("registered") ||
    snapshot.matches("confirmingDone") ||
    snapshot.matches("choosingReason") ||
    snapshot.matches("markingDone") ||
    snapshot.matches("rejecting");
  return { visible, busy: snapshot.matches("markingDone") || snapshot.matches("rejecting") };
}
