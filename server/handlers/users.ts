import { hashPassword } from "../auth/passwords";
import type { Database } from "../store/memory/database";
import { orderBy, selectPage } from "../store/memory/query";
import { createdAudit, updatedAudit } from "../rules/audit";
import { checkUnique, sameKey } from "../rules/uniqueness";
import { presentUser } from "./present";
import { actorId, missingReference } from "./records";
import { notFound, refuse } from "./respond";
import type { Resolvers } from "./route";

/** Staff users, addressed by username (docs/product.md §7). */
export const userResolvers: Resolvers = {
  userList({ backend: { db }, query, ok }) {
    const page = selectPage(db.all("users"), { orderBy: orderBy("id"), ...query });
    return ok({ page: page.page, size: page.size, total: page.total, users: page.rows.map((row) => presentUser(db, row)) });
  },

  userGet({ backend: { db }, params, ok }) {
    const user = findByUsername(db, params.username);
    return user ? ok({ user: presentUser(db, user) }) : notFound("User");
  },

  async userCreate({ backend: { db, clock }, body, user: actor, ok }) {
    // PBKDF2 takes a few milliseconds: hash before taking the write lock.
    const password_hash = await hashPassword(body.password);
    return db.transaction(async () => {
      const duplicate = checkUnique(db.all("users"), "username", body.username);
      if (duplicate) return refuse(duplicate);
      const missing =
        missingReference(db, "roles", body.roles, "roles") ??
        missingReference(db, "permissions", body.permissions, "permissions");
      if (missing) return missing;
      const row = await db.insert("users", {
        id: db.nextId("users"),
        name: body.name,
        username: body.username,
        password_hash,
        role_ids: body.roles ?? [],
        permission_ids: body.permissions ?? [],
        ...createdAudit(clock.now(), actorId(actor)),
      });
      return ok({ user: presentUser(db, row) }, 201);
    });
  },

  async userEdit({ backend: { db, clock }, params, body, user: actor, ok }) {
    const password_hash = body.password === undefined ? undefined : await hashPassword(body.password);
    return db.transaction(async () => {
      const user = findByUsername(db, params.username);
      if (!user) return notFound("User");
      const duplicate = checkUnique(db.all("users"), "username", body.username, user.id);
      if (duplicate) return refuse(duplicate);
      const missing =
        missingReference(db, "roles", body.roles, "roles") ??
        missingReference(db, "permissions", body.permissions, "permissions");
      if (missing) return missing;
      const updated = await db.update("users", user, {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.username !== undefined && { username: body.username }),
        ...(password_hash !== undefined && { password_hash }),
        ...(body.roles !== undefined && { role_ids: body.roles }),
        ...(body.permissions !== undefined && { permission_ids: body.permissions }),
        ...updatedAudit(clock.now(), actorId(actor)),
      });
      return ok({ user: presentUser(db, updated) });
    });
  },
};

function findByUsername(db: Database, username: string | undefined) {
  return username === undefined ? undefined : db.find("users", (row) => sameKey(row.username, username));
}
