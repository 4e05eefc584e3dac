import { assign, not, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import type { ToastInput, ToastVariant } from "../contract/toast-message";

/**
 * Toasts (docs/product.md §4, §9): at most one visible, a new one replaces it; it closes itself after 5000 ms of
 * unpaused time; hovering or focusing the region pauses that clock; a dismissed toast stays in the list
 * (open: false, so the exit animation can run) and is removed 1,000,000 ms later.
 *
 * The clock is counted in ticks of `tickMs` (100 ms) so the machine never reads a wall clock: pausing keeps
 * the remaining time to within one tick (docs/decisions/205-machine-choices.md).
 * Swipe-to-dismiss (50 px) and the F8 hotkey live in the UI; they end in DISMISS / focus events here.
 */

export type Toast = {
  id: string;
  open: boolean;
  title: string;
  description: string | undefined;
  variant: ToastVariant;
  /** carried to the region as the screen gave it (ToastInput); the machine does nothing else with it */
  shownOnPage: boolean | undefined;
};

export type ToastsInput = {
  /** ms a toast stays open while not paused (docs/product.md §9: 5000) */
  duration?: number;
  /** ms a dismissed toast is kept before removal (docs/product.md §9: 1,000,000) */
  removeDelay?: number;
  /** clock resolution in ms */
  tickMs?: number;
};

export type ToastsContext = {
  /** at most one entry */
  toasts: Toast[];
  duration: number;
  removeDelay: number;
  tickMs: number;
  /** ms of open time left for the visible toast */
  remaining: number;
  hovered: boolean;
  focused: boolean;
  /** the next id handed out (shadcn-style counter) */
  nextId: number;
};

export type ToastsEvent =
  /** `id`: the app's provider hands ids out before the machine has loaded (ADR 802); without one, the counter's next */
  | { type: "SHOW"; toast: ToastInput; id?: string }
  /** the close button, a swipe, Escape; with an id, only that toast */
  | { type: "DISMISS"; id?: string }
  | { type: "POINTER_ENTER" }
  | { type: "POINTER_LEAVE" }
  | { type: "FOCUS_IN" }
  | { type: "FOCUS_OUT" };

export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_TICK = 100;

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
    input: {} as ToastsInput | undefined,
  },
  delays: {
    toastTick: ({ context }) => context.tickMs,
    removeDelay: ({ context }) => context.removeDelay,
  },
  guards: {
    paused: ({ context }) => context.hovered || context.focused,
    lastTick: ({ context }) => context.remaining <= context.tickMs,
    dismissesCurrent: ({ context, event }) =>
      event.type === "DISMISS" && (event.id === undefined || context.toasts.some((t) => t.id === event.id)),
  },
  actions: {
    replaceToast: assign(({ context, event }) => {
      if (event.type !== "SHOW") return {};
      const toast: Toast = {
        id: event.id ?? String(context.nextId),
        open: true,
        title: event.toast.title,
        description: event.toast.description,
        variant: event.toast.variant ?? "default",
        shownOnPage: event.toast.shownOnPage,
      };
      return { toasts: [toast], nextId: context.nextId + 1, remaining: context.duration };
    }),
    tickDown: assign({ remaining: ({ context }) => context.remaining - context.tickMs }),
    close: assign({ toasts: ({ context }) => context.toasts.map((t) => ({ ...t, open: false })), remaining: 0 }),
    remove: assign({ toasts: [] }),
  },
}).createMachine({
  id: "toasts",
  context: ({ input }) => ({
    toasts: [],
    duration: input?.duration ?? TOAST_DURATION,
    removeDelay: input?.removeDelay ?? TOAST_REMOVE_DELAY,
    tickMs: input?.tickMs ?? TOAST_TICK,
    remaining: 0,
    hovered: false,
    focused: false,
    nextId: 1,
  }),
  initial: "empty",
  on: {
    // a new toast replaces whatever is there, open or dismissed (limit 1)
    SHOW: { target: ".visible", reenter: true, actions: "replaceToast" },
    POINTER_ENTER: { actions: assign({ hovered: true }) },
    POINTER_LEAVE: { actions: assign({ hovered: false }) },
    FOCUS_IN: { actions: assign({ focused: true }) },
    FOCUS_OUT: { actions: assign({ focused: false }) },
  },
  states: {
    empty: {},
    visible: {
      initial: "running",
      on: {
        DISMISS: { guard: "dismissesCurrent", target: "dismissed", actions: "close" },
      },
      states: {
        running: {
          always: { guard: "paused", target: "paused" },
          after: {
            toastTick: [
              { guard: "lastTick", target: "#toasts.dismissed", actions: "close" },
              { target: "running", reenter: true, actions: "tickDown" },
            ],
          },
        },
        paused: {
          always: { guard: not("paused"), target: "running" },
        },
      },
    },
    dismissed: {
      after: { removeDelay: { target: "empty", actions: "remove" } },
    },
  },
});

export type ToastsActor = ActorRefFrom<typeof toastsMachine>;
export type ToastsSnapshot = SnapshotFrom<typeof toastsMachine>;

/** The toast the region renders (open or closing), if any. */
export function currentToast(snapshot: ToastsSnapshot): Toast | undefined {
  return snapshot.context.toasts[0];
}
