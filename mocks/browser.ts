import { createClock, type Clock } from "../server/clock";
import { DEMO_CLOCK_EVENT, DEMO_CLOCK_REQUEST_EVENT, type DemoClockDetail } from "../src/lib/demo-events";
import type { ServerControl } from "./control";
import type { FaultControl, FaultRoute, Fault } from "./faults";
import type { RateLimits } from "../server/rate-limit";
import type { SeedOptions } from "../server/seed/seed";
import type { TableName } from "../server/store/rows";
import { keepClockAcrossReloads } from "./clock-across-reloads";
import { apiFollowsOffline } from "./api-follows-offline";
import {
  PENDING_KEY,
  pendingRows,
  type Answer,
  type DataCalls,
  type FaultList,
  type FromWorker,
  type StorageArea,
  type ToWorker,
} from "./api-worker-messages";
import { UNTOUCHED_SEED_KEY, SHARED_SEED_KEY } from "./seed-follows-clock";

export type StartMockApiOptions = {
  /** Demo data for a fresh start or a reset (default: 3,000 tickets). */
  seed?: SeedOptions;
  /** Keep the database (IndexedDB) and the clock setting (localStorage) across reloads. Default true. */
  persist?: boolean;
  rateLimits?: RateLimits | false;
  /** Also put the control object on `window` under this name, for the console and e2e. Default "__antreanMockApi"; false for none. */
  exposeAs?: string | false;
};

/** The demo's database, from the page (the worker holds it): the console's Data tab and e2e. */
export type DemoData = {
  /** Rows per table, as of the worker's last writes. */
  counts(): Record<TableName, number>;
  /** The whole database as the console's export file (JSON). */
  exportDatabase(): Promise<string>;
  /** Replaces the database with an exported file's; the tickets it holds. */
  importDatabase(text: string): Promise<number>;
  /** Saved where the next load restores it from, now. */
  saveNow(): Promise<void>;
  /** e2e: a ticket changed straight in the database, as another counter's own call would. */
  updateTicket(uuid: string, changes: Record<string, unknown>): Promise<void>;
};

export type MockApi = ServerControl & {
  /** Whether this start restored the saved database or seeded a fresh one. */
  origin: "restored" | "seeded";
  data: DemoData;
  stop(): void;
};

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The items of the page's Web Storage the worker's code reads (./persistence.ts, ./seed-follows-clock.ts). */
const MIRRORED: Record<StorageArea, readonly string[]> = { session: [PENDING_KEY, UNTOUCHED_SEED_KEY], local: [SHARED_SEED_KEY] };

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
 * The faults as the page's callers set and read them (synchronously). The worker's list is the truth: each change goes
 * to it alone (one route set, one or all cleared), so a `times` a request ran down there is never put back; after each
 * change and each take it sends its list with the page's last change it had, and the page's copy follows the list of
 * its latest change (an older one is followed by the list of the newer change).
 */
export function pageFaults(send: (message: DistributiveOmit<ToWorker, "at">) => void) {
  let faults: FaultList = {};
  let version = 0;
  const control: FaultControl = {
    set(route: FaultRoute, fault: Fault) {
      faults = { ...faults, [route]: { ...fault } };
      send({ kind: "fault", version: ++version, set: { route, fault: { ...fault } } });
    },
    clear(route?: FaultRoute) {
      if (route === undefined) faults = {};
      else {
        faults = { ...faults };
        delete faults[route];
      }
      send({ kind: "fault", version: ++version, clear: route });
    },
    list: () => ({ ...faults }),
    expireAccessTokens: () => send({ kind: "expire-access-tokens" }),
  };
  const fromWorker = (workerVersion: number, list: FaultList) => {
    if (workerVersion === version) faults = list;
  };
  return { control, fromWorker };
}

function storageOf(area: StorageArea): Storage {
  return area === "session" ? sessionStorage : localStorage;
}

/**
 * Starts the embedded backend (ADR 301): the msw service worker hands `…/api/v1/…` to the page, which hands it to the
 * API (server/api.ts) on the memory store in a Web Worker (./api-worker.ts: restored from the last visit, or freshly
 * seeded). The mock's code, its data and every answer's work run there, off the main thread; the page keeps the clock
 * (it announces it to the app), the faults, the rows per table and the last unsaved rows, so the demo console and the
 * e2e helpers read them synchronously as before. Anything else goes to the network.
 */
export async function startMockApi(options: StartMockApiOptions = {}): Promise<MockApi> {
  const persist = options.persist ?? true;
  const worker = new Worker(new URL("./api-worker.ts", import.meta.url), { type: "module", name: "antrean-mock-api" });
  // with the page's time: the worker's clock and a fault's latency follow the page's (api-worker.ts)
  const send = (message: DistributiveOmit<ToWorker, "at">, transfer: Transferable[] = []) =>
    worker.postMessage({ ...message, at: Date.now() }, transfer);

  const clock = createClock();
  if (persist) keepClockAcrossReloads(clock, localStorage);
  const storage = { session: {}, local: {} } as Record<StorageArea, Record<string, string>>;
  if (persist)
    for (const area of ["session", "local"] as const)
      for (const key of MIRRORED[area]) {
        const value = storageOf(area).getItem(key);
        if (value !== null) storage[area][key] = value;
      }
  send({ kind: "start", seed: options.seed ?? {}, rateLimits: options.rateLimits, clock: clock.state(), persist, storage });
  clock.onChange((state) => send({ kind: "clock", state }));
  announceClockToTheApp(clock);

  const faults = pageFaults(send);
  let counts = {} as Record<TableName, number>;
  let rateLimits: RateLimits | null = null;
  // the rows the worker wrote since its last save ended (./persistence.ts saveOnChange)
  const unsaved = pendingRows();
  const answers = new Map<number, (answer: Answer) => void>();
  const results = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  let isReady: (origin: "restored" | "seeded") => void = () => undefined;
  let notReady: (error: Error) => void = () => undefined;
  const ready = new Promise<"restored" | "seeded">((resolve, reject) => {
    isReady = resolve;
    notReady = reject;
  });
  // awaited below, after msw's import: a failure before then is not an unhandled rejection
  ready.catch(() => undefined);
  // the worker did not start (or died): `ready` fails (src/main.tsx says so), so does every answer and result waited
  // for and every later one, rather than the demo hanging
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    notReady(failure);
    for (const resolve of answers.values()) resolve({ networkError: true });
    answers.clear();
    for (const waiting of results.values()) waiting.reject(failure);
    results.clear();
  };
  worker.addEventListener("error", (event) => fail(new Error(`the mock API's worker failed: ${event.message}`)));
  worker.addEventListener("messageerror", () => fail(new Error("the mock API's worker sent a message it could not read")));

  worker.addEventListener("message", ({ data: message }: MessageEvent<FromWorker>) => {
    switch (message.kind) {
      case "ready":
        rateLimits = message.rateLimits;
        return isReady(message.origin);
      case "answer":
        answers.get(message.id)?.(message.answer);
        answers.delete(message.id);
        return;
      case "result": {
        const waiting = results.get(message.id);
        results.delete(message.id);
        if (message.error === undefined) waiting?.resolve(message.value);
        else waiting?.reject(new Error(message.error));
        return;
      }
      case "failed":
        return fail(new Error(`the mock API did not start: ${message.error}`));
      case "faults":
        return faults.fromWorker(message.version, message.faults);
      case "wait":
        setTimeout(() => send({ kind: "waited", id: message.id }), message.ms);
        return;
      case "data":
        counts = message.counts;
        if (message.unsaved) unsaved.add(message.unsaved);
        return;
      case "storage":
        if (message.area === "session" && message.key === PENDING_KEY && message.value === null) unsaved.drop();
        if (!persist) return;
        if (message.value === null) storageOf(message.area).removeItem(message.key);
        else storageOf(message.area).setItem(message.key, message.value);
        return;
    }
  });
  // another tab's change of a shared item (the untouched seed's stamp) reaches this tab's worker too
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage && event.key && MIRRORED.local.includes(event.key))
      send({ kind: "storage", area: "local", key: event.key, value: event.newValue });
  };
  addEventListener("storage", onStorage);
  // the page goes: the rows not yet saved go to sessionStorage synchronously (the IndexedDB save may not finish), and
  // the worker saves at once
  const onLeave = () => {
    if (persist) unsaved.writeTo(sessionStorage);
    send({ kind: "save" });
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") onLeave();
  };
  // `visibilitychange` misses some same-tab navigations (a page that never counted as shown, e.g. headless);
  // `pagehide` fires on every unload
  document.addEventListener("visibilitychange", onHidden);
  addEventListener("pagehide", onLeave);

  const call = <Name extends keyof DataCalls>(name: Name, ...args: Parameters<DataCalls[Name]>) =>
    new Promise<ReturnType<DataCalls[Name]>>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = ++nextId;
      results.set(id, { resolve: resolve as (value: unknown) => void, reject });
      send({ kind: "call", id, name, args });
    });

  const { HttpResponse } = await import("msw");
  const { PageApiHandler } = await import("./page-api-handler");
  const { setupWorker } = await import("msw/browser");
  // msw as the API's transport (docs/decisions/102-mock-routing.md): the request as it is, with the document's cookies
  // (./page-api-handler.ts: a Request made in the page carries no Cookie header); Set-Cookie back in msw's own form (it
  // writes `document.cookie`), a dropped connection as msw's error
  const handler = new PageApiHandler(async ({ request, cookie }) => {
    // the API is a server elsewhere: with the phone offline (no signal at the market) no call reaches it, as in the
    // real-API build, where a demo in the page answered all the same under the page's own 'Tidak ada koneksi internet.';
    // the console's Faults tab turns it off, for a demo presented with no network at all
    if (!navigator.onLine && apiFollowsOffline()) return HttpResponse.error();
    const id = ++nextId;
    const body = request.method === "GET" || request.method === "HEAD" ? null : await request.arrayBuffer();
    const answer = await new Promise<Answer>((resolve) => {
      if (failure) return resolve({ networkError: true });
      answers.set(id, resolve);
      send(
        { kind: "request", id, url: request.url, method: request.method, headers: [...request.headers], body, cookie },
        body ? [body] : [],
      );
    });
    if ("networkError" in answer) return HttpResponse.error();
    const headers = new Headers(answer.headers);
    for (const cookie of answer.setCookies) headers.append("Set-Cookie", cookie);
    return new HttpResponse(answer.body, { status: answer.status, statusText: answer.statusText, headers });
  });
  const serviceWorker = setupWorker(handler);
  const [origin] = await Promise.all([
    ready,
    serviceWorker.start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: "bypass",
      quiet: true,
    }),
  ]);

  const api: MockApi = {
    clock,
    faults: faults.control,
    rateLimits: {
      set(limits) {
        rateLimits = limits;
        send({ kind: "rate-limits", limits });
      },
      current: () => rateLimits as RateLimits,
    },
    reset: (seed) => call("reset", seed),
    counts: () => call("counts"),
    origin,
    data: {
      counts: () => counts,
      exportDatabase: () => call("exportDatabase"),
      importDatabase: (text) => call("importDatabase", text),
      saveNow: () => call("saveNow"),
      updateTicket: (uuid, changes) => call("updateTicket", uuid, changes),
    },
    stop() {
      serviceWorker.stop();
      worker.terminate();
      removeEventListener("storage", onStorage);
      removeEventListener("pagehide", onLeave);
      document.removeEventListener("visibilitychange", onHidden);
    },
  };
  const name = options.exposeAs ?? "__antreanMockApi";
  if (name) (globalThis as Record<string, unknown>)[name] = api;
  return api;
}
