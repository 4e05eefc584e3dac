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

/**
 * Starts the embedded backend in the page: the msw service worker answers `…/api/v1/…` from an in-memory
 * database (restored from the last visit, or freshly seeded). Anything else goes to the network.
 */
export async function startMockApi(options: StartMockApiOptions = {}): Promise<MockApi> {
  const persist = options.persist ?? true;
  const clock = createClock();
  if (persist) keepClockAcrossReloads(clock, localStorage);
  const backend = new Backend({ clock, seed: options.seed ?? {}, rateLimits: options.rateLimits, cookieStyle: "script" });

  const store: SnapshotStore | null = persist && typeof indexedDB !== "undefined" ? indexedDbSnapshotStore() : null;
  const origin = store ? await restoreOrSeed(backend, store, sessionStorage) : (await backend.reset(), "seeded" as const);
  const stopSaving = store ? saveOnChange(backend, store, 400, sessionStorage) : () => {};

  const worker = setupWorker(...createHandlers(backend));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: "bypass",
    quiet: !options.verbose,
  });

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
