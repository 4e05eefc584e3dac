import type { Kysely } from "kysely";
import type { Session } from "../../../contract";
import { fullTime, sessionTimesOutOfOrder } from "../../rules/sessions";
import type { Violation } from "../../rules/violation";
import type { Change, Page, PageRequest } from "../basics";
import {
  auditOf,
  auditColumnsOnCreate,
  inIdOrder,
  missing,
  pageOf,
  setActive,
  auditColumnsOnUpdate,
  withAudit,
} from "../sql/queries";
import { inTransaction, read, write, type SqlScope } from "../sql/scope";
import type { Tables } from "../sql/tables";
import { definedOf } from "../values";
import { newSessionColumns, type SessionListFilter, type SessionsRepository } from "./repository";

/** Weekly sessions on PostgreSQL or PGlite. */
export class SqlSessions implements SessionsRepository {
  constructor(private readonly scope: SqlScope) {}

  list({ location_id, day_of_the_week }: SessionListFilter, page: PageRequest): Promise<Page<Session>> {
    return read(this.scope, (db) => {
      let query = db.selectFrom("sessions");
      if (location_id) query = query.where("location_id", "=", location_id);
      if (day_of_the_week !== undefined) query = query.where("day_of_the_week", "=", day_of_the_week);
      return pageOf(db, query, page, ["location_id", "day_of_the_week", "start_time", "id"], sessionsOf);
    });
  }

  get(id: number): Promise<Session | null> {
    return read(this.scope, async (db) => (await sessionsOf(db, [id]))[0] ?? null);
  }

  create(
    values: { location_id: number; day_of_the_week: number; start_time: string; end_time: string; quota: number },
    change: Change,
  ) {
    return write(this.scope, async (tx): Promise<Session | Violation> => {
      const refusal =
        (await missing(tx, "locations", [values.location_id], "location_id")) ??
        sessionTimesOutOfOrder(values.start_time, values.end_time);
      if (refusal) return refusal;
      const { id } = await tx
        .insertInto("sessions")
        .values({ ...newSessionColumns(values), ...auditColumnsOnCreate(change) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return (await sessionsOf(tx, [id]))[0] as Session;
    });
  }

  edit(
    id: number,
    values: { location_id?: number; day_of_the_week?: number; start_time?: string; end_time?: string; quota?: number },
    change: Change,
  ) {
    return write(this.scope, async (tx): Promise<Session | null | Violation> => {
      // the row's lock: a quota or weekday edit waits for registrations in flight (ADR 121)
      const row = await tx
        .selectFrom("sessions")
        .select(["start_time", "end_time"])
        .where("id", "=", id)
        .forNoKeyUpdate()
        .executeTakeFirst();
      if (!row) return null;
      const start = fullTime(values.start_time ?? row.start_time);
      const end = fullTime(values.end_time ?? row.end_time);
      const refusal =
        (await missing(tx, "locations", values.location_id === undefined ? [] : [values.location_id], "location_id")) ??
        sessionTimesOutOfOrder(start, end);
      if (refusal) return refusal;
      await tx
        .updateTable("sessions")
        .set({
          ...definedOf(values, "location_id", "day_of_the_week", "quota"),
          start_time: start,
          end_time: end,
          ...auditColumnsOnUpdate(change),
        })
        .where("id", "=", id)
        .execute();
      return (await sessionsOf(tx, [id]))[0] ?? null;
    });
  }

  setActive(id: number, active: boolean, change: Change): Promise<Session | null> {
    return inTransaction(this.scope, async (tx) =>
      (await setActive(tx, "sessions", id, active, change)) ? ((await sessionsOf(tx, [id]))[0] ?? null) : null,
    );
  }
}

async function sessionsOf(db: Kysely<Tables>, ids: readonly number[]): Promise<Session[]> {
  if (!ids.length) return [];
  const rows = await withAudit(db, "sessions")
    .leftJoin("locations as l", "l.id", "x.location_id")
    .select([
      "x.id",
      "x.day_of_the_week",
      "x.location_id",
      "l.name as location_name",
      "l.code as location_code",
      "x.start_time",
      "x.end_time",
      "x.quota",
      "x.is_active",
    ])
    .where("x.id", "in", [...ids])
    .execute();
  return inIdOrder(ids, rows, (row) => ({
    id: row.id,
    day_of_the_week: row.day_of_the_week,
    queue_location: { id: row.location_id, name: row.location_name ?? "", code: row.location_code ?? "" },
    start_time: row.start_time,
    end_time: row.end_time,
    quota: row.quota,
    is_active: row.is_active,
    ...auditOf(row),
  }));
}
