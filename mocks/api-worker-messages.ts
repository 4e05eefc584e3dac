import type { ClockState } from "../server/clock";
import type { RateLimits } from "../server/rate-limit";
import type { SeedOptions } from "../server/seed/seed";
import type { TableName } from "../server/store/rows";
import type { Fault, FaultRoute } from "./faults";
import type { SaveMark } from "./snapshot";

/**
 * What the page (./browser.ts) and the demo's API worker (./api-worker.ts) say to each other (ADR 301). The page keeps
 * what its callers read synchronously — the clock, the faults, the rows per table, the last unsaved rows — and the
 * worker keeps the backend. Messages on one port arrive in order, so a fault or a clock set before a request reaches
 * the worker before it.
 */

export type FaultList = Partial<Record<FaultRoute, Fault>>;

/** Web Storage the worker's code reads and writes (./persistence.ts, ./seed-follows-clock.ts), kept by the page. */
export type StorageArea = "session" | "local";

/** The worker's answers to the page's data calls (the demo console, e2e). */
export type DataCalls = {
  reset(seed?: SeedOptions): void;
  counts(): Record<TableName, number>;
  exportDatabase(): string;
  /** the tickets in the imported file */
  importDatabase(text: string): number;
  saveNow(): void;
  /** e2e: a change made straight in the database, as another counter's own call would */
  updateTicket(uuid: string, changes: Record<string, unknown>): void;
};

/** Every message to the worker carries the page's `Date.now()` (`at`), see `PageTime`. */
export type ToWorker = (
  | {
      kind: "start";
      seed: SeedOptions;
      rateLimits?: RateLimits | false;
      clock: ClockState;
      persist: boolean;
      /** the items the worker's code reads, as the page's storage holds them now */
      storage: Record<StorageArea, Record<string, string>>;
    }
  | {
      kind: "request";
      id: number;
      url: string;
      method: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
      /** the cookies the request carries, as a Cookie header would (the page's document's: ./page-api-handler.ts) */
      cookie: string;
    }
  | { kind: "call"; id: number; name: keyof DataCalls; args: unknown[] }
  | { kind: "clock"; state: ClockState }
  /**
   * One change of the page's callers: set one route's fault, or clear one route's or all (`clear` undefined); `version`
   * counts the page's changes. The worker's list is the truth (a request's take runs its `times` down there)
   */
  | ({ kind: "fault"; version: number } & (
      { set: { route: FaultRoute; fault: Fault }; clear?: never } | { set?: never; clear?: FaultRoute }
    ))
  | { kind: "expire-access-tokens" }
  | { kind: "rate-limits"; limits: RateLimits }
  /** another tab changed an item the worker reads (the page's `storage` event) */
  | { kind: "storage"; area: StorageArea; key: string; value: string | null }
  /** the page is hidden or goes: save now */
  | { kind: "save" }
  /** a fault's latency has passed on the page's timers */
  | { kind: "waited"; id: number }
) & { at: number };

export type Answer =
  | { status: number; statusText: string; headers: [string, string][]; setCookies: string[]; body: ArrayBuffer }
  | { networkError: true };

export type FromWorker =
  | { kind: "ready"; origin: "restored" | "seeded"; rateLimits: RateLimits }
  | { kind: "answer"; id: number; answer: Answer }
  | { kind: "result"; id: number; value?: unknown; error?: string }
  /** the faults after each change and each take (a `times` ran down); `version`: the page's last change applied */
  | { kind: "faults"; version: number; faults: FaultList }
  /** the start failed: the worker answers every request with a dropped connection and every call with an error */
  | { kind: "failed"; error: string }
  /**
   * After writes: the rows per table, and the rows written since the last such message, for the page to copy to
   * sessionStorage if it goes before the worker's IndexedDB save ends (`pendingRows`; a save that ends removes
   * PENDING_KEY, and the page drops its rows with it)
   */
  | { kind: "data"; counts: Record<TableName, number>; unsaved?: UnsavedRows }
  | { kind: "storage"; area: StorageArea; key: string; value: string | null }
  /** a fault's latency, waited out on the page's timers (which e2e journeys move with the page's clock) */
  | { kind: "wait"; id: number; ms: number };

/**
 * sessionStorage: IndexedDB saves are asynchronous and a reload right after a write (a login, a token refresh) can
 * beat them, so a page hidden with unsaved writes copies the rows here too; the next start prefers it, and the next
 * completed save drops it (./persistence.ts).
 */
export const PENDING_KEY = "antrean-mock-api:pending";

/**
 * The rows written since the worker's last `data` message (./persistence.ts `changesSincePost`), as JSON text the page
 * keeps without parsing: the changed tables whole, the changed tickets by uuid (null: taken back). `whole`: every table
 * is here (the tickets unless there are too many), and the page drops what it had.
 */
export type UnsavedRows = {
  whole: boolean;
  /** the worker that wrote them (one per page load) */
  writer: string;
  /** the save its database was restored from (none: a fresh seed, or a save from before saves were marked) */
  basedOn: SaveMark | null;
  /**
   * the workers whose unsaved rows this worker carried over at its start (earlier loads of this tab, newest first): a
   * save of theirs that ended after this start read the store holds data these rows were made on
   */
  lineage: string[];
  /** the snapshot's version (./snapshot.ts, not imported here: it loads the database's code) */
  version: number;
  savedAt: number;
  /** the id sequences, JSON */
  sequences: string;
  tables: Partial<Record<TableName, string>>;
  tickets: [uuid: string, ticket: string | null][];
};

/**
 * The page's rows not yet in a save that ended: the worker's `UnsavedRows` laid one over the other, and the copies a
 * leaving page writes to PENDING_KEY (./persistence.ts reads them back: the tables replace the saved ones, the
 * tickets are laid over the saved ones), largest first: with a whole tickets table, and without it.
 */
export function pendingRows() {
  let latest: Pick<UnsavedRows, "writer" | "basedOn" | "lineage" | "version" | "savedAt" | "sequences"> | null = null;
  const tables = new Map<TableName, string>();
  const tickets = new Map<string, string | null>();
  const copy = (withTicketsTable: boolean) => {
    const tableTexts = [...tables].filter(([table]) => withTicketsTable || table !== "tickets");
    const object = (entries: [string, string | null][]) =>
      `{${entries.map(([key, json]) => `${JSON.stringify(key)}:${json ?? "null"}`).join(",")}}`;
    const base = `"writer":${JSON.stringify(latest?.writer)},"basedOn":${JSON.stringify(latest?.basedOn)},"lineage":${JSON.stringify(latest?.lineage ?? [])}`;
    return `{${base},"version":${latest?.version},"savedAt":${latest?.savedAt},"sequences":${latest?.sequences},"tables":${object(tableTexts)},"tickets":${object([...tickets])}}`;
  };
  return {
    add(rows: UnsavedRows) {
      if (rows.whole) {
        tables.clear();
        tickets.clear();
      }
      latest = rows;
      for (const [table, json] of Object.entries(rows.tables) as [TableName, string][]) tables.set(table, json);
      for (const [uuid, ticket] of rows.tickets) tickets.set(uuid, ticket);
    },
    /** A save has ended with no newer writes: the store has them all. */
    drop() {
      latest = null;
      tables.clear();
      tickets.clear();
    },
    /** The page goes: the copy that fits to `storage` (synchronously), if anything is unsaved. */
    writeTo(storage: Storage) {
      if (latest) writePendingCopies(tables.has("tickets") ? [copy(true), copy(false)] : [copy(true)], storage);
    },
  };
}

/** The first copy that fits (the tickets are left out when they do not: 100,000 of them are tens of MB). */
function writePendingCopies(copies: readonly string[], storage: Storage): void {
  for (const copy of copies) {
    try {
      storage.setItem(PENDING_KEY, copy);
      return;
    } catch {
      /* over the quota: try the next, smaller copy */
    }
  }
  storage.removeItem(PENDING_KEY);
}
