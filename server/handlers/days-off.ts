import { orderBy, selectPage } from "../store/memory/query";
import { createdAudit } from "../rules/audit";
import { checkNewDayOff } from "../rules/days-off";
import { presentDayOff } from "./present";
import { actorId, missingReference, rowFromParam, setActive } from "./records";
import { refuse } from "./respond";
import type { Resolvers, RouteContext } from "./route";

/** Days that close a location for registration while active. */
export const dayOffResolvers: Resolvers = {
  dayOffList({ backend: { db }, query, ok }) {
    const { location_id, date, ...paging } = query;
    const page = selectPage(db.all("daysOff"), {
      where: (row) => (!location_id || row.location_id === location_id) && (date === undefined || row.date === date),
      orderBy: orderBy("-date", "location_id"),
      ...paging,
    });
    return ok({
      page: page.page,
      size: page.size,
      total: page.total,
      queue_days_off: page.rows.map((row) => presentDayOff(db, row)),
    });
  },

  dayOffGet({ backend: { db }, params, ok }) {
    const found = rowFromParam(db, "daysOff", params.id, "Day off");
    return "response" in found ? found.response : ok({ queue_day_off: presentDayOff(db, found.row) });
  },

  dayOffCreate({ backend: { db, clock }, body, user, ok }) {
    return db.transaction(async () => {
      const missing = missingReference(db, "locations", [body.location_id], "location_id");
      if (missing) return missing;
      const refusal = checkNewDayOff(body, db.all("daysOff"), clock.now());
      if (refusal) return refuse(refusal);
      const row = await db.insert("daysOff", {
        id: db.nextId("daysOff"),
        location_id: body.location_id,
        date: body.date,
        details: body.details,
        is_active: true,
        ...createdAudit(clock.now(), actorId(user)),
      });
      return ok({ queue_day_off: presentDayOff(db, row) }, 201);
    });
  },

  dayOffArchive: (context) => toggle(context, false),
  dayOffUnarchive: (context) => toggle(context, true),

  dayOffDelete({ backend: { db }, params, ok }) {
    return db.transaction(() => {
      const found = rowFromParam(db, "daysOff", params.id, "Day off");
      if ("response" in found) return found.response;
      db.remove("daysOff", found.row);
      return ok(null);
    });
  },
};

function toggle(
  { backend: { db, clock }, params, user, ok }: RouteContext<"dayOffArchive" | "dayOffUnarchive">,
  active: boolean,
) {
  return db.transaction(async () => {
    const found = rowFromParam(db, "daysOff", params.id, "Day off");
    if ("response" in found) return found.response;
    return ok({ queue_day_off: presentDayOff(db, await setActive(db, "daysOff", found.row, active, clock.now(), user)) });
  });
}
