/**
 * Sign-in (docs/decisions/103-mock-auth.md): the users a login names, login sessions (refresh token families, ADR
 * 126) and the login throttle (server/rules/login-throttle.ts; ADRs 103 and 125), shared by every process of one
 * database.
 */
export interface SignInRepository {
  /** The user a login names (`sameKey`), with its password hash and effective permission slugs; null if none. */
  findLoginUser(username: string): Promise<LoginUser | null>;
  /** The same by id (a refresh issues a token with the user's current permissions); null if the user is gone. */
  getLoginUser(id: number): Promise<LoginUser | null>;
  /** Opens a login session: the first refresh token (stored as its hash) of a new family. */
  openSession(grant: RefreshTokenGrant): Promise<void>;
  /**
   * Trades a refresh token (by hash) for the next of its family, atomically. An active, unexpired token becomes
   * "rotated" and `next` is stored active in its family → `{ userId, family }`. A token already rotated is a replay
   * (stolen or raced): its whole family is revoked → null. Unknown, revoked or expired (expires_at ≤ now) → null.
   */
  rotateRefreshToken(
    tokenHash: string,
    next: { tokenHash: string; expiresAt: number },
    now: number,
  ): Promise<RotatedSession | null>;
  /** Logout by refresh token: revokes the token's whole family; an unknown hash is ignored. */
  revokeRefreshToken(tokenHash: string): Promise<void>;
  /** Logout by access token: revokes every token of the family (the login session `sid`). */
  revokeSession(family: string): Promise<void>;
  /**
   * Revokes every refresh token of a user's sessions except those of the family `except` (the session acting), so
   * those sessions end at their next request (ADR 126): a changed password, a user left with no permission.
   */
  revokeUserSessions(userId: number, except: string | null | undefined): Promise<void>;
  /**
   * The user of a login session as they stand now, read on every authenticated request (ADR 126): their current
   * name, username and effective permission slugs (as `findLoginUser`), so a removed role counts at the next request
   * on every process. null when the session is closed (no token of the family left unrevoked: logout, a replayed
   * refresh token, a changed password) or its user is gone; the access token is then refused.
   */
  sessionUser(family: string): Promise<SignedInUser | null>;

  /**
   * Reserves a login attempt under its keys unless one of them is locked, counting every attempt of that key still
   * in flight (reserved, not yet ended, on any process) as a failure (`assumingFailures`), in one atomic step per
   * key set, so parallel guesses spread over any number of processes are refused from the threshold on. A
   * reservation older than LOGIN_RESERVATION_TTL_MS is taken for a crashed process's and no longer counts.
   * Answers the seconds to wait (0: reserved).
   */
  reserveLoginAttempt(attempt: LoginAttempt, now: number): Promise<number>;
  /**
   * Ends a reserved attempt: its reservation is given back; "failed" records a failure under each key
   * (`afterFailure`); "succeeded" clears the username's record (not the client's, ADR 103); "unchecked" (the check
   * itself could not run: the database away) records nothing.
   */
  endLoginAttempt(attempt: LoginAttempt, outcome: LoginOutcome, now: number): Promise<void>;
}

/** A user as sign-in needs it; the hash never leaves the server. */
export type LoginUser = { id: number; username: string; name: string; password_hash: string; permissions: string[] };
/** The signed-in user as a request is judged: who they are now and what they may do now. */
export type SignedInUser = Omit<LoginUser, "password_hash">;

export type LoginOutcome = "succeeded" | "failed" | "unchecked";

/** One login attempt's throttle keys (`throttleKeys`) with the failures each may have before it locks. */
export type LoginAttempt = {
  /** unique per attempt: its reservation */
  id: string;
  username: { key: string; threshold: number };
  client: { key: string; threshold: number };
};

export type RefreshTokenGrant = { tokenHash: string; family: string; userId: number; expiresAt: number };
export type RotatedSession = { userId: number; family: string };
