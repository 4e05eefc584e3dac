import { containsMatcher, orderBy, selectPage } from "../store/memory/query";
import { createdAudit, updatedAudit } from "../rules/audit";
import { checkUnique } from "../rules/uniqueness";
import { presentLocation } from "./present";
import { actorId, rowFromParam, setActive } from "./records";
import { refuse } from "./respond";
import type { Resolvers, RouteContext } from "./route";

export const locationResolvers: Resolvers = {
  locationList({ backend: { db }, query, ok }) {
    const { name, ...paging } = query;
    const matchesName = containsMatcher(name);
    const page = selectPage(db.all("locations"), {
      where: (row) => !matchesName || matchesName(row.name),
      orderBy: orderBy("id"),
      ...paging,
    });
    return ok({
      page: page.page,
      size: page.size,
      total: page.total,
      queue_locations: page.rows.map((row) => presentLocation(db, row)),
    });
  },

  locationGet({ backend: { db }, params, ok }) {
    const found = rowFromParam(db, "locations", params.id, "Location");
    return "response" in found ? found.response : ok({ queue_location: presentLocation(db, found.row) });
  },

  locationCreate({ backend: { db, clock }, body, user, ok }) {
    return db.transaction(async () => {
      const refusal = checkUnique(db.all("locations"), "code", body.code);
      if (refusal) return refuse(refusal);
      const row = await db.insert("locations", {
        id: db.nextId("locations"),
        name: body.name,
        code: body.code,
        description: body.description ?? null,
        is_active: true,
        ...createdAudit(clock.now(), actorId(user)),
      });
      return ok({ queue_location: presentLocation(db, row) }, 201);
    });
  },

  locationEdit({ backend: { db, clock }, params, body, user, ok }) {
    return db.transaction(async () => {
      const found = rowFromParam(db, "locations", params.id, "Location");
      if ("response" in found) return found.response;
      const refusal = checkUnique(db.all("locations"), "code", body.code, found.row.id);
      if (refusal) return refuse(refusal);
      const updated = await db.update("locations", found.row, {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.code !== undefined && { code: body.code }),
        ...(body.description !== undefined && { description: body.description }),
        ...updatedAudit(clock.now(), actorId(user)),
      });
      return ok({ queue_location: presentLocation(db, updated) });
    });
  },

  locationArchive: (context) => toggle(context, false),
  locationUnarchive: (context) => toggle(context, true),
};

function toggle(
  { backend: { db, clock }, params, user, ok }: RouteContext<"locationArchive" | "locationUnarchive">,
  active: boolean,
) {
  return db.transaction(async () => {
    const found = rowFromParam(db, "locations", params.id, "Location");
    if ("response" in found) return found.response;
    return ok({ queue_location: presentLocation(db, await setActive(db, "locations", found.row, active, clock.now(), user)) });
  });
}
