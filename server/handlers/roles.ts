import { orderBy, selectPage } from "../store/memory/query";
import { checkUnique } from "../rules/uniqueness";
import { presentRole } from "./present";
import { missingReference, rowFromParam } from "./records";
import { refuse } from "./respond";
import type { Resolvers } from "./route";

export const roleResolvers: Resolvers = {
  roleList({ backend: { db }, query, ok }) {
    const page = selectPage(db.all("roles"), { orderBy: orderBy("id"), ...query });
    return ok({ page: page.page, size: page.size, total: page.total, roles: page.rows.map((row) => presentRole(db, row)) });
  },

  roleGet({ backend: { db }, params, ok }) {
    const found = rowFromParam(db, "roles", params.id, "Role");
    return "response" in found ? found.response : ok({ role: presentRole(db, found.row) });
  },

  roleCreate({ backend: { db }, body, ok }) {
    return db.transaction(async () => {
      const refusal = checkUnique(db.all("roles"), "slug", body.slug);
      if (refusal) return refuse(refusal);
      const missing = missingReference(db, "permissions", body.permissions, "permissions");
      if (missing) return missing;
      const row = await db.insert("roles", {
        id: db.nextId("roles"),
        name: body.name,
        slug: body.slug,
        description: body.description ?? null,
        permission_ids: body.permissions ?? [],
      });
      return ok({ role: presentRole(db, row) }, 201);
    });
  },

  roleEdit({ backend: { db }, params, body, ok }) {
    return db.transaction(async () => {
      const found = rowFromParam(db, "roles", params.id, "Role");
      if ("response" in found) return found.response;
      const refusal = checkUnique(db.all("roles"), "slug", body.slug, found.row.id);
      if (refusal) return refuse(refusal);
      const missing = missingReference(db, "permissions", body.permissions, "permissions");
      if (missing) return missing;
      const updated = await db.update("roles", found.row, {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.slug !== undefined && { slug: body.slug }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.permissions !== undefined && { permission_ids: body.permissions }),
      });
      return ok({ role: presentRole(db, updated) });
    });
  },
};
