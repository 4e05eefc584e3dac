import type { Backend } from "./backend";
import { tableNames, type Database, type TableName } from "../server/store/memory/database";
import { restoreSnapshot, SNAPSHOT_VERSION, takeSnapshot, type DatabaseSnapshot } from "./snapshot";
import type { SnapshotStore } from "./snapshot-store";
import { PENDING_KEY } from "./api-worker-messages";

type PendingSnapshot = Omit<DatabaseSnapshot, "tables"> & { tables: Partial<DatabaseSnapshot["tables"]> };

function snapshotNow(db: Database, now: number, leaveOut: TableName[] = []): PendingSnapshot {
  const tables: Partial<Record<TableName, unknown[]>> = {};
  for (const table of tableNames) {
    if (!leaveOut.includes(table)) tables[table] = db.all(table).map((row) => ({ ...row }));
  }
  return { version: SNAPSHOT_VERSION, savedAt: now, sequences: db.sequences(), tables: tables as PendingSnapshot["tables"] };
}

/**
 * The copies of the database a hidden page writes to sessionStorage, largest first (./api-worker-messages.ts
 * PENDING_KEY): with the tickets while there are few enough to fit (the demo's 3,000 do), and without them.
 */
export function pendingCopies(db: Database, now: number): string[] {
  const withoutTickets = JSON.stringify(snapshotNow(db, now, ["tickets"]));
  if (db.count("tickets") > PENDING_TICKETS_MAX) return [withoutTickets];
  return [JSON.stringify(snapshotNow(db, now)), withoutTickets];
}

/** Over this many tickets the copy with them is not made (100,000 are tens of MB, over any sessionStorage quota). */
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

/** The saved snapshot with the newer pending tables laid over it. */
function merge(saved: DatabaseSnapshot | null, pending: PendingSnapshot | null): DatabaseSnapshot | null {
  if (!pending) return saved;
  if (!saved && !pending.tables.tickets) return null; // nothing to take the tickets from: seed afresh
  const sequences = { ...saved?.sequences };
  for (const [table, value] of Object.entries(pending.sequences) as [keyof typeof sequences, number][]) {
    sequences[table] = Math.max(value, sequences[table] ?? 0);
  }
  return { ...(saved ?? pending), sequences, tables: { ...saved?.tables, ...pending.tables } as DatabaseSnapshot["tables"] };
}

/** The stored database if there is a usable one (readable, this version), else fresh demo data. */
export async function restoreOrSeed(backend: Backend, store: SnapshotStore, pending?: Storage): Promise<"restored" | "seeded"> {
  const saved = await store.load().catch(() => null);
  const carried = readPending(pending);
  const snapshot = merge(saved?.version === SNAPSHOT_VERSION ? saved : null, carried);
  if (snapshot?.version === SNAPSHOT_VERSION) {
    await restoreSnapshot(backend.db, snapshot);
    // the carried-over writes are in the database now: save them and drop the carry-over, or a later load (after
    // a page that hid without writing one) would lay this old state over newer saves
    if (carried)
      await store
        .save(await takeSnapshot(backend.db, backend.clock.now()))
        .then(() => pending?.removeItem(PENDING_KEY))
        .catch(() => undefined);
    return "restored";
  }
  await backend.reset();
  return "seeded";
}

/** Calls `onLeave` when the page is hidden or goes (the page tells the worker, ./browser.ts); returns a function that stops. */
export type WhenLeaving = (onLeave: () => void) => () => void;

/**
 * Saves a snapshot a moment after writes stop (a burst of writes is one save), and right away when the page is hidden
 * or left (reload, tab switch, another address). A page that goes before a save has finished keeps its unsaved rows in
 * `pending` itself (the copies ./api-worker.ts posts it, `pendingCopies`); a finished save with no newer writes
 * drops them there. Returns a function that stops saving.
 */
export function saveOnChange(
  backend: Backend,
  store: SnapshotStore,
  debounceMs = 400,
  pending?: Storage,
  whenLeaving?: WhenLeaving,
): () => void {
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
