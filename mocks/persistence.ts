import type { Backend } from "./backend";
import type { ClockState, Clock } from "../server/clock";
import { CLOCK_SETTING_KEY } from "./clock-setting";
import { tableNames, type Database, type TableName } from "../server/store/memory/database";
import { restoreSnapshot, SNAPSHOT_VERSION, takeSnapshot, type DatabaseSnapshot } from "./snapshot";
import type { SnapshotStore } from "./snapshot-store";

/**
 * IndexedDB saves are asynchronous and a reload right after a write (a login, a token refresh) can beat them. So
 * when the page is hidden with unsaved writes, a synchronous copy goes to sessionStorage too; the next start
 * prefers it, and the next completed IndexedDB save drops it. Tickets are left out of that copy when they do not
 * fit (100,000 of them are tens of MB); the other tables are small.
 */
const PENDING_KEY = "antrean-mock-api:pending";

type PendingSnapshot = Omit<DatabaseSnapshot, "tables"> & { tables: Partial<DatabaseSnapshot["tables"]> };

function snapshotNow(db: Database, now: number, leaveOut: TableName[] = []): PendingSnapshot {
  const tables: Partial<Record<TableName, unknown[]>> = {};
  for (const table of tableNames) {
    if (!leaveOut.includes(table)) tables[table] = db.all(table).map((row) => ({ ...row }));
  }
  return { version: SNAPSHOT_VERSION, savedAt: now, sequences: db.sequences(), tables: tables as PendingSnapshot["tables"] };
}

export function writePending(db: Database, now: number, storage: Storage): void {
  for (const leaveOut of [[], ["tickets"]] as TableName[][]) {
    try {
      storage.setItem(PENDING_KEY, JSON.stringify(snapshotNow(db, now, leaveOut)));
      return;
    } catch {
      /* over the quota: try without the tickets */
    }
  }
  storage.removeItem(PENDING_KEY);
}

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

/**
 * Saves a snapshot a moment after writes stop (a burst of writes is one save), and right away when the
 * page is hidden or left (reload, tab switch, another address). Returns a function that stops saving.
 */
export function saveOnChange(backend: Backend, store: SnapshotStore, debounceMs = 400, pending?: Storage): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // writes not yet in a save that has started
  let dirty = false;
  // writes not yet in a save that has finished: a page that goes while a save is under way loses that save
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
  // the page goes: the last writes are carried over synchronously (an IndexedDB save may not finish before it)
  const onLeave = () => {
    if (unsaved > 0 && pending) writePending(backend.db, backend.clock.now(), pending);
    save();
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") onLeave();
  };
  // `visibilitychange` misses some same-tab navigations (a page that never counted as shown, e.g. headless);
  // `pagehide` fires on every unload
  if (typeof document !== "undefined") document.addEventListener("visibilitychange", onHidden);
  if (typeof window !== "undefined") window.addEventListener("pagehide", onLeave);
  return () => {
    stop();
    clearTimeout(timer);
    if (typeof document !== "undefined") document.removeEventListener("visibilitychange", onHidden);
    if (typeof window !== "undefined") window.removeEventListener("pagehide", onLeave);
  };
}

/** A demo that set the clock (say, to 05:59 to show the closed window) keeps it across reloads. */
export function keepClockAcrossReloads(clock: Clock, storage: Storage): void {
  try {
    const saved = storage.getItem(CLOCK_SETTING_KEY);
    if (saved) clock.restore(JSON.parse(saved) as ClockState);
  } catch {
    storage.removeItem(CLOCK_SETTING_KEY);
  }
  clock.onChange((state) => storage.setItem(CLOCK_SETTING_KEY, JSON.stringify(state)));
}
