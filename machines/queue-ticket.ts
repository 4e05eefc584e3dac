import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import type { Queue } from "../contract";
import { asFailure, type EffectFailure } from "./shared";

/**
 * Mark Done and Reject on a queue ticket's detail page (docs/product.md §2 /queues/{uuid}, §4, §8, §12): the question,
 * then the call.
 *
 *   idle ──MARK_DONE──▶ confirmingDone ──CONFIRM──▶ markingDone ──ok──▶ idle      notify {outcome 'done'}, changed
 *    │  ▲                   └─CANCEL─▶ idle             └─fails─▶ idle           notify {outcome 'failed'}
 *    │  └──CANCEL──┐
 *    └──REJECT──▶ choosingReason (dialog) ──SELECT_REASON, CONFIRM──▶ rejecting
 *                                       rejecting ──ok──▶ idle      notify {outcome 'rejected'}, changed
 *                                                 └─fails─▶ idle    notify {outcome 'failed'}
 *
 * The ticket's status is not the machine's: it lives in the page's query cache, which `changed` updates and a refetch
 * replaces, and the page offers 'Mark Done' and 'Reject' only while that status is 'registered' (`ticketActions`). So
 * the machine runs on across a status change, and the page moves the focus when it hears `changed`.
 * 'Mark Done' asks once before the call (docs/decisions/606-mark-done-asks-first.md).
 * Effects: actors `markDone` ({uuid}) and `reject` ({uuid, rejectionReasonId}), each resolving with the
 * updated Queue; actions `notify` (what happened to which ticket; the page words the toast) and `changed` (the new
 * status, which the page writes into its query cache).
 */

export type QueueStatus = Queue["status"];

export type QueueTicketInput = { uuid: string; no: string };

export type QueueTicketContext = {
  uuid: string;
  /** the queue number, so every notice names its ticket */
  no: string;
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
    hasReason: ({ context }) => context.rejectionReasonId !== null,
  },
}).createMachine({
  id: "queueTicket",
  context: ({ input }) => ({ uuid: input.uuid, no: input.no, rejectionReasonId: null, error: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        MARK_DONE: { target: "confirmingDone", actions: assign({ error: null }) },
        REJECT: { target: "choosingReason", actions: assign({ error: null, rejectionReasonId: null }) },
      },
    },
    confirmingDone: {
      on: {
        CONFIRM: { target: "markingDone" },
        CANCEL: { target: "idle" },
      },
    },
    markingDone: {
      invoke: {
        id: "markDone",
        src: "markDone",
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: {
          target: "idle",
          actions: [
            { type: "notify", params: ({ context }) => ({ outcome: "done", no: context.no }) },
            { type: "changed", params: ({ context, event }) => ({ uuid: context.uuid, status: statusOf(event.output, "done") }) },
          ],
        },
        onError: {
          target: "idle",
          actions: ["rememberError", { type: "notify", params: failed }],
        },
      },
    },
    choosingReason: {
      on: {
        SELECT_REASON: { actions: assign({ rejectionReasonId: ({ event }) => event.rejectionReasonId }) },
        CONFIRM: { guard: "hasReason", target: "rejecting" },
        CANCEL: { target: "idle", actions: assign({ rejectionReasonId: null }) },
      },
    },
    rejecting: {
      invoke: {
        id: "reject",
        src: "reject",
        input: ({ context }) => ({ uuid: context.uuid, rejectionReasonId: context.rejectionReasonId ?? 0 }),
        onDone: {
          target: "idle",
          actions: [
            { type: "notify", params: ({ context }) => ({ outcome: "rejected", no: context.no }) },
            {
              type: "changed",
              params: ({ context, event }) => ({ uuid: context.uuid, status: statusOf(event.output, "rejected") }),
            },
          ],
        },
        onError: {
          target: "idle",
          actions: ["rememberError", { type: "notify", params: failed }],
        },
      },
    },
  },
});

export type QueueTicketActor = ActorRefFrom<typeof queueTicketMachine>;
export type QueueTicketSnapshot = SnapshotFrom<typeof queueTicketMachine>;

/**
 * 'Mark Done' and 'Reject' are shown while the ticket's status (the query cache's) is registered, and stay while their
 * question or call is open; they are disabled while a call runs.
 */
export function ticketActions(snapshot: QueueTicketSnapshot, status: QueueStatus): { visible: boolean; busy: boolean } {
  const busy = snapshot.matches("markingDone") || snapshot.matches("rejecting");
  const asking = snapshot.matches("confirmingDone") || snapshot.matches("choosingReason");
  return { visible: status === "registered" || asking || busy, busy };
}
