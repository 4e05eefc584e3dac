import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from "kysely";
import { wibTimestamp } from "../../../contract/wib";
import { unknownReference, type Violation } from "../../rules/violation";
import type { Change, Page, PageRequest } from "../basics";
import type { Tables } from "./tables";

// The SQL repositories' shared steps: audit columns, paging, uniqueness and reference checks, link lists.

export type AuditRow = { created_at: Date; updated_at: Date; creator_name: string | null; updater_name: string | null };

/** The contract's audit block from a row joined with its creator's and updater's names. */
export function auditOf(row: AuditRow) {
  return {
    created_at: wibTimestamp(row.created_at),
    updated_at: wibTimestamp(row.updated_at),
    creator: row.creator_name === null ? null : { name: row.creator_name },
    updater: row.updater_name === null ? null : { name: row.updater_name },
  };
}

/**
 * The audit columns a SQL insert sets: timestamps as Dates (the columns are timestamptz; read back as WIB text by
 * `auditOf`), unlike the memory rows' WIB text of server/rules/audit.ts `createdAudit`.
 */
export function auditColumnsOnCreate(change: Change) {
  const at = new Date(change.now);
  return { created_at: at, updated_at: at, created_by: change.actorId, updated_by: change.actorId };
}

/** The audit columns a SQL update sets (as `auditColumnsOnCreate`). */
export function auditColumnsOnUpdate(change: Change) {
  return { updated_at: new Date(change.now), updated_by: change.actorId };
}

/** `table as x` joined with the names of its creator and updater. */
export function withAudit<T extends "locations" | "sessions" | "days_off" | "users">(db: Kysely<Tables>, table: T) {
  return db
    .selectFrom(`${table} as x` as "locations as x")
    .leftJoin("users as cu", "cu.id", "x.created_by")
    .leftJoin("users as uu", "uu.id", "x.updated_by")
    .select(["x.created_at", "x.updated_at", "cu.name as creator_name", "uu.name as updater_name"]) as
    // the caller picks the table's own columns; the audit ones are the same in the four tables
    unknown as SelectQueryBuilder<
    Tables & { x: Tables[T]; cu: Tables["users"]; uu: Tables["users"] },
    "x" | "cu" | "uu",
    AuditRow
  >;
}

/** The records of `ids` in that order (those not found left out), from rows keyed by id. */
export function inIdOrder<R extends { id: number }, E>(ids: readonly number[], rows: readonly R[], present: (row: R) => E): E[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [present(row)] : [];
  });
}

/** Case-insensitive "contains", as the memory store's containsMatcher (no LIKE: the needle's % and _ are text). */
export const contains = (column: string, needle: string) => sql<boolean>`strpos(lower(${sql.ref(column)}), lower(${needle})) > 0`;

type PagedTable = "locations" | "sessions" | "days_off" | "rejection_reasons" | "roles" | "permissions" | "users";

/**
 * The ids of one page and the total, ordered by `keys` (`-key` descending): one statement (one round trip, one
 * connection), the total counted over the filtered rows and the page's ids as an array in their order.
 */
export async function pageOfIds<T extends PagedTable>(
  db: Kysely<Tables>,
  query: SelectQueryBuilder<Tables, T, object>,
  page: PageRequest,
  ...keys: string[]
): Promise<{ total: number; ids: number[] }> {
  let ordered = query.select(sql<number>`id`.as("id"));
  for (const key of keys)
    ordered = key.startsWith("-") ? ordered.orderBy(sql.ref(key.slice(1)), "desc") : ordered.orderBy(sql.ref(key));
  const pageIds = ordered.limit(page.size).offset((page.page - 1) * page.size);
  const counted = query.select(sql<number>`count(*)`.as("total"));
  const { rows } = await sql<{ total: number; ids: number[] }>`select (${counted}) as total, array(${pageIds}) as ids`.execute(
    db,
  );
  return rows[0]!;
}

/** A page of records: the ids of the page (`pageOfIds`) presented by `recordsOf`. */
export async function pageOf<T extends PagedTable, E>(
  db: Kysely<Tables>,
  query: SelectQueryBuilder<Tables, T, object>,
  page: PageRequest,
  keys: string[],
  recordsOf: (db: Kysely<Tables>, ids: readonly number[]) => Promise<E[]>,
): Promise<Page<E>> {
  const { total, ids } = await pageOfIds(db, query, page, ...keys);
  return { page: page.page, size: page.size, total, rows: await recordsOf(db, ids) };
}

/** Rows whose `column` is the same key as `value` (sameKey: case and surrounding spaces ignored). */
export async function sameKeyRows(
  tx: Transaction<Tables>,
  table: "locations" | "rejection_reasons" | "roles" | "permissions" | "users",
  column: "code" | "reason" | "slug" | "username",
  value: string | undefined,
): Promise<{ id: number; [key: string]: unknown }[]> {
  if (value === undefined) return [];
  const { rows } = await sql<{ id: number; [key: string]: unknown }>`select id, ${sql.ref(column)} from ${sql.table(table)}
    where lower(btrim(${sql.ref(column)})) = lower(btrim(${value}))`.execute(tx);
  return rows;
}

/** 422 naming the first id in `ids` that `table` does not hold; null when all exist. */
export async function missing(
  tx: Transaction<Tables>,
  table: "locations" | "roles" | "permissions",
  ids: readonly number[] | undefined,
  field: string,
): Promise<Violation | null> {
  if (!ids?.length) return null;
  const found = new Set(
    (
      await tx
        .selectFrom(table)
        .select("id")
        .where("id", "in", [...ids])
        .execute()
    ).map((row) => row.id),
  );
  const absent = ids.find((id) => !found.has(id));
  return absent === undefined ? null : unknownReference(field, absent);
}

/** Archive or activate; repeating it changes nothing. False when there is no such row. */
export async function setActive(
  tx: Transaction<Tables>,
  table: "locations" | "sessions" | "days_off",
  id: number,
  active: boolean,
  change: Change,
): Promise<boolean> {
  const row = await tx.selectFrom(table).select("is_active").where("id", "=", id).forUpdate().executeTakeFirst();
  if (!row) return false;
  if (row.is_active !== active)
    await tx
      .updateTable(table)
      .set({ is_active: active, ...auditColumnsOnUpdate(change) })
      .where("id", "=", id)
      .execute();
  return true;
}

/** Replaces a record's list of links, keeping the given order. */
export async function replaceLinks(
  tx: Transaction<Tables>,
  table: "role_permissions" | "user_roles" | "user_permissions",
  ownerColumn: "role_id" | "user_id",
  ownerId: number,
  targetColumn: "permission_id" | "role_id",
  targetIds: readonly number[],
): Promise<void> {
  await sql`delete from ${sql.table(table)} where ${sql.ref(ownerColumn)} = ${ownerId}`.execute(tx);
  const unique = [...new Set(targetIds)];
  if (!unique.length) return;
  await tx
    .insertInto(table)
    .values(unique.map((targetId, position) => ({ [ownerColumn]: ownerId, [targetColumn]: targetId, position })) as never)
    .execute();
}
