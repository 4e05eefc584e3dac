import type { SessionCreateBody, SessionEditBody } from "../../../contract";
import { createdAudit, updatedAudit } from "../../rules/audit";
import { fullTime, sessionTimesOutOfOrder } from "../../rules/sessions";
import type { Change, PageRequest } from "../basics";
import { presentSession } from "../memory/present";
import { orderBy } from "../memory/query";
import { atomic, presentById, missing, pageOf, setActive, type MemoryScope } from "../memory/scope";
import { definedOf } from "../values";
import { newSessionColumns, type SessionListFilter, type SessionsRepository } from "./repository";

/** Weekly sessions in memory. */
export class MemorySessions implements SessionsRepository {
  constructor(private readonly scope: MemoryScope) {}

  async list({ location_id, day_of_the_week }: SessionListFilter, page: PageRequest) {
    const { db } = this.scope;
    return pageOf(db, "sessions", page, (row) => presentSession(db, row), {
      where: (row) =>
        (!location_id || row.location_id === location_id) &&
        (day_of_the_week === undefined || row.day_of_the_week === day_of_the_week),
      orderBy: orderBy("location_id", "day_of_the_week", "start_time"),
    });
  }

  async get(id: number) {
    const { db } = this.scope;
    return presentById(db, "sessions", id, (row) => presentSession(db, row));
  }

  create(values: SessionCreateBody, change: Change) {
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      const refusal =
        missing(db, "locations", [values.location_id], "location_id") ??
        sessionTimesOutOfOrder(values.start_time, values.end_time);
      if (refusal) return refusal;
      const row = await db.insertNew("sessions", { ...newSessionColumns(values), ...createdAudit(change.now, change.actorId) });
      return presentSession(db, row);
    });
  }

  edit(id: number, values: SessionEditBody, change: Change) {
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      const row = db.byId("sessions", id);
      if (!row) return null;
      const start = fullTime(values.start_time ?? row.start_time);
      const end = fullTime(values.end_time ?? row.end_time);
      const refusal =
        missing(db, "locations", values.location_id === undefined ? [] : [values.location_id], "location_id") ??
        sessionTimesOutOfOrder(start, end);
      if (refusal) return refusal;
      const updated = await db.update("sessions", row, {
        ...definedOf(values, "location_id", "day_of_the_week", "quota"),
        start_time: start,
        end_time: end,
        ...updatedAudit(change.now, change.actorId),
      });
      return presentSession(db, updated);
    });
  }

  setActive(id: number, active: boolean, change: Change) {
    return setActive(this.scope, "sessions", id, active, change, presentSession);
  }
}
