import { Backend } from "./backend";
import { createClock } from "../server/clock";
import { endpointOf } from "../contract/endpoint-of";
import { checkAnswer } from "../contract/response-check";
import { routeOf } from "../server/api";
import { cookiesOfHeader, setCookiesOf } from "../server/handlers/respond";
import type { EndpointName } from "../contract/endpoints";
import { tableNames, type TableName } from "../server/store/rows";
import { exportDatabase, importDatabase, saveDatabaseNow } from "./database-file";
import { changesSincePost, restoreOrSeed, saveOnChange } from "./persistence";
import { seedFollowsClock } from "./seed-follows-clock";
import { indexedDbSnapshotStore, loadingAhead, markSaves, type SnapshotStore } from "./snapshot-store";
import { randomId } from "./random-id";
import { PENDING_KEY, type DataCalls, type FromWorker, type StorageArea, type ToWorker } from "./api-worker-messages";

/**
 * The demo's API in a Web Worker of its own (ADR 301): the mock's code (ArkType, the contract's schemas, @msw/data,
 * the store and its seed), each request's handling and its answer's check run here, off the page's main thread. The
 * page (./browser.ts) hands msw's requests over and keeps what its callers read synchronously; a worker has IndexedDB
 * but no Web Storage, so the items the persistence and the seed's tab rules read are the page's, mirrored here.
 */
/** A port the API is served on: the worker's global scope, or a MessageChannel's port in the unit tests. */
export type ApiPort = {
  postMessage(message: FromWorker, transfer: Transferable[]): void;
  addEventListener(type: "message", listener: (event: MessageEvent<ToWorker>) => void): void;
};

/** The page's sessionStorage or localStorage as far as the worker's code uses it: reads from the copy, writes to both. */
function mirroredStorage(area: StorageArea, items: Map<string, string>, post: (message: FromWorker) => void): Storage {
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      items.set(key, value);
      post({ kind: "storage", area, key, value });
    },
    removeItem(key: string) {
      items.delete(key);
      post({ kind: "storage", area, key, value: null });
    },
    clear() {
      for (const key of [...items.keys()]) this.removeItem(key);
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The contract's verdict on an answer the API made (contract/response-check.ts), checked here where it is made: the
 * demo's page does not load the contract's schemas to check it again (src/lib/env.ts `validateResponses`, ADR 301).
 * Null when it fits, or for an answer that is not JSON (a file, a dropped connection).
 */
export async function contractProblem(
  name: EndpointName | undefined,
  response: Response,
  body: ArrayBuffer,
): Promise<string | null> {
  if (!name || !response.headers.get("Content-Type")?.includes("json")) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return `${name} answered ${response.status} with a body that is not JSON`;
  }
  const problem = checkAnswer(await endpointOf(name), response.status, parsed);
  return problem && `${name} answered ${response.status} outside the contract: ${problem}`;
}

/**
 * Serves the demo's API on `port`: the worker's global scope (below), or a MessageChannel's port in the unit tests,
 * which also give the store a persisting start saves to (IndexedDB's stand-in). Returns a function that stops its
 * saves and its posts of the rows (the tests' served APIs end with their test; the worker's ends with its page).
 */
export function serveApi(port: ApiPort, options: { store?: SnapshotStore } = {}): () => Promise<void> {
  const post = (message: FromWorker, transfer: Transferable[] = []) => port.postMessage(message, transfer);

  /**
   * The page's time: the worker's clock reads the page's `Date.now()` as of its last message, run on since. A page whose
   * clock a test has installed and moved (Playwright's `page.clock`) thus moves the API's time too, as when the mock
   * ran in the page; so do a fault's latency's timers, which the page runs (`waitOnThePage`).
   */
  let pageSkewMs = 0;
  const pageNow = () => Date.now() + pageSkewMs;
  const waiting = new Map<number, () => void>();
  let nextWait = 0;
  const waitOnThePage = (ms: number) =>
    new Promise<void>((resolve) => {
      const id = ++nextWait;
      waiting.set(id, resolve);
      post({ kind: "wait", id, ms });
    });

  /** Messages before the start has finished wait for it, in order. */
  let started: Promise<Started> | null = null;
  type Started = Awaited<ReturnType<typeof start>>;
  const storageItems: Record<StorageArea, Map<string, string>> = { session: new Map(), local: new Map() };
  /** The page's last fault change applied here (`fault` messages), sent back with each list. */
  let faultsVersion = 0;
  /**
   * The cookies this worker's answers set, laid over the document's on each request: every tab runs its own worker
   * (its own store and keys) while `document.cookie` is the browser's, so another tab's refresh token there is one this
   * worker never issued (ADR 103). A cleared cookie is dropped here and read from the document again.
   */
  const ownCookies = new Map<string, string>();
  const keepOwnCookies = (setCookies: readonly string[]) => {
    for (const setCookie of setCookies) {
      const [pair = ""] = setCookie.split(";", 1);
      const cleared = /;\s*max-age=0\s*(;|$)/i.test(setCookie);
      for (const [name, value] of Object.entries(cookiesOfHeader(pair))) {
        if (cleared) ownCookies.delete(name);
        else ownCookies.set(name, value);
      }
    }
  };

  async function start(message: Extract<ToWorker, { kind: "start" }>) {
    for (const area of ["session", "local"] as const) storageItems[area] = new Map(Object.entries(message.storage[area]));
    const session = mirroredStorage("session", storageItems.session, post);
    const local = mirroredStorage("local", storageItems.local, post);
    const clock = createClock(pageNow);
    clock.restore(message.clock);
    // every save this worker makes carries its id, and its unsaved rows name the save they lie over (./persistence.ts)
    const writer = randomId();
    const store = message.persist ? markSaves(options.store ?? loadingAhead(indexedDbSnapshotStore()), writer) : null;
    const backend = new Backend({
      clock,
      seed: message.seed,
      rateLimits: message.rateLimits,
      cookieStyle: "script",
      wait: waitOnThePage,
      // the page's list at once, not after the answer: a fault's latency may hold that for a minute
      onFaultTaken: () => sendFaults(),
    });
    const sendFaults = () => post({ kind: "faults", version: faultsVersion, faults: backend.faults.list() });
    const filling = store
      ? restoreOrSeed(backend, store, session)
      : backend.reset().then(() => ({ origin: "seeded" as const, basedOn: null, lineage: [] }));
    // a clock moved while the data is still this tab's seed takes the seed with it (docs/product.md §17.1)
    const seed = seedFollowsClock(backend, message.persist ? session : undefined, message.persist ? local : undefined);
    const { origin, basedOn, lineage } = await filling;
    // the rows the page keeps while a save has not ended are the changes since the store's copy: every table at the
    // first writes while the store holds none of this data (a fresh seed; a restore whose own save failed and left
    // the carried-over rows in place)
    const changes = changesSincePost(backend.db, {
      wholeFirst: origin === "seeded" || session.getItem(PENDING_KEY) !== null,
      base: { writer, basedOn, lineage },
    });
    // the page says when it is hidden or goes ("save"): the save the debounce would start later starts then
    const leaving = new Set<() => void>();
    const stopSaving = store
      ? saveOnChange(backend, store, {
          pending: session,
          whenLeaving: (onLeave) => {
            leaving.add(onLeave);
            return () => leaving.delete(onLeave);
          },
          onSaved: () => changes.saved(),
        })
      : () => undefined;
    if (origin === "seeded") seed.seeded();
    else seed.resumed();

    // after writes: the rows per table for the console, and the rows written since the last post for the page to
    // keep if it goes before the save has ended (saveOnChange drops them from sessionStorage then: the page hears
    // that and drops its rows too)
    let written = false;
    const counts = () =>
      Object.fromEntries(tableNames.map((table) => [table, backend.db.count(table)])) as Record<TableName, number>;
    const sendData = () => {
      if (!written) return;
      written = false;
      post({ kind: "data", counts: counts(), unsaved: store ? changes.take(clock.now()) : undefined });
    };
    const stopPosting = backend.db.onChange(() => {
      if (written) return;
      written = true;
      setTimeout(sendData);
    });
    post({ kind: "data", counts: counts() });
    post({ kind: "ready", origin, rateLimits: backend.rateLimiter.current() });
    const stop = () => {
      stopSaving();
      stopPosting();
      changes.stop();
      seed.stop();
    };
    return { backend, seed, store, sendData, sendFaults, leave: () => leaving.forEach((onLeave) => onLeave()), stop };
  }

  async function answer({ backend, seed, sendData }: Started, message: Extract<ToWorker, { kind: "request" }>) {
    const request = new Request(message.url, {
      method: message.method,
      headers: message.headers,
      body: message.body && message.method !== "GET" && message.method !== "HEAD" ? message.body : null,
    });
    await seed.settled();
    const cookies = { ...cookiesOfHeader(message.cookie), ...Object.fromEntries(ownCookies) };
    const response = await backend.api(request, { cookies });
    // the page's copy of the rows first: a page that goes right after this answer has them
    sendData();
    if (response.type === "error") return post({ kind: "answer", id: message.id, answer: { networkError: true } });
    const setCookies = setCookiesOf(response);
    keepOwnCookies(setCookies);
    const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== "set-cookie");
    const body = await response.arrayBuffer();
    const problem = await contractProblem(routeOf(response), response, body);
    if (problem) {
      console.error(`[mock api worker] ${problem}`);
      const text = new TextEncoder().encode(JSON.stringify({ error: problem, code: "CONTRACT" })).buffer;
      const json: [string, string][] = [["Content-Type", "application/json"]];
      return post(
        { kind: "answer", id: message.id, answer: { status: 500, statusText: "", headers: json, setCookies: [], body: text } },
        [text],
      );
    }
    post(
      {
        kind: "answer",
        id: message.id,
        answer: { status: response.status, statusText: response.statusText, headers, setCookies, body },
      },
      [body],
    );
  }

  async function call({ backend, seed, store }: Started, name: keyof DataCalls, args: unknown[]): Promise<unknown> {
    // as a request does: no call reads or writes half a reseed's data (a reseed now ends within the task that
    // started it, the seed never yielding in the worker; this keeps it true if it ever does)
    await seed.settled();
    const db = backend.db;
    const now = () => backend.clock.now();
    switch (name) {
      case "reset":
        // a fresh seed follows the clock again until something is written (docs/product.md §17.1)
        return backend.reset(args[0] as Parameters<DataCalls["reset"]>[0]).then(() => seed.seeded());
      case "counts":
        return backend.store.counts();
      case "exportDatabase":
        return exportDatabase(db, now());
      case "importDatabase":
        return importDatabase(db, args[0] as string);
      case "saveNow":
        // the worker's own store (its saves marked): a save of none would drop this tab's later unsaved rows
        return store ? saveDatabaseNow(db, now(), store) : undefined;
      case "updateTicket": {
        const row = db.tickets.get(args[0] as string);
        if (!row) throw new Error(`no ticket ${String(args[0])}`);
        return db.update("tickets", row, args[1] as Partial<typeof row>);
      }
    }
  }

  /** The start failed: every request then is a dropped connection, every call an error (the page has been told). */
  function refuse(message: ToWorker, error: unknown) {
    if (message.kind === "request") post({ kind: "answer", id: message.id, answer: { networkError: true } });
    if (message.kind === "call") post({ kind: "result", id: message.id, error: errorText(error) });
  }

  port.addEventListener("message", (event) => {
    const message = event.data;
    pageSkewMs = message.at - Date.now();
    if (message.kind === "waited") {
      waiting.get(message.id)?.();
      waiting.delete(message.id);
      return;
    }
    if (message.kind === "start") {
      started = start(message);
      started.catch((error: unknown) => {
        console.error("[mock api worker] the start failed", error);
        post({ kind: "failed", error: errorText(error) });
      });
      return;
    }
    if (message.kind === "storage") {
      // another tab's change: read at once, before the start's own code reads it
      if (message.value === null) storageItems[message.area].delete(message.key);
      else storageItems[message.area].set(message.key, message.value);
      return;
    }
    if (!started) return refuse(message, new Error("a message before the start"));
    void started.then(
      async (worker) => {
        const { backend } = worker;
        switch (message.kind) {
          case "request":
            return answer(worker, message).catch((error: unknown) => {
              console.error("[mock api worker] the request failed", error);
              post({ kind: "answer", id: message.id, answer: { networkError: true } });
            });
          case "call":
            return call(worker, message.name, message.args).then(
              (value) => {
                // the page's copy of the rows before the result, as for an answer: a page that goes right after has them
                worker.sendData();
                post({ kind: "result", id: message.id, value });
              },
              (error: unknown) => post({ kind: "result", id: message.id, error: errorText(error) }),
            );
          case "clock":
            return backend.clock.restore(message.state);
          case "fault":
            faultsVersion = message.version;
            if (message.set) backend.faults.set(message.set.route, message.set.fault);
            else backend.faults.clear(message.clear);
            return worker.sendFaults();
          case "expire-access-tokens":
            return backend.faults.expireAccessTokens();
          case "rate-limits":
            return backend.rateLimiter.configure(message.limits);
          case "save":
            return worker.leave();
        }
      },
      (error: unknown) => refuse(message, error),
    );
  });
  return async () => {
    const worker = await started?.catch(() => null);
    worker?.stop();
  };
}

// in the worker (not when the unit tests import this file to serve it on a MessageChannel's port)
declare const WorkerGlobalScope: unknown;
if (typeof WorkerGlobalScope !== "undefined") serveApi(globalThis as unknown as ApiPort);
