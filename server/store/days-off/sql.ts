import type { Kysely } from "kysely";
import type { DayOff } from "../../../contract";
import { checkNewDayOff } from "../../rules/days-off";
import type { Violation } from "../../rules/violation";
import type { Change, Page, PageRequest } from "../basics";
import { auditOf, auditColumnsOnCreate, inIdOrder, missing, pageOf, setActive, withAudit } from "../sql/queries";
import { lockSessionsOf } from "../sql/registration";
import { inTransaction, read, write, type SqlScope } from "../sql/scope";
import type { Tables } from "../sql/tables";
import type { DaysOffRepository } from "./repository";

/** Days off on PostgreSQL or PGlite; a change locks the location's sessions: registrations in flight finish first (ADR 121). */
export class SqlDaysOff implements DaysOffRepository {
  constructor(private readonly scope: SqlScope) {}

  list(
    { location_id, date }: { location_id?: number | undefined; date?: string | undefined },
    page: PageRequest,
  ): Promise<Page<DayOff>> {
    return read(this.scope, (db) => {
      let query = db.selectFrom("days_off");
      if (location_id) query = query.where("location_id", "=", location_id);
      if (date !== undefined) query = query.where("date", "=", date);
      return pageOf(db, query, page, ["-date", "location_id", "id"], daysOffOf);
    });
  }

  get(id: number): Promise<DayOff | null> {
    return read(this.scope, async (db) => (await daysOffOf(db, [id]))[0] ?? null);
  }

  create(values: { date: string; details: string; location_id: number }, change: Change) {
    return write(this.scope, async (tx): Promise<DayOff | Violation> => {
      const unknown = await missing(tx, "locations", [values.location_id], "location_id");
      if (unknown) return unknown;
      await lockSessionsOf(tx, values.location_id);
      const existing = await tx
        .selectFrom("days_off")
        .select(["id", "location_id", "date", "is_active"])
        .where("location_id", "=", values.location_id)
        .where("date", "=", values.date)
        .execute();
      const refusal = checkNewDayOff(values, existing, change.now);
      if (refusal) return refusal;
      const { id } = await tx
        .insertInto("days_off")
        .values({ ...values, is_active: true, ...auditColumnsOnCreate(change) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return (await daysOffOf(tx, [id]))[0] as DayOff;
    });
  }

  setActive(id: number, active: boolean, change: Change): Promise<DayOff | null> {
    return inTransaction(this.scope, async (tx) => {
      const row = await tx.selectFrom("days_off").select("location_id").where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      await lockSessionsOf(tx, row.location_id);
      return (await setActive(tx, "days_off", id, active, change)) ? ((await daysOffOf(tx, [id]))[0] ?? null) : null;
    });
  }

  delete(id: number): Promise<boolean> {
    return inTransaction(this.scope, async (tx) => {
      const row = await tx.selectFrom("days_off").select("location_id").where("id", "=", id).executeTakeFirst();
      if (!row) return false;
      await lockSessionsOf(tx, row.location_id);
      const { numDeletedRows } = await tx.deleteFrom("days_off").where("id", "=", id).executeTakeFirst();
      return numDeletedRows > 0n;
    });
  }
}

async function daysOffOf(db: Kysely<Tables>, ids: readonly number[]): Promise<DayOff[]> {
  if (!ids.length) return [];
  return inIdOrder(ids, await daysOffWhere(db, { ids }), (dayOff) => dayOff);
}

/** Days off by id, or a location's (by date, as the location's page lists them). */
export async function daysOffWhere(
  db: Kysely<Tables>,
  which: { ids?: readonly number[]; locationIds?: readonly number[] },
): Promise<DayOff[]> {
  let query = withAudit(db, "days_off")
    .leftJoin("locations as l", "l.id", "x.location_id")
    .select(["x.id", "x.date", "x.details", "x.is_active", "x.location_id", "l.name as location_name"]);
  if (which.ids) query = query.where("x.id", "in", [...which.ids]);
  if (which.locationIds)
    query = query
      .where("x.location_id", "in", [...which.locationIds])
      .orderBy("x.date")
      .orderBy("x.id");
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    details: row.details,
    is_active: row.is_active,
    queue_location: { id: row.location_id, name: row.location_name ?? "" },
    ...auditOf(row),
  }));
}
