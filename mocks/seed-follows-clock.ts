import type { Backend } from "./backend";
import { randomId } from "./random-id";

/** A move of the clock smaller than this (the console's Freeze at now, Run) leaves the seed where it is. */
const MOVE_MS = 60_000;

/** sessionStorage: the untouched seed this tab made (when, and its stamp), while nothing has been written since. */
export const UNTOUCHED_SEED_KEY = "antrean-mock-api:untouched-seed-at";
/**
 * localStorage, shared by the origin's tabs like the IndexedDB snapshot: the stamp of the untouched seed the shared
 * data holds; a write in any tab removes it.
 */
export const SHARED_SEED_KEY = "antrean-mock-api:untouched-seed";

type UntouchedSeed = { at: number; stamp: string };

export type SeedFollowingClock = {
  /** Resolves once the data follows the clock (at once unless a reseed is under way). */
  settled(): Promise<void>;
  /** The data was just seeded afresh (a first visit, or a reset): it follows the clock until something is written. */
  seeded(): void;
  /** The data was restored: if it is this tab's seed nothing has been written to, it follows the clock again (now too). */
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
 * Tabs share the saved data but not their sessionStorage: a tab reseeds only while the shared stamp is still its
 * seed's, so it never saves its fresh seed over what another tab wrote (`shared`, localStorage).
 */
export function seedFollowsClock(backend: Backend, storage?: Storage, shared?: Storage): SeedFollowingClock {
  // writes before `seeded` or `resumed` are the load's own (the seed, the restore), not the tester's
  let started = false;
  let untouched = false;
  let reseeding = false;
  let stamp = "";
  let done: Promise<void> = Promise.resolve();
  const attempt = (action: () => void) => {
    try {
      action();
    } catch {
      /* no storage: the seed follows the clock on this load only */
    }
  };
  const remember = (at: number | null) =>
    attempt(() => {
      if (at === null) storage?.removeItem(UNTOUCHED_SEED_KEY);
      else storage?.setItem(UNTOUCHED_SEED_KEY, JSON.stringify({ at, stamp } satisfies UntouchedSeed));
    });
  const ownsSharedData = () => {
    try {
      return !shared || shared.getItem(SHARED_SEED_KEY) === stamp;
    } catch {
      return true;
    }
  };
  const letGo = () => {
    untouched = false;
    remember(null);
  };
  const reseed = () => {
    done = done
      .then(async () => {
        if (!untouched) return;
        if (!ownsSharedData()) return letGo();
        reseeding = true;
        try {
          const at = backend.clock.now();
          await backend.reset();
          remember(at);
        } finally {
          reseeding = false;
        }
      })
      .catch((error: unknown) => console.warn("[mock api] could not seed the demo data again", error));
  };
  const stopWrites = backend.db.onChange(() => {
    if (reseeding || !started) return;
    // the shared data is no tab's untouched seed any more
    attempt(() => shared?.removeItem(SHARED_SEED_KEY));
    if (untouched) letGo();
  });
  // the size of the move, not the time since the seed: on a running clock a Freeze at now an hour after the load
  // moves it by nothing (the comment on MOVE_MS)
  const stopClock = backend.clock.onChange((_state, movedMs) => {
    if (untouched && Math.abs(movedMs) >= MOVE_MS) reseed();
  });
  return {
    settled: () => done,
    seeded() {
      started = true;
      untouched = true;
      stamp = `${backend.clock.now()}-${randomId()}`;
      remember(backend.clock.now());
      attempt(() => shared?.setItem(SHARED_SEED_KEY, stamp));
    },
    resumed() {
      started = true;
      let saved: UntouchedSeed | null = null;
      try {
        saved = JSON.parse(storage?.getItem(UNTOUCHED_SEED_KEY) ?? "null") as UntouchedSeed | null;
      } catch {
        /* not a seed this tab made */
      }
      if (!saved || !Number.isFinite(saved.at) || typeof saved.stamp !== "string") return;
      stamp = saved.stamp;
      if (!ownsSharedData()) return letGo();
      untouched = true;
      // a new load: the clock now against the one the seed was made from (a running clock's time since counts too)
      if (Math.abs(backend.clock.now() - saved.at) >= MOVE_MS) reseed();
    },
    stop() {
      stopWrites();
      stopClock();
    },
  };
}
