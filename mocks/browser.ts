import type { Clock } from "../server/clock";
import { DEMO_CLOCK_EVENT, DEMO_CLOCK_REQUEST_EVENT, type DemoClockDetail } from "../src/lib/demo-events";
import type { MockControl } from "./control";
import type { RateLimits } from "../server/rate-limit";
import type { SeedOptions } from "../server/seed/seed";
import { importInStages, nextTask } from "../src/lib/next-task";
import { preloadMockCode } from "./code-files";
import { indexedDbSnapshotStore, loadingAhead, type SnapshotStore } from "./snapshot-store";
import { seedFollowsClock } from "./seed-follows-clock";

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

/** The longest stretch seeding or restoring holds the main thread (ADR 301: 50 ms at most, 4× less on a cheap phone). */
const DATA_SLICE_MS = 10;

/**
 * The mock's code, one part at a time (ADR 301): a module graph runs in one task when it is first imported, and the
 * whole mock at once held a cheap phone's main thread for most of a second. Imported in this order, each part finds
 * what it needs already run, and the page gets the main thread back between parts. Their files are fetched together
 * (./code-files.ts), not stage by stage.
 */
async function loadMockCode() {
  const stages = [
    () => import("msw/browser"),
    () => import("@ark/util"),
    () => import("@ark/schema"),
    // ArkType builds its keywords' scopes when their files run: together one task of 150–260 ms at 4× (ADR 301)
    () => import("arktype/internal/scope.js"),
    () => import("arktype/internal/keywords/number.js"),
    () => import("arktype/internal/keywords/string.js"),
    () => import("arktype/internal/keywords/ts.js"),
    () => import("arktype/internal/keywords/constructors.js"),
    () => import("arktype/internal/keywords/builtins.js"),
    () => import("arktype"),
    // the contract's schemas, one file per task (they are built when their file runs): the endpoints' file and the
    // rules' files ran together with the contract's index in one task of 250–500 ms at 4×, the endpoints' file alone
    // 90 ms until the staff routes' schemas had a file of their own; the queries' parsers, the staff records' answers and
    // the staff accounts' records too since session 20 (docs/performance.md)
    () => import("../contract/primitives"),
    () => import("../contract/staff-accounts"),
    () => import("../contract/staff-entities"),
    () => import("../contract/entities"),
    () => import("../contract/login-rules"),
    () => import("../contract/queries"),
    () => import("../contract/requests"),
    () => import("../contract/envelopes"),
    () => import("../contract/capacity"),
    () => import("../contract/routes"),
    () => import("../contract/staff-answers"),
    () => import("../contract/staff-schemas"),
    () => import("../contract/endpoints"),
    () => import("../contract/field-errors"),
    () => import("../contract/guest-rules"),
    () => import("../contract/admin-rules"),
    () => import("../contract"),
    // the memory store: @msw/data, the tables' schemas, the ticket index, then the database that joins them
    () => import("@msw/data"),
    () => import("../server/store/rows"),
    () => import("../server/store/memory/ticket-index"),
    () => import("../server/store/memory/database"),
    () => import("../server/seed/seed"),
    () => import("../server/store/memory/memory-store"),
    () => import("../server/handlers"),
    () => import("../server/api"),
    () => import("./backend"),
    () => import("./transport"),
    () => import("./persistence"),
  ] as const;
  await importInStages(stages);
  await nextTask();
  const [{ setupWorker }, { Backend }, { createClock }, { controlOf }, { apiTransport }, persistence] = await Promise.all([
    import("msw/browser"),
    import("./backend"),
    import("../server/clock"),
    import("./control"),
    import("./transport"),
    import("./persistence"),
  ]);
  return { setupWorker, Backend, createClock, controlOf, apiTransport, ...persistence };
}

/** The app's one clock follows the mock's (src/lib/demo-events.ts DEMO_CLOCK_EVENT). */
function announceClockToTheApp(clock: Clock) {
  const announce = (changed: boolean) =>
    window.dispatchEvent(
      new CustomEvent<DemoClockDetail>(DEMO_CLOCK_EVENT, {
        detail: { now: clock.now(), frozen: clock.state().mode === "frozen", changed },
      }),
    );
  clock.onChange(() => announce(true));
  window.addEventListener(DEMO_CLOCK_REQUEST_EVENT, () => announce(false));
  announce(false);
}

/**
 * Starts the embedded backend in the page: the msw service worker hands `…/api/v1/…` to the API (server/api.ts) on
 * the memory store (restored from the last visit, or freshly seeded). Anything else goes to the network.
 */
export async function startMockApi(options: StartMockApiOptions = {}): Promise<MockApi> {
  // the code's files and the saved database are fetched and read while the code's stages run: the network's and
  // IndexedDB's work is the browser's, not the main thread's. Not before the page is React's (src/main.tsx): the files'
  // compiling then shared the main thread with the hydration (docs/performance.md, issue 38)
  void preloadMockCode(import.meta.env.BASE_URL);
  const persist = options.persist ?? true;
  const store: SnapshotStore | null = persist && typeof indexedDB !== "undefined" ? loadingAhead(indexedDbSnapshotStore()) : null;
  const { setupWorker, Backend, createClock, controlOf, apiTransport, ...persistence } = await loadMockCode();
  const { keepClockAcrossReloads, restoreOrSeed, saveOnChange } = persistence;
  const clock = createClock();
  if (persist) keepClockAcrossReloads(clock, localStorage);
  announceClockToTheApp(clock);
  const backend = new Backend({ clock, seed: options.seed ?? {}, rateLimits: options.rateLimits, cookieStyle: "script" });

  // seeding or restoring runs in short slices so the page that is already painted stays responsive (ADR 301)
  backend.db.yieldEvery(DATA_SLICE_MS, nextTask);

  const filling = store ? restoreOrSeed(backend, store, sessionStorage) : backend.reset().then(() => "seeded" as const);
  // a clock moved while the data is still this tab's seed takes the seed with it (docs/product.md §17.1); the tabs
  // share the saved data, and localStorage says whose untouched seed it is
  const seed = seedFollowsClock(backend, persist ? sessionStorage : undefined, persist ? localStorage : undefined);

  // the service worker registers while the data fills; the page's requests wait for both (src/main.tsx), and for a
  // reseed under way
  const worker = setupWorker(apiTransport((request, transport) => seed.settled().then(() => backend.api(request, transport))));
  const [origin] = await Promise.all([
    filling,
    worker.start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: "bypass",
      quiet: !options.verbose,
    }),
  ]);
  // saving first: a reseed `resumed` starts may finish before the next task, and the tab's flag already names it
  const stopSaving = store ? saveOnChange(backend, store, 400, sessionStorage) : () => {};
  if (origin === "seeded") seed.seeded();
  else seed.resumed();
  // what waits for the mock (the demo console, the page's held calls) starts in a task of its own
  await nextTask();

  const api: MockApi = {
    ...controlOf(backend),
    origin,
    // the change listener saves the fresh data
    reset: (options) => backend.reset(options).then(() => seed.seeded()),
    stop() {
      seed.stop();
      stopSaving();
      worker.stop();
    },
  };
  const name = options.exposeAs ?? "__antreanMockApi";
  if (name) (globalThis as Record<string, unknown>)[name] = api;
  return api;
}
