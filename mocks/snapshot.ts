import { tableNames, type Database, type IdTable, type Row, type TableName } from "../server/store/memory/database";

/** Bump when stored rows change shape: an older snapshot is then dropped and the demo seeds afresh. */
export const SNAPSHOT_VERSION = 1;

export type DatabaseSnapshot = {
  version: number;
  /** epoch ms */
  savedAt: number;
  sequences: Partial<Record<IdTable, number>>;
  tables: { [T in TableName]: Row<T>[] };
  /** Which tab's worker made this save, and its how-manieth (./snapshot-store.ts `markSaves`); none in a file */
  savedBy?: SaveMark;
};

/**
 * A save's mark: the saving worker's id (one per page load) and its count of saves. A page's unsaved rows are laid
 * over the save they were based on only (./persistence.ts, docs/decisions/301-demo-console.md).
 */
export type SaveMark = { writer: string; generation: number };

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
