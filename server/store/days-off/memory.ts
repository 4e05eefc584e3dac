import type { DayOffCreateBody } from "../../../contract";
import { createdAudit } from "../../rules/audit";
import { checkNewDayOff } from "../../rules/days-off";
import type { Change, PageRequest } from "../basics";
import { presentDayOff } from "../memory/present";
import { orderBy } from "../memory/query";
import { atomic, presentById, deleteRow, missing, pageOf, setActive, type MemoryScope } from "../memory/scope";
import type { DaysOffRepository } from "./repository";

/** Days off in memory. */
export class MemoryDaysOff implements DaysOffRepository {
  constructor(private readonly scope: MemoryScope) {}

  async list({ location_id, date }: { location_id?: number | undefined; date?: string | undefined }, page: PageRequest) {
    const { db } = this.scope;
    return pageOf(db, "daysOff", page, (row) => presentDayOff(db, row), {
      where: (row) => (!location_id || row.location_id === location_id) && (date === undefined || row.date === date),
      orderBy: orderBy("-date", "location_id"),
    });
  }

  async get(id: number) {
    const { db } = this.scope;
    return presentById(db, "daysOff", id, (row) => presentDayOff(db, row));
  }

  create(values: DayOffCreateBody, change: Change) {
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      const refusal =
        missing(db, "locations", [values.location_id], "location_id") ?? checkNewDayOff(values, db.all("daysOff"), change.now);
      if (refusal) return refusal;
      const row = await db.insertNew("daysOff", {
        location_id: values.location_id,
        date: values.date,
        details: values.details,
        is_active: true,
        ...createdAudit(change.now, change.actorId),
      });
      return presentDayOff(db, row);
    });
  }

  setActive(id: number, active: boolean, change: Change) {
    return setActive(this.scope, "daysOff", id, active, change, presentDayOff);
  }

  delete(id: number) {
    return deleteRow(this.scope, "daysOff", id);
  }
}
