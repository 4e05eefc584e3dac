import { Collection } from "@msw/data";
import { type } from "arktype";
import { tableNames, tableSchemas, type IdTable, type Row, type TableName } from "../rows";
import { TicketIndex } from "./ticket-index";

export { tableNames, type IdTable, type Row, type TableName } from "../rows";

type Schemas = typeof tableSchemas;

/** One row written (inserted, changed, removed, or such a write taken back), for `onChange`. */
export type Change = { table: TableName; row: Row<TableName> };

/**
 * The memory store's database (./memory-store.ts): one @msw/data collection per table, a ticket index for the hot
 * paths, id sequences, and a single-writer transaction.
 *
 * Why a transaction: @msw/data's `create` is async (Standard Schema validation may be), so two
 * requests that each "check, then await the write" could interleave and both pass the check. Every mutating
 * store method runs its checks and writes inside `transaction()`, which runs one at a time; the checks themselves
 * are synchronous reads of the collections and the index (docs/decisions/101-mock-database.md).
 */
export class Database {
  readonly tickets = new TicketIndex();
  #tables = createTables();
  #lastIds = new Map<IdTable, number>();
  #writer: Promise<unknown> = Promise.resolve();
  /** How to take back each write of the running transaction, newest last (`transaction`); null outside one. */
  #undo: { change: Change; takeBack: () => Promise<unknown> | void }[] | null = null;
  #listeners = new Set<(change: Change | null) => void>();

  /** Every row of a table, in insertion order. Do not mutate: use `update`. */
  all<T extends TableName>(table: T): readonly Row<T>[] {
    return this.#collection(table).all();
  }

  find<T extends TableName>(table: T, predicate: (row: Row<T>) => boolean): Row<T> | undefined {
    return this.all(table).find(predicate);
  }

  byId<T extends IdTable>(table: T, id: number): Row<T> | undefined {
    return this.all(table).find((row) => (row as { id: number }).id === id);
  }

  count(table: TableName): number {
    return this.#collection(table).count();
  }

  /** The next id of a table; ids are never reused, also after a delete. */
  nextId(table: IdTable): number {
    const next = (this.#lastIds.get(table) ?? 0) + 1;
    this.#lastIds.set(table, next);
    return next;
  }

  async insert<T extends TableName>(table: T, values: Row<T>): Promise<Row<T>> {
    const row = (await this.#collection(table).create(values as never)) as Row<T>;
    if ("id" in row && typeof row.id === "number") {
      const idTable = table as IdTable;
      this.#lastIds.set(idTable, Math.max(this.#lastIds.get(idTable) ?? 0, row.id));
    }
    if (table === "tickets") this.tickets.add(row as Row<"tickets">);
    this.#written({ table, row }, () => {
      if (table === "tickets") this.tickets.remove(row as Row<"tickets">);
      this.#collection(table).delete(row as never);
    });
    return row;
  }

  /** Inserts a row into a table of ids with the table's next id (`nextId`). */
  insertNew<T extends IdTable>(table: T, values: Omit<Row<T>, "id">): Promise<Row<T>> {
    return this.insert(table, { id: this.nextId(table), ...values } as Row<T>);
  }

  /**
   * Changes a row in place, after checking the changed row against the table's schema. Not @msw/data's
   * `update`: that finds the record by scanning the collection (~50 ms at 100,000 tickets) and replaces it with
   * a copy; in place, the index and every list keep pointing at the current row.
   */
  async update<T extends TableName>(table: T, row: Row<T>, changes: Partial<Row<T>>): Promise<Row<T>> {
    const checked = (tableSchemas[table] as (input: unknown) => unknown)({ ...row, ...changes });
    if (checked instanceof type.errors) throw new Error(`Invalid ${table} row: ${checked.summary}`);
    const before = Object.fromEntries(Object.keys(changes).map((key) => [key, (row as Record<string, unknown>)[key]]));
    Object.assign(row as object, changes);
    this.#written({ table, row }, () => void Object.assign(row as object, before));
    return row;
  }

  remove<T extends TableName>(table: T, row: Row<T>): void {
    if (table === "tickets") throw new Error("Tickets are never deleted (queue numbers count them).");
    this.#collection(table).delete(row as never);
    // taken back as a new record with the same values, at the end of the table's insertion order
    this.#written({ table, row }, () => this.#collection(table).create({ ...row } as never));
  }

  /**
   * Runs `work` when no other transaction is running (see the class comment), whole or not at all: when `work`
   * throws, its writes (insert, update, remove, and the ticket index with them) are taken back newest first, as the
   * SQL store's rollback does (server/store/store.ts `transaction`). Id sequences are not taken back (nor are
   * PostgreSQL's). `clear` is not taken back: it starts the log again (only `reset` clears, then seeds).
   */
  transaction<R>(work: () => Promise<R> | R): Promise<R> {
    const run = this.#writer.then(() => this.#undoable(work));
    this.#writer = run.catch(() => undefined);
    return run;
  }

  async #undoable<R>(work: () => Promise<R> | R): Promise<R> {
    this.#undo = [];
    try {
      return await work();
    } catch (error) {
      const undo = this.#undo;
      this.#undo = null;
      for (const { takeBack } of undo.reverse()) await takeBack();
      for (const { change } of undo) this.#changed(change);
      throw error;
    } finally {
      this.#undo = null;
    }
  }

  /** The last id handed out per table (kept in snapshots so a deleted id is not reused after a reload). */
  sequences(): Partial<Record<IdTable, number>> {
    return Object.fromEntries(this.#lastIds) as Partial<Record<IdTable, number>>;
  }

  restoreSequences(sequences: Partial<Record<IdTable, number>>): void {
    for (const [table, last] of Object.entries(sequences) as [IdTable, number][]) {
      this.#lastIds.set(table, Math.max(last, this.#lastIds.get(table) ?? 0));
    }
  }

  /**
   * Empties every table, the index and the id sequences. Fresh collections, not @msw/data's `clear`: that deletes
   * record by record, each a scan for the record and a splice (quadratic: 12,000 tickets 0.9–1.0 s of CPU, 100,000 —
   * the demo console's large data — minutes; docs/performance-log.md "The demo's reset"). Nothing listens to a
   * collection's hooks, and no caller keeps `all()`'s array.
   */
  clear(): void {
    this.#tables = createTables();
    this.tickets.clear();
    this.#lastIds.clear();
    if (this.#undo) this.#undo = [];
    this.#changed(null);
  }

  /**
   * Called after every write with the row it wrote (also when a rollback takes it back), or null when every table was
   * emptied (`clear`): the browser demo saves a snapshot, debounced, and tells the page which rows changed (ADR 301).
   */
  onChange(listener: (change: Change | null) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #collection<T extends TableName>(table: T): Collection<Schemas[T]> {
    return this.#tables[table] as Collection<Schemas[T]>;
  }

  /** Every write passes here: kept for taking back while a transaction runs, then announced. */
  #written(change: Change, takeBack: () => Promise<unknown> | void): void {
    this.#undo?.push({ change, takeBack });
    this.#changed(change);
  }

  #changed(change: Change | null): void {
    for (const listener of this.#listeners) listener(change);
  }
}

function createTables(): { [T in TableName]: Collection<Schemas[T]> } {
  return Object.fromEntries(tableNames.map((name) => [name, new Collection({ schema: tableSchemas[name] })])) as {
    [T in TableName]: Collection<Schemas[T]>;
  };
}
