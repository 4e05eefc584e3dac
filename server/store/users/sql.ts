import { sql, type Kysely, type Transaction } from "kysely";
import type { Permission, Role, User } from "../../../contract";
import { checkUnique } from "../../rules/uniqueness";
import { isViolation, type Violation } from "../../rules/violation";
import type { Change, Page, PageRequest } from "../basics";
import {
  auditOf,
  auditColumnsOnCreate,
  inIdOrder,
  missing,
  pageOf,
  replaceLinks,
  sameKeyRows,
  auditColumnsOnUpdate,
  withAudit,
} from "../sql/queries";
import { read, write, type SqlScope } from "../sql/scope";
import type { Tables } from "../sql/tables";
import { definedOf } from "../values";
import { endSessionsAfterEdit, type SessionEnding } from "./edit-user";
import type { PermissionsRepository, RolesRepository, UserCreateValues, UserEditValues, UsersRepository } from "./repository";

/** Staff users on PostgreSQL or PGlite, their roles and permissions as ordered link tables. */
export class SqlUsers implements UsersRepository {
  constructor(
    private readonly scope: SqlScope,
    /** The sign-in steps on a scope (given by the store: sign-in reads users, so it is not imported here). */
    private readonly signInOn: (scope: SqlScope) => SessionEnding,
  ) {}

  list(page: PageRequest): Promise<Page<User>> {
    return read(this.scope, (db) => pageOf(db, db.selectFrom("users"), page, ["id"], usersOf));
  }

  get(username: string): Promise<User | null> {
    return read(this.scope, async (db) => {
      const id = await userIdNamed(db, username);
      return id === undefined ? null : ((await usersOf(db, [id]))[0] ?? null);
    });
  }

  create(values: UserCreateValues, change: Change) {
    return write(this.scope, async (tx): Promise<User | Violation> => {
      const refusal =
        checkUnique(await sameKeyRows(tx, "users", "username", values.username), "username", values.username) ??
        (await missing(tx, "roles", values.roles, "roles")) ??
        (await missing(tx, "permissions", values.permissions, "permissions"));
      if (refusal) return refusal;
      const { id } = await tx
        .insertInto("users")
        .values({
          name: values.name,
          username: values.username,
          password_hash: values.password_hash,
          ...auditColumnsOnCreate(change),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await replaceLinks(tx, "user_roles", "user_id", id, "role_id", values.roles ?? []);
      await replaceLinks(tx, "user_permissions", "user_id", id, "permission_id", values.permissions ?? []);
      return (await usersOf(tx, [id]))[0] as User;
    });
  }

  /** The record's edit and the end of the user's sessions it calls for (./edit-user.ts), in one transaction. */
  edit(username: string, values: UserEditValues, change: Change) {
    return write(this.scope, async (tx): Promise<User | null | Violation> => {
      const edited = await editRecord(tx, username, values, change);
      if (edited && !isViolation(edited))
        await endSessionsAfterEdit(this.signInOn({ db: tx, shared: this.scope.shared }), edited, values, change);
      return edited;
    });
  }
}

/** A user's record write alone (`SqlUsers.edit` ends the sessions it calls for). */
async function editRecord(tx: Transaction<Tables>, username: string, values: UserEditValues, change: Change) {
  const id = await userIdNamed(tx, username, true);
  if (id === undefined) return null;
  const refusal =
    checkUnique(await sameKeyRows(tx, "users", "username", values.username), "username", values.username, id) ??
    (await missing(tx, "roles", values.roles, "roles")) ??
    (await missing(tx, "permissions", values.permissions, "permissions"));
  if (refusal) return refusal;
  await tx
    .updateTable("users")
    .set({ ...definedOf(values, "name", "username", "password_hash"), ...auditColumnsOnUpdate(change) })
    .where("id", "=", id)
    .execute();
  if (values.roles !== undefined) await replaceLinks(tx, "user_roles", "user_id", id, "role_id", values.roles);
  if (values.permissions !== undefined)
    await replaceLinks(tx, "user_permissions", "user_id", id, "permission_id", values.permissions);
  return (await usersOf(tx, [id]))[0] ?? null;
}

/** Roles on PostgreSQL or PGlite. */
export class SqlRoles implements RolesRepository {
  constructor(private readonly scope: SqlScope) {}

  list(page: PageRequest): Promise<Page<Role>> {
    return read(this.scope, (db) => pageOf(db, db.selectFrom("roles"), page, ["id"], rolesOf));
  }

  get(id: number): Promise<Role | null> {
    return read(this.scope, async (db) => (await rolesOf(db, [id]))[0] ?? null);
  }

  create(values: { name: string; slug: string; description?: string; permissions?: number[] }) {
    return write(this.scope, async (tx): Promise<Role | Violation> => {
      const refusal =
        checkUnique(await sameKeyRows(tx, "roles", "slug", values.slug), "slug", values.slug) ??
        (await missing(tx, "permissions", values.permissions, "permissions"));
      if (refusal) return refusal;
      const { id } = await tx
        .insertInto("roles")
        .values({ name: values.name, slug: values.slug, description: values.description ?? null })
        .returning("id")
        .executeTakeFirstOrThrow();
      await replaceLinks(tx, "role_permissions", "role_id", id, "permission_id", values.permissions ?? []);
      return (await rolesOf(tx, [id]))[0] as Role;
    });
  }

  edit(id: number, values: { name?: string; slug?: string; description?: string | null; permissions?: number[] }) {
    return write(this.scope, async (tx): Promise<Role | null | Violation> => {
      const row = await tx.selectFrom("roles").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
      if (!row) return null;
      const refusal =
        checkUnique(await sameKeyRows(tx, "roles", "slug", values.slug), "slug", values.slug, id) ??
        (await missing(tx, "permissions", values.permissions, "permissions"));
      if (refusal) return refusal;
      const changes = definedOf(values, "name", "slug", "description");
      if (Object.keys(changes).length) await tx.updateTable("roles").set(changes).where("id", "=", id).execute();
      if (values.permissions !== undefined)
        await replaceLinks(tx, "role_permissions", "role_id", id, "permission_id", values.permissions);
      return (await rolesOf(tx, [id]))[0] ?? null;
    });
  }
}

/** Permissions on PostgreSQL or PGlite. */
export class SqlPermissions implements PermissionsRepository {
  constructor(private readonly scope: SqlScope) {}

  list(page: PageRequest): Promise<Page<Permission>> {
    return read(this.scope, (db) => pageOf(db, db.selectFrom("permissions"), page, ["id"], permissionsOf));
  }

  get(id: number): Promise<Permission | null> {
    return read(this.scope, async (db) => (await permissionsOf(db, [id]))[0] ?? null);
  }

  create(values: { name: string; slug: string; description?: string }) {
    return write(this.scope, async (tx): Promise<Permission | Violation> => {
      const refusal = checkUnique(await sameKeyRows(tx, "permissions", "slug", values.slug), "slug", values.slug);
      if (refusal) return refusal;
      return tx
        .insertInto("permissions")
        .values({ name: values.name, slug: values.slug, description: values.description ?? null })
        .returning(["id", "name", "slug", "description"])
        .executeTakeFirstOrThrow();
    });
  }

  edit(id: number, values: { name?: string; slug?: string; description?: string | null }) {
    return write(this.scope, async (tx): Promise<Permission | null | Violation> => {
      const row = await tx.selectFrom("permissions").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
      if (!row) return null;
      const refusal = checkUnique(await sameKeyRows(tx, "permissions", "slug", values.slug), "slug", values.slug, id);
      if (refusal) return refusal;
      const changes = definedOf(values, "name", "slug", "description");
      if (Object.keys(changes).length) await tx.updateTable("permissions").set(changes).where("id", "=", id).execute();
      return (await permissionsOf(tx, [id]))[0] ?? null;
    });
  }
}

/** A user's id by username (`sameKey`), locked for the transaction's write with `lock`. */
export async function userIdNamed(db: Kysely<Tables>, username: string, lock = false): Promise<number | undefined> {
  let query = db
    .selectFrom("users")
    .select("id")
    .where(sql<boolean>`lower(btrim(username)) = lower(btrim(${username}))`);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst())?.id;
}

function permissionsOf(db: Kysely<Tables>, ids: readonly number[]): Promise<Permission[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom("permissions")
    .select(["id", "name", "slug", "description"])
    .where("id", "in", [...ids])
    .orderBy("id")
    .execute();
}

async function rolesOf(db: Kysely<Tables>, ids: readonly number[]): Promise<Role[]> {
  if (!ids.length) return [];
  const [rows, links] = await Promise.all([
    db
      .selectFrom("roles")
      .select(["id", "name", "slug", "description"])
      .where("id", "in", [...ids])
      .execute(),
    db
      .selectFrom("role_permissions as rp")
      .innerJoin("permissions as p", "p.id", "rp.permission_id")
      .select(["rp.role_id", "p.id", "p.name", "p.slug", "p.description"])
      .where("rp.role_id", "in", [...ids])
      .orderBy("rp.role_id")
      .orderBy("rp.position")
      .execute(),
  ]);
  return inIdOrder(ids, rows, (row) => ({
    ...row,
    permissions: links
      .filter((link) => link.role_id === row.id)
      .map(({ id: permissionId, name, slug, description }) => ({ id: permissionId, name, slug, description })),
  }));
}

async function usersOf(db: Kysely<Tables>, ids: readonly number[]): Promise<User[]> {
  if (!ids.length) return [];
  const [rows, roles, permissions] = await Promise.all([
    withAudit(db, "users")
      .select(["x.id", "x.name", "x.username"])
      .where("x.id", "in", [...ids])
      .execute(),
    db
      .selectFrom("user_roles as link")
      .innerJoin("roles as r", "r.id", "link.role_id")
      .select(["link.user_id", "r.id", "r.name", "r.slug"])
      .where("link.user_id", "in", [...ids])
      .orderBy("link.position")
      .execute(),
    db
      .selectFrom("user_permissions as link")
      .innerJoin("permissions as p", "p.id", "link.permission_id")
      .select(["link.user_id", "p.id", "p.name", "p.slug"])
      .where("link.user_id", "in", [...ids])
      .orderBy("link.position")
      .execute(),
  ]);
  const refs = (links: { user_id: number; id: number; name: string; slug: string }[], userId: number) =>
    links.filter((link) => link.user_id === userId).map(({ id, name, slug }) => ({ id, name, slug }));
  return inIdOrder(ids, rows, (row) => ({
    name: row.name,
    username: row.username,
    ...auditOf(row),
    roles: refs(roles, row.id),
    permissions: refs(permissions, row.id),
  }));
}
