import type { Database } from "../store/memory/database";
import { randomToken, sha256Hex } from "./encoding";

export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

// Opaque refresh tokens, stored hashed. Call these inside a database transaction.

export async function issueRefreshToken(
  db: Database,
  userId: number,
  now: number,
  family: string = randomToken(12),
): Promise<string> {
  const token = randomToken();
  await db.insert("refreshTokens", {
    token_hash: await sha256Hex(token),
    family,
    user_id: userId,
    expires_at: now + REFRESH_TOKEN_TTL_SECONDS * 1000,
    state: "active",
  });
  return token;
}

/**
 * Trades a refresh token for a new one of the same family. A token that was already rotated is being
 * replayed (stolen or raced): the whole family is revoked, so the thief's and the owner's tokens both die.
 */
/** Whether a login session (a refresh-token family) is still open: access tokens of a closed one are refused. */
export function isSessionOpen(db: Database, family: string): boolean {
  return db.all("refreshTokens").some((row) => row.family === family && row.state !== "revoked");
}

export async function rotateRefreshToken(
  db: Database,
  token: string,
  now: number,
): Promise<{ userId: number; token: string; family: string } | null> {
  const hash = await sha256Hex(token);
  const stored = db.find("refreshTokens", (row) => row.token_hash === hash);
  if (!stored) return null;
  if (stored.state === "rotated") {
    await revokeFamily(db, stored.family);
    return null;
  }
  if (stored.state === "revoked" || stored.expires_at <= now) return null;
  await db.update("refreshTokens", stored, { state: "rotated" });
  return {
    userId: stored.user_id,
    token: await issueRefreshToken(db, stored.user_id, now, stored.family),
    family: stored.family,
  };
}

/** Logout: the token's family can no longer refresh. Unknown tokens are ignored. */
export async function revokeRefreshToken(db: Database, token: string): Promise<void> {
  const hash = await sha256Hex(token);
  const stored = db.find("refreshTokens", (row) => row.token_hash === hash);
  if (stored) await revokeFamily(db, stored.family);
}

/** Closes a login session: no token of the family refreshes, and access tokens carrying it as `sid` are refused. */
export async function revokeFamily(db: Database, family: string): Promise<void> {
  for (const row of db.all("refreshTokens").filter((candidate) => candidate.family === family && candidate.state !== "revoked")) {
    await db.update("refreshTokens", row, { state: "revoked" });
  }
}
