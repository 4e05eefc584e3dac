import { afterFailure, LOGIN_RESERVATION_TTL_MS, waitBeforeAttempt, type LoginFailures } from "../../rules/login-throttle";
import type { Database, Row } from "../memory/database";
import { permissionSlugsOf } from "../memory/present";
import { atomic, type MemoryScope } from "../memory/scope";
import { userNamed } from "../users/memory";
import type { LoginAttempt, LoginOutcome, RefreshTokenGrant, SignInRepository } from "./repository";

/** Sign-in in memory: refresh tokens in their table, the login throttle in this process (`MemoryLoginThrottle`). */
export class MemorySignIn implements SignInRepository {
  constructor(
    private readonly scope: MemoryScope,
    private readonly throttle: MemoryLoginThrottle,
  ) {}

  async findLoginUser(username: string) {
    const row = userNamed(this.scope.db, username);
    return row ? loginUserOf(this.scope.db, row) : null;
  }

  async getLoginUser(id: number) {
    const row = this.scope.db.byId("users", id);
    return row ? loginUserOf(this.scope.db, row) : null;
  }

  openSession(grant: RefreshTokenGrant) {
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      await db.insert("refreshTokens", {
        token_hash: grant.tokenHash,
        family: grant.family,
        user_id: grant.userId,
        expires_at: grant.expiresAt,
        state: "active",
      });
    });
  }

  rotateRefreshToken(tokenHash: string, next: { tokenHash: string; expiresAt: number }, now: number) {
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      const stored = db.find("refreshTokens", (row) => row.token_hash === tokenHash);
      if (!stored) return null;
      if (stored.state === "rotated") {
        await this.#revokeWhere((token) => token.family === stored.family);
        return null;
      }
      if (stored.state === "revoked" || stored.expires_at <= now) return null;
      await db.update("refreshTokens", stored, { state: "rotated" });
      await db.insert("refreshTokens", {
        token_hash: next.tokenHash,
        family: stored.family,
        user_id: stored.user_id,
        expires_at: next.expiresAt,
        state: "active",
      });
      return { userId: stored.user_id, family: stored.family };
    });
  }

  revokeRefreshToken(tokenHash: string) {
    return atomic(this.scope, async () => {
      const stored = this.scope.db.find("refreshTokens", (row) => row.token_hash === tokenHash);
      if (stored) await this.#revokeWhere((token) => token.family === stored.family);
    });
  }

  revokeSession(family: string) {
    return atomic(this.scope, () => this.#revokeWhere((token) => token.family === family));
  }

  revokeUserSessions(userId: number, except: string | null | undefined) {
    return atomic(this.scope, () => this.#revokeWhere((token) => token.user_id === userId && token.family !== except));
  }

  async sessionUser(family: string) {
    const { db } = this.scope;
    const token = db.find("refreshTokens", (row) => row.family === family && row.state !== "revoked");
    const row = token && db.byId("users", token.user_id);
    if (!row) return null;
    const { password_hash: _hash, ...user } = loginUserOf(db, row);
    return user;
  }

  async reserveLoginAttempt(attempt: LoginAttempt, now: number) {
    // no await from the check to the reservation: the memory store's callers share one event loop
    return this.throttle.reserve(attempt, now);
  }

  async endLoginAttempt(attempt: LoginAttempt, outcome: LoginOutcome, now: number) {
    this.throttle.end(attempt, outcome, now);
  }

  /** Revokes the unrevoked tokens `which` picks: their login sessions end (no refresh, `sid` refused). */
  async #revokeWhere(which: (token: Row<"refreshTokens">) => boolean): Promise<void> {
    const { db } = this.scope;
    for (const row of db.all("refreshTokens").filter((token) => token.state !== "revoked" && which(token)))
      await db.update("refreshTokens", row, { state: "revoked" });
  }
}

function loginUserOf(db: Database, row: Row<"users">) {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    password_hash: row.password_hash,
    permissions: permissionSlugsOf(db, row),
  };
}

/** Failed logins per throttle key and the attempts in flight (server/rules/login-throttle.ts, ADR 103). */
export class MemoryLoginThrottle {
  readonly failures = new Map<string, LoginFailures>();
  /** attempt id → its keys and when it was reserved */
  readonly reservations = new Map<string, { keys: string[]; at: number }>();

  reserve(attempt: LoginAttempt, now: number): number {
    const keys = [attempt.username, attempt.client];
    const wait = waitBeforeAttempt(
      keys.map(({ key, threshold }) => ({ record: this.failures.get(key), inFlight: this.#inFlight(key, now), threshold })),
      now,
    );
    if (wait === 0) this.reservations.set(attempt.id, { keys: keys.map(({ key }) => key), at: now });
    return wait;
  }

  end(attempt: LoginAttempt, outcome: LoginOutcome, now: number): void {
    this.reservations.delete(attempt.id);
    if (outcome === "succeeded") this.failures.delete(attempt.username.key);
    if (outcome !== "failed") return;
    for (const { key, threshold } of [attempt.username, attempt.client])
      this.failures.set(key, afterFailure(this.failures.get(key), now, threshold));
  }

  #inFlight(key: string, now: number): number {
    let count = 0;
    for (const reservation of this.reservations.values())
      if (reservation.keys.includes(key) && now - reservation.at < LOGIN_RESERVATION_TTL_MS) count++;
    return count;
  }
}
