import type { PermissionCreateBody, PermissionEditBody, RoleCreateBody, RoleEditBody } from "../../../contract";
import { createdAudit, updatedAudit } from "../../rules/audit";
import { checkUnique, sameKey } from "../../rules/uniqueness";
import { isViolation } from "../../rules/violation";
import type { Change, PageRequest } from "../basics";
import type { Database } from "../memory/database";
import { presentPermission, presentRole, presentUser } from "../memory/present";
import { orderBy } from "../memory/query";
import { atomic, presentById, missing, pageOf, type MemoryScope } from "../memory/scope";
import { definedOf } from "../values";
import { endSessionsAfterEdit, type SessionEnding } from "./edit-user";
import type { PermissionsRepository, RolesRepository, UserCreateValues, UserEditValues, UsersRepository } from "./repository";

/** Staff users in memory: their roles and direct permissions as id lists on the row. */
export class MemoryUsers implements UsersRepository {
  constructor(
    private readonly scope: MemoryScope,
    /** The sign-in steps on a scope (given by the store: sign-in reads users, so it is not imported here). */
    private readonly signInOn: (scope: MemoryScope) => SessionEnding,
  ) {}

  async list(page: PageRequest) {
    const { db } = this.scope;
    return pageOf(db, "users", page, (row) => presentUser(db, row), { orderBy: orderBy("id") });
  }

  async get(username: string) {
    const row = userNamed(this.scope.db, username);
    return row ? presentUser(this.scope.db, row) : null;
  }

  create(values: UserCreateValues, change: Change) {
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      const refusal =
        checkUnique(db.all("users"), "username", values.username) ??
        missing(db, "roles", values.roles, "roles") ??
        missing(db, "permissions", values.permissions, "permissions");
      if (refusal) return refusal;
      const row = await db.insertNew("users", {
        name: values.name,
        username: values.username,
        password_hash: values.password_hash,
        role_ids: values.roles ?? [],
        permission_ids: values.permissions ?? [],
        ...createdAudit(change.now, change.actorId),
      });
      return presentUser(db, row);
    });
  }

  /** The record's edit and the end of the user's sessions it calls for (./edit-user.ts), in one step. */
  edit(username: string, values: UserEditValues, change: Change) {
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      const edited = await this.#editRecord(username, values, change);
      if (edited && !isViolation(edited))
        await endSessionsAfterEdit(this.signInOn({ db, inTransaction: true }), edited, values, change);
      return edited;
    });
  }

  async #editRecord(username: string, values: UserEditValues, change: Change) {
    const { db } = this.scope;
    const row = userNamed(db, username);
    if (!row) return null;
    const refusal =
      checkUnique(db.all("users"), "username", values.username, row.id) ??
      missing(db, "roles", values.roles, "roles") ??
      missing(db, "permissions", values.permissions, "permissions");
    if (refusal) return refusal;
    const updated = await db.update("users", row, {
      ...definedOf(values, "name", "username", "password_hash"),
      ...(values.roles !== undefined && { role_ids: values.roles }),
      ...(values.permissions !== undefined && { permission_ids: values.permissions }),
      ...updatedAudit(change.now, change.actorId),
    });
    return presentUser(db, updated);
  }
}

/** Roles in memory. */
export class MemoryRoles implements RolesRepository {
  constructor(private readonly scope: MemoryScope) {}

  async list(page: PageRequest) {
    const { db } = this.scope;
    return pageOf(db, "roles", page, (row) => presentRole(db, row), { orderBy: orderBy("id") });
  }

  async get(id: number) {
    const { db } = this.scope;
    return presentById(db, "roles", id, (row) => presentRole(db, row));
  }

  create(values: RoleCreateBody) {
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      const refusal =
        checkUnique(db.all("roles"), "slug", values.slug) ?? missing(db, "permissions", values.permissions, "permissions");
      if (refusal) return refusal;
      const row = await db.insertNew("roles", {
        name: values.name,
        slug: values.slug,
        description: values.description ?? null,
        permission_ids: values.permissions ?? [],
      });
      return presentRole(db, row);
    });
  }

  edit(id: number, values: RoleEditBody) {
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      const row = db.byId("roles", id);
      if (!row) return null;
      const refusal =
        checkUnique(db.all("roles"), "slug", values.slug, row.id) ??
        missing(db, "permissions", values.permissions, "permissions");
      if (refusal) return refusal;
      const updated = await db.update("roles", row, {
        ...definedOf(values, "name", "slug", "description"),
        ...(values.permissions !== undefined && { permission_ids: values.permissions }),
      });
      return presentRole(db, updated);
    });
  }
}

/** Permissions in memory. */
export class MemoryPermissions implements PermissionsRepository {
  constructor(private readonly scope: MemoryScope) {}

  async list(page: PageRequest) {
    return pageOf(this.scope.db, "permissions", page, presentPermission, { orderBy: orderBy("id") });
  }

  async get(id: number) {
    return presentById(this.scope.db, "permissions", id, presentPermission);
  }

  create(values: PermissionCreateBody) {
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      const refusal = checkUnique(db.all("permissions"), "slug", values.slug);
      if (refusal) return refusal;
      const row = await db.insertNew("permissions", {
        name: values.name,
        slug: values.slug,
        description: values.description ?? null,
      });
      return presentPermission(row);
    });
  }

  edit(id: number, values: PermissionEditBody) {
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      const row = db.byId("permissions", id);
      if (!row) return null;
      const refusal = checkUnique(db.all("permissions"), "slug", values.slug, row.id);
      if (refusal) return refusal;
      return presentPermission(await db.update("permissions", row, definedOf(values, "name", "slug", "description")));
    });
  }
}

/** A user by username (`sameKey`). */
export function userNamed(db: Database, username: string) {
  return db.find("users", (row) => sameKey(row.username, username));
}
