import { readJson, writeJson } from "./storage";

/** One API call the page made, as the app saw it (through `fetch`). */
export type CallEntry = {
  id: number;
  /** epoch ms on the mock clock when the call started */
  at: number;
  method: string;
  /** path and query, e.g. /api/v1/queues/?page=1 */
  path: string;
  /** null while pending or when the connection failed */
  status: number | null;
  durationMs: number | null;
  /** the error body's `code`, or NETWORK_ERROR / ABORTED when no answer came */
  code: string | null;
};

const KEY = "antrean-demo-console:log";
const KEEP = 300;
const KEEP_ACROSS_RELOAD = 100;

/** The live log behind the console's Log tab: a bounded list with listeners, kept across a reload in the tab. */
export class CallLog {
  #entries: CallEntry[] = [];
  #nextId = 1;
  #listeners = new Set<() => void>();

  constructor(private readonly persist = true) {
    if (!persist) return;
    const saved = readJson<CallEntry[]>(KEY);
    if (Array.isArray(saved)) {
      this.#entries = saved.slice(-KEEP_ACROSS_RELOAD);
      this.#nextId = Math.max(0, ...this.#entries.map((e) => e.id)) + 1;
    }
  }

  /** Oldest first. The same array until something changes (fit for useSyncExternalStore). */
  entries(): readonly CallEntry[] {
    return this.#entries;
  }

  start(call: Omit<CallEntry, "id" | "status" | "durationMs" | "code">): number {
    const id = this.#nextId++;
    this.#entries = [...this.#entries.slice(-(KEEP - 1)), { ...call, id, status: null, durationMs: null, code: null }];
    this.#changed();
    return id;
  }

  finish(id: number, result: Partial<Pick<CallEntry, "status" | "durationMs" | "code">>): void {
    this.#entries = this.#entries.map((entry) => (entry.id === id ? { ...entry, ...result } : entry));
    this.#changed();
  }

  clear(): void {
    this.#entries = [];
    this.#changed();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  save(): void {
    if (this.persist) writeJson(KEY, this.#entries.slice(-KEEP_ACROSS_RELOAD));
  }

  #changed(): void {
    for (const listener of this.#listeners) listener();
  }
}

export const isFailure = (entry: CallEntry) => entry.code !== null || (entry.status !== null && entry.status >= 400);

/** The Log tab's filter: free text over method, path, status and code (case-insensitive), optionally failures only. */
export function matchesFilter(entry: CallEntry, text: string, failuresOnly: boolean): boolean {
  if (failuresOnly && !isFailure(entry)) return false;
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const haystack = `${entry.method} ${entry.path} ${entry.status ?? "pending"} ${entry.code ?? ""}`.toLowerCase();
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}

/**
 * Wraps the page's `fetch` so every call to `/api/v1/…` lands in the log with its status, duration and error code.
 * The app's client (redaxios) looks `fetch` up on every call, so wrapping before the first render catches all.
 */
export function recordApiCalls(log: CallLog, now: () => number, target: { fetch: typeof fetch } = globalThis): () => void {
  const original = target.fetch;
  const call = original.bind(target);
  const wrapped: typeof fetch = async (input, init) => {
    // not `new Request(input)`: that would take over a request's body before the real fetch reads it
    const isRequest = typeof Request !== "undefined" && input instanceof Request;
    const url = new URL(isRequest ? input.url : String(input), globalThis.location?.href ?? "http://localhost/");
    if (!url.pathname.includes("/api/v1/")) return call(input, init);
    const method = (init?.method ?? (isRequest ? input.method : "GET")).toUpperCase();
    const started = performance.now();
    const id = log.start({ at: now(), method, path: url.pathname + url.search });
    const took = () => Math.round(performance.now() - started);
    try {
      const response = await call(input, init);
      const durationMs = took();
      log.finish(id, { status: response.status, durationMs });
      if (!response.ok) {
        response
          .clone()
          .json()
          .then(
            (body: unknown) => {
              const code = (body as { code?: unknown } | null)?.code;
              log.finish(id, { code: typeof code === "string" ? code : `HTTP_${response.status}` });
            },
            () => log.finish(id, { code: `HTTP_${response.status}` }),
          );
      }
      return response;
    } catch (error) {
      log.finish(id, { durationMs: took(), code: (error as Error | null)?.name === "AbortError" ? "ABORTED" : "NETWORK_ERROR" });
      throw error;
    }
  };
  target.fetch = wrapped;
  return () => {
    if (target.fetch === wrapped) target.fetch = original;
  };
}
