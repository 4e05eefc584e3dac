import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import { asFailure, type EffectFailure, type FailureNotice } from "./shared";

/**
 * Archive / activate / delete with a confirmation step (docs/product.md §4, §8, §12). One actor per list page:
 * the active switch sends REQUEST archive (turned off) or activate (turned on); a delete button sends
 * REQUEST delete.
 *
 *   idle ──REQUEST {action, id}──▶ confirming ──CONFIRM (id set)──▶ pending ──ok──▶ idle   success toast
 *     ▲                               │ CANCEL                          └─fails─▶ idle   'Error' toast
 *     └───────────────────────────────┘ CONFIRM with no id: alert (the page says 'Id not selected'), back to idle
 *
 * The machine keeps no words: `notify` says which action succeeded and the page that runs it (the admin resource
 * kit, src/admin-kit) words the toast, e.g. 'Location archived'.
 * Effects: actor `perform` ({action, id}); actions `notify` ({action}: the success toast), `failed` (the failure),
 * `alert` (no id was selected; the page words it: 'Id not selected'), `changed` ({action, id, answer}: the call's
 * answer, which the page shows where it is cached before it refreshes its list).
 */

export type ToggleAction = "archive" | "activate" | "delete";

export type ConfirmToggleContext = {
  action: ToggleAction | null;
  id: number | null;
  error: EffectFailure | null;
};

export type ConfirmToggleEvent =
  { type: "REQUEST"; action: ToggleAction; id: number | null | undefined } | { type: "CONFIRM" } | { type: "CANCEL" };

export type PerformInput = { action: ToggleAction; id: number };

/** Why the `alert` action runs: a reason, not words (the page says 'Id not selected', docs/product.md §8.3; ADR 207). */
export const NO_ID_SELECTED = "noIdSelected";
export type ToggleAlert = typeof NO_ID_SELECTED;

export const confirmToggleMachine = setup({
  types: {
    context: {} as ConfirmToggleContext,
    events: {} as ConfirmToggleEvent,
  },
  actors: {
    perform: fromPromise<unknown, PerformInput>(() =>
      Promise.reject(new Error("confirm toggle machine: provide the 'perform' actor")),
    ),
  },
  actions: {
    /** the action succeeded: the page shows its success toast */
    notify: (_, _done: { action: ToggleAction }) => {},
    /** the call failed: the hook shows the 'Error' toast in errorText's words */
    failed: (_, _notice: FailureNotice) => {},
    alert: (_, _reason: ToggleAlert) => {},
    changed: (_, _change: { action: ToggleAction; id: number; answer: unknown }) => {},
  },
  guards: {
    hasId: ({ context }) => context.id !== null,
  },
}).createMachine({
  id: "confirmToggle",
  context: { action: null, id: null, error: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        REQUEST: {
          target: "confirming",
          actions: assign({ action: ({ event }) => event.action, id: ({ event }) => event.id ?? null, error: null }),
        },
      },
    },
    confirming: {
      on: {
        CONFIRM: [
          { guard: "hasId", target: "pending" },
          { target: "idle", actions: [{ type: "alert", params: NO_ID_SELECTED }, assign({ action: null })] },
        ],
        CANCEL: { target: "idle", actions: assign({ action: null, id: null }) },
      },
    },
    pending: {
      invoke: {
        id: "perform",
        src: "perform",
        input: ({ context }) => ({ action: context.action ?? "archive", id: context.id ?? 0 }),
        onDone: {
          target: "idle",
          actions: [
            { type: "notify", params: ({ context }) => ({ action: context.action ?? "archive" }) },
            {
              type: "changed",
              params: ({ context, event }) => ({
                action: context.action ?? "archive",
                id: context.id ?? 0,
                answer: event.output,
              }),
            },
            assign({ action: null, id: null }),
          ],
        },
        onError: {
          target: "idle",
          actions: [
            assign({ error: ({ event }) => asFailure(event.error) }),
            { type: "failed", params: ({ event }) => ({ error: asFailure(event.error) }) },
            assign({ action: null, id: null }),
          ],
        },
      },
    },
  },
});

export type ConfirmToggleActor = ActorRefFrom<typeof confirmToggleMachine>;
export type ConfirmToggleSnapshot = SnapshotFrom<typeof confirmToggleMachine>;

/** Which confirmation dialog is open, if any. */
export function openConfirmation(snapshot: ConfirmToggleSnapshot): ToggleAction | null {
  return snapshot.matches("confirming") || snapshot.matches("pending") ? snapshot.context.action : null;
}
