import { orderBy, selectPage } from "../store/memory/query";
import { checkUnique } from "../rules/uniqueness";
import { presentPermission } from "./present";
import { rowFromParam } from "./records";
import { refuse } from "./respond";
import type { Resolvers } from "./route";

export const permissionResolvers: Resolvers = {
  permissionList({ backend: { db }, query, ok }) {
    const page = selectPage(db.all("permissions"), { orderBy: orderBy("id"), ...query });
    return ok({ page: page.page, size: page.size, total: page.total, permissions: page.rows.map(presentPermission) });
  },

  permissionGet({ backend: { db }, params, ok }) {
    const found = rowFromParam(db, "permissions", params.id, "Permission");
    return "response" in found ? found.response : ok({ permission: presentPermission(found.row) });
  },

  permissionCreate({ backend: { db }, body, ok }) {
    return db.transaction(async () => {
      const refusal = checkUnique(db.all("permissions"), "slug", body.slug);
      if (refusal) return refuse(refusal);
      const row = await db.insert("permissions", {
        id: db.nextId("permissions"),
        name: body.name,
        slug: body.slug,
        description: body.description ?? null,
      });
      return ok({ permission: presentPermission(row) }, 201);
    });
  },

  permissionEdit({ backend: { db }, params, body, ok }) {
    return db.transaction(async () => {
      const found = rowFromParam(db, "permissions", params.id, "Permission");
      if ("response" in found) return found.response;
      const refusal = checkUnique(db.all("permissions"), "slug", body.slug, found.row.id);
      if (refusal) return refuse(refusal);
      const updated = await db.update("permissions", found.row, {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.slug !== undefined && { slug: body.slug }),
        ...(body.description !== undefined && { description: body.description }),
      });
      return ok({ permission: presentPermission(updated) });
    });
  },
};
