import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import type { Queue } from "../src/api/contract";
import { errorMessage, errorToast, type ToastInput } from "./shared";

/**
 * A queue ticket on its detail page (SPEC §2 /queues/{uuid}, §4, §8; DESIGN §5).
 *
 *   registered ──MARK_DONE──▶ markingDone ──ok──▶ done            toast 'Queue marked as done'
 *       │   ▲                     └─fails─▶ registered            toast 'Error'
 *       │   └──CANCEL──┐
 *       └──REJECT──▶ choosingReason (dialog 'Tolak antrean') ──SELECT_REASON, CONFIRM──▶ rejecting
 *                                        rejecting ──ok──▶ rejected   toast 'Queue has been rejected'
 *                                                  └─fails─▶ registered   toast 'Error'
 *
 * 'Mark Done' and 'Reject' exist only while registered: `done` and `rejected` accept no event.
 * Effects: actors `markDone` ({uuid}) and `reject` ({uuid, rejectionReasonId}), each resolving with the
 * updated Queue; actions `notify` (toasts) and `changed` (the page refetches / invalidates its queries).
 */

export type QueueStatus = Queue["status"];

export type QueueTicketInput = { uuid: string; status: QueueStatus };

export type QueueTicketContext = {
  uuid: string;
  status: QueueStatus;
  /** the reason chosen in the dialog */
  rejectionReasonId: number | null;
  error: string | null;
};

export type QueueTicketEvent =
  | { type: "MARK_DONE" }
  | { type: "REJECT" }
  | { type: "SELECT_REASON"; rejectionReasonId: number | null }
  | { type: "CONFIRM" }
  | { type: "CANCEL" };

export type MarkDoneInput = { uuid: string };
export type RejectInput = { uuid: string; rejectionReasonId: number };

export const MARKED_DONE_TOAST: ToastInput = { title: "Queue marked as done" };
export const REJECTED_TOAST: ToastInput = { title: "Queue has been rejected" };

const unprovided = (name: string) => () => Promise.reject(new Error(`queue ticket machine: provide the '${name}' actor`));

const statusOf = (output: unknown, fallback: QueueStatus): QueueStatus => {
  const status = (output as { status?: unknown } | null | undefined)?.status;
  return status === "registered" || status === "done" || status === "rejected" ? status : fallback;
};

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
    notify: (_, _toast: ToastInput) => {},
    changed: (_, _change: { uuid: string; status: QueueStatus }) => {},
    rememberError: assign({ error: ({ event }) => errorMessage((event as { error?: unknown }).error) }),
  },
  guards: {
    isDone: ({ context }) => context.status === "done",
    isRejected: ({ context }) => context.status === "rejected",
    hasReason: ({ context }) => context.rejectionReasonId !== null,
  },
}).createMachine({
  id: "queueTicket",
  context: ({ input }) => ({ uuid: input.uuid, status: input.status, rejectionReasonId: null, error: null }),
  initial: "opening",
  states: {
    // transient: start where the ticket's status says
    opening: {
      always: [{ guard: "isDone", target: "done" }, { guard: "isRejected", target: "rejected" }, { target: "registered" }],
    },
    registered: {
      on: {
        MARK_DONE: { target: "markingDone", actions: assign({ error: null }) },
        REJECT: { target: "choosingReason", actions: assign({ error: null, rejectionReasonId: null }) },
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
            assign({ status: ({ event }) => statusOf(event.output, "done") }),
            { type: "notify", params: MARKED_DONE_TOAST },
            { type: "changed", params: ({ context }) => ({ uuid: context.uuid, status: context.status }) },
          ],
        },
        onError: {
          target: "registered",
          actions: ["rememberError", { type: "notify", params: ({ event }) => errorToast(event.error) }],
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
            assign({ status: ({ event }) => statusOf(event.output, "rejected") }),
            { type: "notify", params: REJECTED_TOAST },
            { type: "changed", params: ({ context }) => ({ uuid: context.uuid, status: context.status }) },
          ],
        },
        onError: {
          target: "registered",
          actions: ["rememberError", { type: "notify", params: ({ event }) => errorToast(event.error) }],
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
    snapshot.matches("choosingReason") ||
    snapshot.matches("markingDone") ||
    snapshot.matches("rejecting");
  return { visible, busy: snapshot.matches("markingDone") || snapshot.matches("rejecting") };
}
