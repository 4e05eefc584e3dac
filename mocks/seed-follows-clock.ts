import type { Backend } from "./backend";

/** A move of the clock smaller than this (the console's Freeze at now, Run) leaves the seed where it is. */
const MOVE_MS = 60_000;

/** sessionStorage: the clock's time the data was seeded from, while nothing has been written since (this tab). */
export const UNTOUCHED_SEED_KEY = "antrean-mock-api:untouched-seed-at";

export type SeedFollowingClock = {
  /** Resolves once the data follows the clock (at once unless a reseed is under way). */
  settled(): Promise<void>;
  /** The data was just seeded afresh (a first visit, or a reset): it follows the clock until something is written. */
  seeded(): void;
  /** The data was restored: if it is a seed nothing has been written to, it follows the clock again (now too). */
  resumed(): void;
  stop(): void;
};

/**
 * The demo's seed is made relative to the clock's now (docs/product.md §17.1), and the page seeds as it loads, from
 * the real time (or the saved setting): a clock moved afterwards, in the demo console or through the control API,
 * left the seed on the days of the load (the day off no longer tomorrow, the past registrations in the clock's
 * future). So while the data is still the seed as made, a move of the clock seeds it again from the new time; once
 * anything has been written (a registration, a sign-in, an edit), the data is the tester's and stays where it is.
 * Calls wait while a reseed runs (`settled`), so none reads half the data; the tab remembers when its untouched seed
 * was made, so a page left in the middle of a reseed seeds again on its next load.
 */
export function seedFollowsClock(backend: Backend, storage?: Storage): SeedFollowingClock {
  let untouched = false;
  let reseeding = false;
  let seededAt = backend.clock.now();
  let done: Promise<void> = Promise.resolve();
  const remember = (at: number | null) => {
    try {
      if (at === null) storage?.removeItem(UNTOUCHED_SEED_KEY);
      else storage?.setItem(UNTOUCHED_SEED_KEY, String(at));
    } catch {
      /* no storage: the seed follows the clock on this load only */
    }
  };
  const reseed = () => {
    done = done
      .then(async () => {
        if (!untouched) return;
        reseeding = true;
        try {
          const at = backend.clock.now();
          await backend.reset();
          seededAt = at;
          remember(at);
        } finally {
          reseeding = false;
        }
      })
      .catch((error: unknown) => console.warn("[mock api] could not seed the demo data again", error));
  };
  const stopWrites = backend.db.onChange(() => {
    if (reseeding || !untouched) return;
    untouched = false;
    remember(null);
  });
  // the size of the move, not the time since the seed: on a running clock a Freeze at now an hour after the load
  // moves it by nothing (the comment on MOVE_MS)
  const stopClock = backend.clock.onChange((_state, movedMs) => {
    if (untouched && Math.abs(movedMs) >= MOVE_MS) reseed();
  });
  return {
    settled: () => done,
    seeded() {
      untouched = true;
      seededAt = backend.clock.now();
      remember(seededAt);
    },
    resumed() {
      const saved = Number(storage?.getItem(UNTOUCHED_SEED_KEY) ?? Number.NaN);
      if (!Number.isFinite(saved)) return;
      untouched = true;
      seededAt = saved;
      // a new load: the clock now against the one the seed was made from (a running clock's time since counts too)
      if (Math.abs(backend.clock.now() - seededAt) >= MOVE_MS) reseed();
    },
    stop() {
      stopWrites();
      stopClock();
    },
  };
}
