/**
 * The server's notion of "now". Every rule (registration window, pickup date, token expiry, audit
 * timestamps, rate-limit windows) and every store write reads this clock, never `Date.now()` or the database's
 * `now()`, so demos and tests can move time; a production server leaves it on real time.
 */
export type ClockMode = "real" | "offset" | "frozen";

export type ClockState = {
  mode: ClockMode;
  /** ms added to real time (offset mode) */ offsetMs: number;
  /** epoch ms (frozen mode) */ frozenAt: number | null;
};

export type Clock = {
  /** Epoch milliseconds. */
  now(): number;
  /** Jump to an instant and keep running from there. */
  set(instant: Date | number | string): void;
  /** Stop time at an instant (default: the current mock time). */
  freeze(instant?: Date | number | string): void;
  /** Run `ms` ahead of (or behind, if negative) real time. */
  offset(ms: number): void;
  /** Move the clock forward by `ms` in whatever mode it is in. */
  advance(ms: number): void;
  /** Back to real time. */
  reset(): void;
  state(): ClockState;
  restore(state: ClockState): void;
  /**
   * Called after every change (the browser keeps the setting across reloads), with how far the change moved the
   * clock's now: a freeze at now or a Run from the frozen instant moves it by 0, however long the page was open.
   */
  onChange(listener: (state: ClockState, movedMs: number) => void): () => void;
};

function toEpoch(instant: Date | number | string): number {
  const ms = typeof instant === "number" ? instant : new Date(instant).getTime();
  if (!Number.isFinite(ms)) throw new Error(`Not an instant: ${String(instant)}`);
  return ms;
}

export function createClock(realNow: () => number = () => Date.now()): Clock {
  let state: ClockState = { mode: "real", offsetMs: 0, frozenAt: null };
  const listeners = new Set<(state: ClockState, movedMs: number) => void>();

  const nowIn = (at: ClockState, real: number) =>
    at.mode === "frozen" && at.frozenAt !== null ? at.frozenAt : real + at.offsetMs;
  const now = () => nowIn(state, realNow());
  const change = (next: ClockState) => {
    // both states read at the same real instant: the difference is the move alone, not the time that passed
    const real = realNow();
    const movedMs = nowIn(next, real) - nowIn(state, real);
    state = next;
    for (const listener of listeners) listener({ ...state }, movedMs);
  };

  return {
    now,
    set: (instant) => change({ mode: "offset", offsetMs: toEpoch(instant) - realNow(), frozenAt: null }),
    freeze: (instant) => change({ mode: "frozen", offsetMs: 0, frozenAt: instant === undefined ? now() : toEpoch(instant) }),
    offset: (ms) => change({ mode: ms === 0 ? "real" : "offset", offsetMs: ms, frozenAt: null }),
    advance: (ms) =>
      change(
        state.mode === "frozen"
          ? { ...state, frozenAt: now() + ms }
          : { mode: "offset", offsetMs: state.offsetMs + ms, frozenAt: null },
      ),
    reset: () => change({ mode: "real", offsetMs: 0, frozenAt: null }),
    state: () => ({ ...state }),
    restore: (saved) => change({ ...saved }),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
