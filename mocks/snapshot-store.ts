import type { DatabaseSnapshot } from "./snapshot";

/**
 * Where the browser demo keeps its database between reloads. Apart from ./snapshot.ts (which runs the database's
 * code), so the mock can start reading before its code has run (mocks/browser.ts).
 */
export type SnapshotStore = {
  load(): Promise<DatabaseSnapshot | null>;
  save(snapshot: DatabaseSnapshot): Promise<void>;
  clear(): Promise<void>;
};

/**
 * IndexedDB, not localStorage: a demo database is megabytes (100,000 tickets are ~40 MB), over
 * localStorage's ~5 MB, and IndexedDB stores the rows as structured clones without JSON.
 */
export function indexedDbSnapshotStore(databaseName = "antrean-mock-api", key = "database"): SnapshotStore {
  const storeName = "snapshots";
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> => {
    const idb = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = action(idb.transaction(storeName, mode).objectStore(storeName));
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error);
      });
    } finally {
      idb.close();
    }
  };
  return {
    load: async () => (await run<DatabaseSnapshot | undefined>("readonly", (store) => store.get(key))) ?? null,
    save: (snapshot) => run("readwrite", (store) => store.put(snapshot, key)),
    clear: () => run("readwrite", (store) => store.delete(key)),
  };
}

/** For tests: a snapshot kept in memory (structured-cloned, like IndexedDB does). */
export function memorySnapshotStore(): SnapshotStore {
  let stored: DatabaseSnapshot | null = null;
  return {
    load: async () => (stored ? structuredClone(stored) : null),
    save: async (snapshot) => void (stored = structuredClone(snapshot)),
    clear: async () => void (stored = null),
  };
}

/**
 * The store with its first `load` started now, so the read (IndexedDB: opening the database is 4–100 ms in a fresh
 * browser profile on a busy host) runs while the page does other work; that first `load` returns this read, later ones
 * read again (docs/performance-log.md, issue 38).
 */
export function loadingAhead(store: SnapshotStore): SnapshotStore {
  let ahead: Promise<DatabaseSnapshot | null> | null = store.load();
  // its failure is the first `load`'s to report
  ahead.catch(() => undefined);
  return {
    ...store,
    load() {
      const read = ahead ?? store.load();
      ahead = null;
      return read;
    },
  };
}

/**
 * The store with every save marked as this worker's (`writer`, one id per page load) and counted: a page's unsaved
 * rows name the save they lie over, and a later start lays them over that save or one of the same worker's only
 * (./persistence.ts `restoreOrSeed`).
 */
export function markSaves(store: SnapshotStore, writer: string): SnapshotStore {
  let generation = 0;
  return { ...store, save: (snapshot) => store.save({ ...snapshot, savedBy: { writer, generation: ++generation } }) };
}
