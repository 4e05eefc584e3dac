import { setupWorker } from "msw/browser";
import { Backend } from "./backend";
import { createClock } from "./clock";
import { controlOf, type MockControl } from "./control";
import { indexedDbSnapshotStore, type SnapshotStore } from "./db/snapshot";
import { createHandlers } from "./handlers";
import { keepClockAcrossReloads, restoreOrSeed, saveOnChange } from "./persistence";
import type { RateLimits } from "./rate-limit";
import type { SeedOptions } from "./seed/seed";

export type StartMockApiOptions = {
  /** Demo data for a fresh start or a reset (default: 3,000 tickets). */
  seed?: SeedOptions;
  /** Keep the database (IndexedDB) and the clock setting (localStorage) across reloads. Default true. */
  persist?: boolean;
  rateLimits?: RateLimits | false;
  /** Log every mocked request in the console (msw's log). Default false. */
  verbose?: boolean;
  /** Also put the control object on `window` under this name, for the console and e2e. Default "__antreanMockApi"; false for none. */
  exposeAs?: string | false;
};

export type MockApi = MockControl & {
  /** Whether this start restored the saved database or seeded a fresh one. */
  origin: "restored" | "seeded";
  /** Fresh demo data (also replaces the saved copy). */
  reset(seed?: SeedOptions): Promise<void>;
  stop(): void;
};

/** The longest stretch seeding or restoring holds the main thread (ADR 808: 50 ms at most, 4× less on a cheap phone). */
const DATA_SLICE_MS = 10;

/**
 * Starts the embedded backend in the page: the msw service worker answers `…/api/v1/…` from an in-memory
 * database (restored from the last visit, or freshly seeded). Anything else goes to the network.
 */
export async function startMockApi(options: StartMockApiOptions = {}): Promise<MockApi> {
  const persist = options.persist ?? true;
  const clock = createClock();
  if (persist) keepClockAcrossReloads(clock, localStorage);
  const backend = new Backend({ clock, seed: options.seed ?? {}, rateLimits: options.rateLimits, cookieStyle: "script" });

  // seeding or restoring runs in short slices so the page that is already painted stays responsive (ADR 808)
  backend.db.yieldEvery(DATA_SLICE_MS);

  const store: SnapshotStore | null = persist && typeof indexedDB !== "undefined" ? indexedDbSnapshotStore() : null;
  const filling = store ? restoreOrSeed(backend, store, sessionStorage) : backend.reset().then(() => "seeded" as const);

  // the service worker registers while the data fills; the page's requests wait for both (src/main.tsx)
  const worker = setupWorker(...createHandlers(backend));
  const [origin] = await Promise.all([
    filling,
    worker.start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: "bypass",
      quiet: !options.verbose,
    }),
  ]);
  const stopSaving = store ? saveOnChange(backend, store, 400, sessionStorage) : () => {};

  const api: MockApi = {
    ...controlOf(backend),
    origin,
    reset: (seed) => backend.reset(seed), // the change listener saves the fresh data
    stop() {
      stopSaving();
      worker.stop();
    },
  };
  const name = options.exposeAs ?? "__antreanMockApi";
  if (name) (globalThis as Record<string, unknown>)[name] = api;
  return api;
}
