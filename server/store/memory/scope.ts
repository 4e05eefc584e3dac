import { updatedAudit } from "../../rules/audit";
import { unknownReference, type Violation } from "../../rules/violation";
import type { Change, Page, PageRequest } from "../basics";
import type { Database, IdTable, Row, TableName } from "./database";
import { selectPage, type Selection } from "./query";

/**
 * Where a memory repository runs: the database (each write its own single-writer transaction, database.ts) or the
 * caller's transaction (memory-store.ts `transaction`: each method a step of it, run at once — waiting for the
 * writer from inside it would wait for itself).
 */
export type MemoryScope = { readonly db: Database; readonly inTransaction: boolean };

/** The checks and the write they guard as one step: the single-writer transaction, or the caller's. */
export function atomic<R>({ db, inTransaction }: MemoryScope, work: () => Promise<R> | R): Promise<R> {
  return inTransaction ? (async () => work())() : db.transaction(work);
}

/** One page of a table's rows, presented. */
export function pageOf<T extends TableName, E>(
  db: Database,
  table: T,
  page: PageRequest,
  present: (row: Row<T>) => E,
  selection: Selection<Row<T>>,
): Page<E> {
  const result = selectPage(db.all(table), { ...selection, ...page });
  return { ...result, rows: result.rows.map(present) };
}

/** The record of `id`, presented; null when there is none. */
export function presentById<T extends IdTable, E>(db: Database, table: T, id: number, present: (row: Row<T>) => E): E | null {
  const row = db.byId(table, id);
  return row ? present(row) : null;
}

/** 422 naming the first id in `ids` that `table` does not hold; null when all exist. */
export function missing(db: Database, table: IdTable, ids: readonly number[] | undefined, field: string): Violation | null {
  const absent = ids?.find((id) => !db.byId(table, id));
  return absent === undefined ? null : unknownReference(field, absent);
}

/** Archive or activate; repeating it is harmless (the record is answered as it is). */
export function setActive<T extends "locations" | "sessions" | "daysOff", E>(
  scope: MemoryScope,
  table: T,
  id: number,
  active: boolean,
  change: Change,
  present: (db: Database, row: Row<T>) => E,
): Promise<E | null> {
  const { db } = scope;
  return atomic(scope, async () => {
    const row = db.byId(table, id);
    if (!row) return null;
    if (row.is_active === active) return present(db, row);
    const changes = { is_active: active, ...updatedAudit(change.now, change.actorId) } as Partial<Row<T>>;
    return present(db, await db.update(table, row, changes));
  });
}

/** Deletes a row by id; false when there is none. */
export function deleteRow(scope: MemoryScope, table: "daysOff" | "rejectionReasons", id: number): Promise<boolean> {
  const { db } = scope;
  return atomic(scope, () => {
    const row = db.byId(table, id);
    if (!row) return false;
    db.remove(table, row);
    return true;
  });
}
