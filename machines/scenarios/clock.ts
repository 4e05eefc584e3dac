/**
 * A simulated clock for scenario replays (an xstate `Clock`). Unlike `SimulatedClock.increment()`, `advance()`
 * fires timers in time order one by one and lets promises settle in between, so a timer that another timer
 * (or a resolved effect) schedules during the wait still fires inside the same wait, at its own time.
 */

type Timer = { id: number; due: number; fn: () => void };

/** Lets queued promise reactions run: one macrotask (works in Node and in browsers). */
export function flushPromises(): Promise<void> {
  return new Promise((resolve) => (typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0)));
}

export class ScenarioClock {
  private timers: Timer[] = [];
  private nextId = 1;
  private current = 0;

  now(): number {
    return this.current;
  }

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = this.nextId++;
    this.timers.push({ id, due: this.current + Math.max(0, timeout), fn });
    return id;
  }

  clearTimeout(id: number): void {
    this.timers = this.timers.filter((t) => t.id !== id);
  }

  /** Moves time on by `ms`, firing every timer that falls due on the way, in order. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    for (;;) {
      let next: Timer | undefined;
      for (const timer of this.timers) if (timer.due <= target && (!next || timer.due < next.due)) next = timer;
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.current = next.due;
      next.fn();
      await flushPromises();
    }
    this.current = target;
    await flushPromises();
  }
}
