import { orderBy, selectPage } from "../store/memory/query";
import { createdAudit, updatedAudit } from "../rules/audit";
import { presentSession } from "./present";
import { fullTime, sessionTimesOutOfOrder } from "../rules/sessions";
import { actorId, missingReference, rowFromParam, setActive } from "./records";
import { refuse } from "./respond";
import type { Resolvers, RouteContext } from "./route";

/** Weekly sessions with quotas. */
export const sessionResolvers: Resolvers = {
  sessionList({ backend: { db }, query, ok }) {
    const { location_id, ...paging } = query;
    const page = selectPage(db.all("sessions"), {
      where: (row) => !location_id || row.location_id === location_id,
      orderBy: orderBy("location_id", "day_of_the_week", "start_time"),
      ...paging,
    });
    return ok({
      page: page.page,
      size: page.size,
      total: page.total,
      queue_sessions: page.rows.map((row) => presentSession(db, row)),
    });
  },

  sessionGet({ backend: { db }, params, ok }) {
    const found = rowFromParam(db, "sessions", params.id, "Session");
    return "response" in found ? found.response : ok({ queue_session: presentSession(db, found.row) });
  },

  sessionCreate({ backend: { db, clock }, body, user, ok }) {
    return db.transaction(async () => {
      const invalid =
        missingReference(db, "locations", [body.location_id], "location_id") ?? timesOutOfOrder(body.start_time, body.end_time);
      if (invalid) return invalid;
      const row = await db.insert("sessions", {
        id: db.nextId("sessions"),
        location_id: body.location_id,
        day_of_the_week: body.day_of_the_week,
        start_time: fullTime(body.start_time),
        end_time: fullTime(body.end_time),
        quota: body.quota,
        is_active: true,
        ...createdAudit(clock.now(), actorId(user)),
      });
      return ok({ queue_session: presentSession(db, row) }, 201);
    });
  },

  sessionEdit({ backend: { db, clock }, params, body, user, ok }) {
    return db.transaction(async () => {
      const found = rowFromParam(db, "sessions", params.id, "Session");
      if ("response" in found) return found.response;
      const start = fullTime(body.start_time ?? found.row.start_time);
      const end = fullTime(body.end_time ?? found.row.end_time);
      const invalid =
        missingReference(db, "locations", body.location_id === undefined ? [] : [body.location_id], "location_id") ??
        timesOutOfOrder(start, end);
      if (invalid) return invalid;
      const updated = await db.update("sessions", found.row, {
        ...(body.location_id !== undefined && { location_id: body.location_id }),
        ...(body.day_of_the_week !== undefined && { day_of_the_week: body.day_of_the_week }),
        ...(body.quota !== undefined && { quota: body.quota }),
        start_time: start,
        end_time: end,
        ...updatedAudit(clock.now(), actorId(user)),
      });
      return ok({ queue_session: presentSession(db, updated) });
    });
  },

  sessionArchive: (context) => toggle(context, false),
  sessionUnarchive: (context) => toggle(context, true),
};

function timesOutOfOrder(start: string, end: string): Response | null {
  const refusal = sessionTimesOutOfOrder(start, end);
  return refusal && refuse(refusal);
}

function toggle(
  { backend: { db, clock }, params, user, ok }: RouteContext<"sessionArchive" | "sessionUnarchive">,
  active: boolean,
) {
  return db.transaction(async () => {
    const found = rowFromParam(db, "sessions", params.id, "Session");
    if ("response" in found) return found.response;
    return ok({ queue_session: presentSession(db, await setActive(db, "sessions", found.row, active, clock.now(), user)) });
  });
}
