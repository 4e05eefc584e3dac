import type { Kysely } from "kysely";
import type { Location } from "../../../contract";
import { checkUnique } from "../../rules/uniqueness";
import type { Violation } from "../../rules/violation";
import type { Change, Page, PageRequest } from "../basics";
import { daysOffWhere } from "../days-off/sql";
import {
  auditOf,
  contains,
  auditColumnsOnCreate,
  inIdOrder,
  pageOf,
  sameKeyRows,
  setActive,
  auditColumnsOnUpdate,
  withAudit,
} from "../sql/queries";
import { lockSessionsOf } from "../sql/registration";
import { inTransaction, read, write, type SqlScope } from "../sql/scope";
import type { Tables } from "../sql/tables";
import { definedOf } from "../values";
import { newLocationColumns, type LocationsRepository } from "./repository";

/** Locations on PostgreSQL or PGlite, each with its days off. */
export class SqlLocations implements LocationsRepository {
  constructor(private readonly scope: SqlScope) {}

  list({ name }: { name?: string | undefined }, page: PageRequest): Promise<Page<Location>> {
    return read(this.scope, (db) => {
      let query = db.selectFrom("locations");
      if (name) query = query.where(contains("name", name));
      return pageOf(db, query, page, ["id"], locationsOf);
    });
  }

  get(id: number): Promise<Location | null> {
    return read(this.scope, async (db) => (await locationsOf(db, [id]))[0] ?? null);
  }

  create(values: { name: string; code: string; description?: string }, change: Change) {
    return write(this.scope, async (tx): Promise<Location | Violation> => {
      const refusal = checkUnique(await sameKeyRows(tx, "locations", "code", values.code), "code", values.code);
      if (refusal) return refusal;
      const { id } = await tx
        .insertInto("locations")
        .values({ ...newLocationColumns(values), ...auditColumnsOnCreate(change) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return (await locationsOf(tx, [id]))[0] as Location;
    });
  }

  edit(id: number, values: { name?: string; code?: string; description?: string | null }, change: Change) {
    return write(this.scope, async (tx): Promise<Location | null | Violation> => {
      const row = await tx.selectFrom("locations").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
      if (!row) return null;
      const refusal = checkUnique(await sameKeyRows(tx, "locations", "code", values.code), "code", values.code, id);
      if (refusal) return refusal;
      await tx
        .updateTable("locations")
        .set({ ...definedOf(values, "name", "code", "description"), ...auditColumnsOnUpdate(change) })
        .where("id", "=", id)
        .execute();
      return (await locationsOf(tx, [id]))[0] ?? null;
    });
  }

  setActive(id: number, active: boolean, change: Change): Promise<Location | null> {
    return inTransaction(this.scope, async (tx) => {
      // registrations at its sessions in flight finish first; those after see the change (ADR 121)
      await lockSessionsOf(tx, id);
      const changed = await setActive(tx, "locations", id, active, change);
      return changed ? ((await locationsOf(tx, [id]))[0] ?? null) : null;
    });
  }
}

async function locationsOf(db: Kysely<Tables>, ids: readonly number[]): Promise<Location[]> {
  if (!ids.length) return [];
  const [rows, daysOff] = await Promise.all([
    withAudit(db, "locations")
      .select(["x.id", "x.name", "x.code", "x.description", "x.is_active"])
      .where("x.id", "in", [...ids])
      .execute(),
    daysOffWhere(db, { locationIds: ids }),
  ]);
  return inIdOrder(ids, rows, (row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    description: row.description,
    is_active: row.is_active,
    queue_days_off: daysOff.filter((dayOff) => dayOff.queue_location.id === row.id),
    ...auditOf(row),
  }));
}
