import type { Database } from "../server/store/memory/database";
import { restoreSnapshot, SNAPSHOT_VERSION, takeSnapshot, type DatabaseSnapshot } from "./snapshot";
import type { SnapshotStore } from "./snapshot-store";

/** The demo database as a file a tester can keep or share: every table, the id sequences, and when it was taken. */
export const DATABASE_FILE_FORMAT = "antrean-demo-database";

export type DatabaseFile = { format: typeof DATABASE_FILE_FORMAT; snapshot: DatabaseSnapshot };

export async function exportDatabase(db: Database, now: number): Promise<string> {
  const file: DatabaseFile = { format: DATABASE_FILE_FORMAT, snapshot: await takeSnapshot(db, now) };
  return JSON.stringify(file);
}

export class DatabaseFileError extends Error {
  override readonly name = "DatabaseFileError";
}

/** Checks the file's shape and version, then replaces the database's content with it. Returns the ticket count. */
export async function importDatabase(db: Database, text: string): Promise<number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DatabaseFileError("The file is not JSON.");
  }
  const file = parsed as Partial<DatabaseFile> | null;
  if (!file || file.format !== DATABASE_FILE_FORMAT || typeof file.snapshot !== "object" || file.snapshot === null) {
    throw new DatabaseFileError("This is not a database exported from the demo console.");
  }
  if (file.snapshot.version !== SNAPSHOT_VERSION) {
    throw new DatabaseFileError(
      `The file is version ${String(file.snapshot.version)}; this demo reads version ${SNAPSHOT_VERSION}.`,
    );
  }
  if (typeof file.snapshot.tables !== "object" || file.snapshot.tables === null)
    throw new DatabaseFileError("The file has no tables.");
  await restoreSnapshot(db, file.snapshot);
  return db.count("tickets");
}

/**
 * Saves the database where the browser demo restores it from, now. The mock saves by itself a moment after writes
 * stop; after a reset or an import the console waits for this save instead, so a reload right after keeps the data.
 * `store`: the worker's own, its saves marked as its (./snapshot-store.ts `markSaves`): a page's unsaved rows lie over
 * their own worker's saves only (./persistence.ts `restoreOrSeed`).
 */
export async function saveDatabaseNow(db: Database, now: number, store: SnapshotStore): Promise<void> {
  await store.save(await takeSnapshot(db, now));
}
