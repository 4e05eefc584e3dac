import { tableNames, type Database, type IdTable, type Row, type TableName } from "../server/store/memory/database";

/** Bump when stored rows change shape: an older snapshot is then dropped and the demo seeds afresh. */
export const SNAPSHOT_VERSION = 1;

export type DatabaseSnapshot = {
  version: number;
  /** epoch ms */
  savedAt: number;
  sequences: Partial<Record<IdTable, number>>;
  tables: { [T in TableName]: Row<T>[] };
};

/** Plain copies of every row; taken inside a transaction so no write is half done. */
export function takeSnapshot(db: Database, now: number): Promise<DatabaseSnapshot> {
  return db.transaction(() => ({
    version: SNAPSHOT_VERSION,
    savedAt: now,
    sequences: db.sequences(),
    tables: Object.fromEntries(
      tableNames.map((table) => [table, db.all(table).map((row) => ({ ...row }))]),
    ) as DatabaseSnapshot["tables"],
  }));
}

/** Replaces the database's content (rows, ticket index, id sequences) with a snapshot's. */
export function restoreSnapshot(db: Database, snapshot: DatabaseSnapshot): Promise<void> {
  return db.transaction(async () => {
    db.clear();
    for (const table of tableNames) {
      for (const row of snapshot.tables[table] ?? []) await db.insert(table, row as Row<typeof table>);
    }
    db.restoreSequences(snapshot.sequences);
  });
}

/** Where the browser demo keeps its database between reloads. */
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
