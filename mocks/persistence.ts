import type { Backend } from "./backend";
import { tableNames, type Database, type Row, type TableName } from "../server/store/memory/database";
import { restoreSnapshot, SNAPSHOT_VERSION, takeSnapshot, type DatabaseSnapshot, type SaveMark } from "./snapshot";
import type { SnapshotStore } from "./snapshot-store";
import { PENDING_KEY, type UnsavedRows } from "./api-worker-messages";

/**
 * What a page that went before the worker's save ended left in sessionStorage (./api-worker-messages.ts `pendingRows`):
 * whole tables, each replacing the saved one, and the tickets changed since, by uuid, laid over the saved tickets (null:
 * a ticket no longer there, an insert taken back).
 */
type PendingSnapshot = Omit<DatabaseSnapshot, "tables" | "savedBy"> & {
  writer?: string;
  basedOn?: SaveMark | null;
  lineage?: string[];
  tables: Partial<DatabaseSnapshot["tables"]>;
  tickets?: Record<string, Row<"tickets"> | null>;
};

/**
 * The rows written since the worker last told the page (./api-worker.ts), for the page to keep while a save has not
 * ended: the changed tables whole, but of the tickets (3,000 in the demo, up to 100,000) only the changed ones. Every
 * table whole when the page has nothing to lay changes over: no save holds this data yet (a fresh seed, or a restore
 * whose own save failed), or `clear` replaced it (a reset, an import). `saved` says a save has ended with no newer
 * writes (the page drops its rows then). `base`: this worker's id and the save it restored, which the rows name (a
 * later start lays them over that save only, `restoreOrSeed`). `stop` stops hearing the database.
 */
export function changesSincePost(db: Database, options: { wholeFirst: boolean; base: PendingBase }) {
  let whole = options.wholeFirst;
  const tables = new Set<TableName>();
  const tickets = new Set<string>();
  const stop = db.onChange((change) => {
    if (change === null) whole = true;
    else if (change.table === "tickets") tickets.add((change.row as Row<"tickets">).uuid);
    else tables.add(change.table);
  });
  const json = (table: TableName) => JSON.stringify(db.all(table));
  return {
    /** What changed since the last call (read as the rows are now), or undefined when nothing did. */
    take(now: number): UnsavedRows | undefined {
      if (!whole && tables.size === 0 && tickets.size === 0) return undefined;
      const rows: UnsavedRows = {
        whole,
        ...options.base,
        version: SNAPSHOT_VERSION,
        savedAt: now,
        sequences: JSON.stringify(db.sequences()),
        tables: {},
        tickets: [],
      };
      if (whole) {
        // 100,000 tickets are tens of MB, over any sessionStorage quota: the copy then goes without them
        for (const table of tableNames)
          if (table !== "tickets" || db.count("tickets") <= PENDING_TICKETS_MAX) rows.tables[table] = json(table);
      } else {
        for (const table of tables) rows.tables[table] = json(table);
        for (const uuid of tickets) {
          const ticket = db.tickets.get(uuid);
          rows.tickets.push([uuid, ticket ? JSON.stringify(ticket) : null]);
        }
      }
      whole = false;
      tables.clear();
      tickets.clear();
      return rows;
    },
    saved() {
      whole = false;
    },
    stop,
  };
}

/**
 * Whose unsaved rows they are: the worker that wrote them, the save its database was restored from, and the workers
 * whose rows it carried over (`restoreOrSeed`).
 */
export type PendingBase = Pick<UnsavedRows, "writer" | "basedOn" | "lineage">;

/** Over this many tickets the whole tickets table is not copied for the page (100,000 are tens of MB). */
const PENDING_TICKETS_MAX = 20_000;

function readPending(storage: Storage | undefined): PendingSnapshot | null {
  try {
    const raw = storage?.getItem(PENDING_KEY);
    const pending = raw ? (JSON.parse(raw) as PendingSnapshot) : null;
    return pending?.version === SNAPSHOT_VERSION ? pending : null;
  } catch {
    return null;
  }
}

/**
 * Whether a page's unsaved rows may be laid over the stored save. Rows holding every table whole are the tab's whole
 * state, like a save of its own: they replace the stored one (between tabs the last save wins, as it always did). Rows
 * of changes lie over the save they were based on, or a later one of the same worker or of a worker whose rows this
 * one carried over at its start (an earlier load of this tab: its save may end after this load read the store); its
 * saves are one line of the same data. Another tab's save since then, or none where the rows name one, is another
 * line: its data and these rows would mix (two tabs' registrations under one number), so the stored data wins
 * (docs/decisions/306-unsaved-rows-across-reloads-and-tabs.md).
 */
function liesOver(saved: DatabaseSnapshot | null, pending: PendingSnapshot): boolean {
  if (tableNames.every((table) => pending.tables[table] !== undefined)) return true;
  const mark = saved?.savedBy;
  if (mark && (mark.writer === pending.writer || pending.lineage?.includes(mark.writer))) return true;
  const base = pending.basedOn ?? null;
  return mark?.writer === base?.writer && mark?.generation === base?.generation;
}

/** The saved snapshot with the newer pending tables and tickets laid over it. */
function merge(saved: DatabaseSnapshot | null, pending: PendingSnapshot | null): DatabaseSnapshot | null {
  if (!pending) return saved;
  // nothing to take the missing tables from (a copy left without its tickets, over no save): seed afresh
  if (!saved && tableNames.some((table) => !pending.tables[table])) return null;
  const sequences = { ...saved?.sequences };
  for (const [table, value] of Object.entries(pending.sequences) as [keyof typeof sequences, number][]) {
    sequences[table] = Math.max(value, sequences[table] ?? 0);
  }
  const tables = { ...saved?.tables, ...pending.tables } as DatabaseSnapshot["tables"];
  if (pending.tickets) {
    // changed tickets in place, new ones at the end (in the order they were written), taken-back ones out
    const byUuid = new Map(tables.tickets.map((ticket) => [ticket.uuid, ticket]));
    for (const [uuid, ticket] of Object.entries(pending.tickets)) {
      if (ticket) byUuid.set(uuid, ticket);
      else byUuid.delete(uuid);
    }
    tables.tickets = [...byUuid.values()];
  }
  return { ...(saved ?? pending), sequences, tables };
}

/**
 * The stored database if there is a usable one (readable, this version), else fresh demo data; with the rows a page
 * of this tab left unsaved laid over it when they are based on it (`liesOver`), and dropped when not. `basedOn`: the
 * restored save's mark, which this worker's unsaved rows name; it stays that mark after the start's own save of the
 * carried-over rows, as that save is this worker's (its rows lie over its own saves anyway, `liesOver`). `lineage`: the
 * workers whose rows were carried over (their writer and theirs, a few at most), which its rows name too.
 */
export async function restoreOrSeed(
  backend: Backend,
  store: SnapshotStore,
  pending?: Storage,
): Promise<{ origin: "restored" | "seeded"; basedOn: SaveMark | null; lineage: string[] }> {
  const loaded = await store.load().catch(() => null);
  const saved = loaded?.version === SNAPSHOT_VERSION ? loaded : null;
  let carried = readPending(pending);
  if (carried && !liesOver(saved, carried)) {
    console.info("[mock api] the stored demo data is not what this tab's unsaved writes were made on: the stored data is kept");
    pending?.removeItem(PENDING_KEY);
    carried = null;
  }
  const snapshot = merge(saved, carried);
  if (snapshot?.version === SNAPSHOT_VERSION) {
    await restoreSnapshot(backend.db, snapshot);
    // the carried-over writes are in the database now: save them and drop the carry-over, or a later load (after
    // a page that hid without writing one) would lay this old state over newer saves
    if (carried)
      await store
        .save(await takeSnapshot(backend.db, backend.clock.now()))
        .then(() => pending?.removeItem(PENDING_KEY))
        .catch(() => undefined);
    const lineage = carried?.writer ? [carried.writer, ...(carried.lineage ?? [])].slice(0, LINEAGE_MAX) : [];
    return { origin: "restored", basedOn: saved?.savedBy ?? null, lineage };
  }
  await backend.reset();
  return { origin: "seeded", basedOn: null, lineage: [] };
}

/** A carry-over's earlier writers kept: a save of one from several loads ago ending now is not a case worth more. */
const LINEAGE_MAX = 4;

/** Calls `onLeave` when the page is hidden or goes (the page tells the worker, ./browser.ts); returns a function that stops. */
export type WhenLeaving = (onLeave: () => void) => () => void;

export type SaveOptions = {
  debounceMs?: number;
  /** The page's sessionStorage (the worker's mirror of it): its carried-over rows are dropped once a save holds them. */
  pending?: Storage;
  whenLeaving?: WhenLeaving;
  /** A save has ended with no newer writes: the store holds the data as it is. */
  onSaved?: () => void;
};

/**
 * Saves a snapshot a moment after writes stop (a burst of writes is one save), and right away when the page is hidden
 * or left (reload, tab switch, another address). A page that goes before a save has finished keeps its unsaved rows in
 * `pending` itself (the rows ./api-worker.ts posts it, `changesSincePost`); a finished save with no newer writes
 * drops them there. Returns a function that stops saving.
 */
export function saveOnChange(backend: Backend, store: SnapshotStore, options: SaveOptions = {}): () => void {
  const { debounceMs = 400, pending, whenLeaving, onSaved } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // writes not yet in a save that has started
  let dirty = false;
  // writes not yet in a save that has finished: a page that goes while a save is under way keeps its copy
  let unsaved = 0;
  const save = () => {
    clearTimeout(timer);
    if (!dirty) return;
    dirty = false;
    const saving = unsaved;
    void takeSnapshot(backend.db, backend.clock.now())
      .then((snapshot) => store.save(snapshot))
      .then(() => {
        if (unsaved !== saving) return;
        unsaved = 0;
        pending?.removeItem(PENDING_KEY);
        onSaved?.();
      })
      .catch((error: unknown) => console.warn("[mock api] could not save the demo database", error));
  };
  const stop = backend.db.onChange(() => {
    dirty = true;
    unsaved += 1;
    clearTimeout(timer);
    timer = setTimeout(save, debounceMs);
  });
  const stopHearing = whenLeaving?.(save);
  return () => {
    stop();
    clearTimeout(timer);
    stopHearing?.();
  };
}
