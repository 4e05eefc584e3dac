import type { SessionUser } from "../../src/api/contract";
import type { Database, IdTable, Row } from "../store/memory/database";
import { updatedAudit } from "../rules/audit";
import { unknownReference } from "../rules/violation";
import { notFound, refuse } from "./respond";

// Small pieces every admin resource handler needs; kept here so each resource file reads as its rules only.

/** The acting user's id for audit fields (the token's `sub`). */
export function actorId(user: SessionUser): number {
  return Number(user.sub);
}

/** A row by its `:id` path parameter, or the 404 to answer. */
export function rowFromParam<T extends IdTable>(
  db: Database,
  table: T,
  param: string | undefined,
  what: string,
): { row: Row<T> } | { response: Response } {
  const id = Number(param);
  const row = Number.isInteger(id) ? db.byId(table, id) : undefined;
  return row ? { row } : { response: notFound(what) };
}

/** 422 naming the first id in `ids` that `table` does not hold; null when all exist. */
export function missingReference(
  db: Database,
  table: IdTable,
  ids: readonly number[] | undefined,
  field: string,
): Response | null {
  const missing = ids?.find((id) => !db.byId(table, id));
  return missing === undefined ? null : refuse(unknownReference(field, missing));
}

type Archivable = "locations" | "sessions" | "daysOff";

/** Archive or activate; repeating it is harmless (the record is answered as it is). */
export async function setActive<T extends Archivable>(
  db: Database,
  table: T,
  row: Row<T>,
  active: boolean,
  now: number,
  user: SessionUser,
): Promise<Row<T>> {
  if (row.is_active === active) return row;
  return db.update(table, row, { is_active: active, ...updatedAudit(now, actorId(user)) } as Partial<Row<T>>);
}
