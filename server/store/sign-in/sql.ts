import { sql, type Kysely, type Transaction } from "kysely";
import {
  afterFailure,
  LOGIN_RESERVATION_TTL_MS,
  LOGIN_THROTTLE,
  waitBeforeAttempt,
  type LoginFailures,
} from "../../rules/login-throttle";
import { withStoreErrors } from "../sql/errors";
import { inTransaction, read, type SqlScope } from "../sql/scope";
import type { Tables } from "../sql/tables";
import { userIdNamed } from "../users/sql";
import type {
  LoginAttempt,
  LoginOutcome,
  LoginUser,
  RefreshTokenGrant,
  RotatedSession,
  SignedInUser,
  SignInRepository,
} from "./repository";

/** Advisory lock class of the login throttle's keys (with the key's hashtext as the second number). */
const LOGIN_THROTTLE_LOCK = 7_121_003;

/** Sign-in on PostgreSQL or PGlite: refresh tokens by family, the throttle's tables shared by every process. */
export class SqlSignIn implements SignInRepository {
  constructor(private readonly scope: SqlScope) {}

  findLoginUser(username: string): Promise<LoginUser | null> {
    return read(this.scope, async (db) => {
      const id = await userIdNamed(db, username);
      return id === undefined ? null : loginUserOf(db, id);
    });
  }

  getLoginUser(id: number): Promise<LoginUser | null> {
    return read(this.scope, (db) => loginUserOf(db, id));
  }

  openSession(grant: RefreshTokenGrant): Promise<void> {
    return read(this.scope, async (db) => {
      await db
        .insertInto("refresh_tokens")
        .values({
          token_hash: grant.tokenHash,
          family: grant.family,
          user_id: grant.userId,
          expires_at: new Date(grant.expiresAt),
          state: "active",
        })
        .execute();
    });
  }

  rotateRefreshToken(
    tokenHash: string,
    next: { tokenHash: string; expiresAt: number },
    now: number,
  ): Promise<RotatedSession | null> {
    // A replay revokes the family and answers null, not a throw, so its own transaction commits the revocation. As a
    // step of a caller's transaction it commits only with the caller's: one that throws or answers a Violation
    // takes it back (store.ts `transaction`); the API's refresh calls it on its own (server/auth/refresh-tokens.ts).
    return inTransaction(this.scope, async (tx) => {
      const stored = await tx
        .selectFrom("refresh_tokens")
        .selectAll()
        .where("token_hash", "=", tokenHash)
        .forUpdate()
        .executeTakeFirst();
      if (!stored) return null;
      if (stored.state === "rotated") {
        await revokeFamily(tx, stored.family);
        return null;
      }
      if (stored.state === "revoked" || stored.expires_at.getTime() <= now) return null;
      await tx.updateTable("refresh_tokens").set({ state: "rotated" }).where("token_hash", "=", tokenHash).execute();
      await tx
        .insertInto("refresh_tokens")
        .values({
          token_hash: next.tokenHash,
          family: stored.family,
          user_id: stored.user_id,
          expires_at: new Date(next.expiresAt),
          state: "active",
        })
        .execute();
      return { userId: stored.user_id, family: stored.family };
    });
  }

  revokeRefreshToken(tokenHash: string): Promise<void> {
    return inTransaction(this.scope, async (tx) => {
      const stored = await tx
        .selectFrom("refresh_tokens")
        .select("family")
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
      if (stored) await revokeFamily(tx, stored.family);
    });
  }

  revokeSession(family: string): Promise<void> {
    return inTransaction(this.scope, (tx) => revokeFamily(tx, family));
  }

  revokeUserSessions(userId: number, except: string | null | undefined): Promise<void> {
    return read(this.scope, async (db) => {
      let sessions = db
        .updateTable("refresh_tokens")
        .set({ state: "revoked" })
        .where("user_id", "=", userId)
        .where("state", "<>", "revoked");
      if (except) sessions = sessions.where("family", "<>", except);
      await sessions.execute();
    });
  }

  /**
   * One statement on every authenticated request (ADR 126): the session's user found through the family's index, and
   * their permissions (direct, then by role, in position order) through the link tables' primary keys.
   */
  sessionUser(family: string): Promise<SignedInUser | null> {
    return read(this.scope, async (db) => {
      const { rows } = await sql<{
        id: number;
        username: string;
        name: string;
        permission_id: number | null;
        slug: string | null;
      }>`
        select u.id, u.username, u.name, p.permission_id, p.slug
        from users u
        left join lateral (
          select up.permission_id, pe.slug, 0 as via_role, up.position as first, 0 as second
          from user_permissions up join permissions pe on pe.id = up.permission_id
          where up.user_id = u.id
          union all
          select rp.permission_id, pe.slug, 1, ur.position, rp.position
          from user_roles ur
          join role_permissions rp on rp.role_id = ur.role_id
          join permissions pe on pe.id = rp.permission_id
          where ur.user_id = u.id
        ) p on true
        where u.id = (select user_id from refresh_tokens where family = ${family} and state <> 'revoked' limit 1)
        order by p.via_role, p.first, p.second`.execute(db);
      const first = rows[0];
      if (!first) return null;
      return { id: first.id, username: first.username, name: first.name, permissions: firstSlugs(rows) };
    });
  }

  reserveLoginAttempt(attempt: LoginAttempt, now: number): Promise<number> {
    return this.#throttleStep(attempt, async (tx, keys) => {
      const since = new Date(now - LOGIN_RESERVATION_TTL_MS);
      const [records, inFlight] = await Promise.all([
        failureRecords(tx, keys),
        tx
          .selectFrom("login_attempts")
          .select(["key", sql<number>`count(*)::int`.as("attempts")])
          .where(
            "key",
            "in",
            keys.map(({ key }) => key),
          )
          .where("reserved_at", ">", since)
          .groupBy("key")
          .execute(),
      ]);
      const wait = waitBeforeAttempt(
        keys.map(({ key, threshold }) => ({
          record: records.get(key),
          inFlight: inFlight.find((row) => row.key === key)?.attempts ?? 0,
          threshold,
        })),
        now,
      );
      if (wait === 0)
        await tx
          .insertInto("login_attempts")
          .values(keys.map(({ key }) => ({ id: attempt.id, key, reserved_at: new Date(now) })))
          .execute();
      // a crashed process's reservations of these keys
      await tx
        .deleteFrom("login_attempts")
        .where(
          "key",
          "in",
          keys.map(({ key }) => key),
        )
        .where("reserved_at", "<=", since)
        .execute();
      return wait;
    });
  }

  endLoginAttempt(attempt: LoginAttempt, outcome: LoginOutcome, now: number): Promise<void> {
    return this.#throttleStep(attempt, async (tx, keys) => {
      await tx.deleteFrom("login_attempts").where("id", "=", attempt.id).execute();
      if (outcome === "succeeded") await tx.deleteFrom("login_failures").where("key", "=", attempt.username.key).execute();
      if (outcome !== "failed") return;
      const records = await failureRecords(tx, keys);
      for (const { key, threshold } of keys) {
        const next = afterFailure(records.get(key), now, threshold);
        const row = {
          count: next.count,
          last_failure_at: new Date(next.lastFailureAt),
          locked_until: new Date(next.lockedUntil),
        };
        await tx
          .insertInto("login_failures")
          .values({ key, ...row })
          .onConflict((conflict) => conflict.column("key").doUpdateSet(row))
          .execute();
      }
      // records quiet for longer than the rule remembers, and not locked, are forgotten
      await tx
        .deleteFrom("login_failures")
        .where("last_failure_at", "<=", new Date(now - LOGIN_THROTTLE.forgetAfterSeconds * 1000))
        .where("locked_until", "<=", new Date(now))
        .execute();
    });
  }

  /**
   * One transaction holding the attempt's keys (transaction-scoped advisory locks, taken in the keys' order so two
   * attempts cannot wait on each other): the read of a key's state and the write that follows are one step for every
   * process. Not `inTransaction`: a login changes nothing the guest lists show.
   */
  #throttleStep<R>(
    attempt: LoginAttempt,
    work: (tx: Transaction<Tables>, keys: LoginAttempt["username"][]) => Promise<R>,
  ): Promise<R> {
    const keys = [attempt.username, attempt.client].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const locked = async (tx: Transaction<Tables>) => {
      for (const { key } of keys) await sql`select pg_advisory_xact_lock(${LOGIN_THROTTLE_LOCK}, hashtext(${key}))`.execute(tx);
      return work(tx, keys);
    };
    const { db } = this.scope;
    return db.isTransaction ? locked(db as Transaction<Tables>) : withStoreErrors(() => db.transaction().execute(locked));
  }
}

/** Each permission's slug once, in the order first met (direct permissions, then the roles'). */
function firstSlugs(rows: readonly { permission_id: number | null; slug: string | null }[]): string[] {
  const slugs = new Map<number, string>();
  for (const row of rows)
    if (row.permission_id !== null && row.slug !== null && !slugs.has(row.permission_id)) slugs.set(row.permission_id, row.slug);
  return [...slugs.values()];
}

/** The token's permissions: direct ones ∪ its roles', as slugs, in the memory store's order (docs/product.md §10). */
async function loginUserOf(db: Kysely<Tables>, id: number): Promise<LoginUser | null> {
  const user = await db
    .selectFrom("users")
    .select(["id", "username", "name", "password_hash"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!user) return null;
  const [direct, viaRoles] = await Promise.all([
    db
      .selectFrom("user_permissions as up")
      .innerJoin("permissions as p", "p.id", "up.permission_id")
      .select(["p.id as permission_id", "p.slug"])
      .where("up.user_id", "=", id)
      .orderBy("up.position")
      .execute(),
    db
      .selectFrom("user_roles as ur")
      .innerJoin("role_permissions as rp", "rp.role_id", "ur.role_id")
      .innerJoin("permissions as p", "p.id", "rp.permission_id")
      .select(["p.id as permission_id", "p.slug"])
      .where("ur.user_id", "=", id)
      .orderBy("ur.position")
      .orderBy("rp.position")
      .execute(),
  ]);
  return { ...user, permissions: firstSlugs([...direct, ...viaRoles]) };
}

/** The throttle keys' failure records, as the rule reads them (locked_until epoch 0: not locked). */
async function failureRecords(tx: Transaction<Tables>, keys: readonly { key: string }[]): Promise<Map<string, LoginFailures>> {
  const rows = await tx
    .selectFrom("login_failures")
    .selectAll()
    .where(
      "key",
      "in",
      keys.map(({ key }) => key),
    )
    .execute();
  return new Map(
    rows.map((row) => [
      row.key,
      { count: row.count, lastFailureAt: row.last_failure_at.getTime(), lockedUntil: row.locked_until.getTime() },
    ]),
  );
}

/** Closes a login session: no token of the family refreshes, and access tokens carrying it as `sid` are refused. */
async function revokeFamily(tx: Transaction<Tables>, family: string): Promise<void> {
  await tx
    .updateTable("refresh_tokens")
    .set({ state: "revoked" })
    .where("family", "=", family)
    .where("state", "<>", "revoked")
    .execute();
}
