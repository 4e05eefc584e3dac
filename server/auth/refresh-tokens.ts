import type { Store } from "../store/store";
import { randomToken, sha256Hex } from "./encoding";

export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

// Opaque refresh tokens: the client holds the token, the store only its SHA-256 (a leaked store does not leak
// sessions). Every rotation of one login shares a family; reuse of a rotated token revokes it (store/sign-in/repository.ts).

/** A new login session: its first refresh token (the family is the session id `sid` of its access tokens). */
export async function openSession(store: Store, userId: number, now: number, family: string = randomToken(12)): Promise<string> {
  const token = randomToken();
  await store.signIn.openSession({
    tokenHash: await sha256Hex(token),
    family,
    userId,
    expiresAt: now + REFRESH_TOKEN_TTL_SECONDS * 1000,
  });
  return token;
}

/**
 * Trades a refresh token for a new one of the same family. A token that was already rotated is being
 * replayed (stolen or raced): the whole family is revoked, so the thief's and the owner's tokens both die.
 */
export async function rotateRefreshToken(
  store: Store,
  token: string,
  now: number,
): Promise<{ userId: number; token: string; family: string } | null> {
  const next = randomToken();
  const rotated = await store.signIn.rotateRefreshToken(
    await sha256Hex(token),
    { tokenHash: await sha256Hex(next), expiresAt: now + REFRESH_TOKEN_TTL_SECONDS * 1000 },
    now,
  );
  return rotated && { ...rotated, token: next };
}

/** Logout: the token's family can no longer refresh. Unknown tokens are ignored. */
export async function revokeRefreshToken(store: Store, token: string): Promise<void> {
  await store.signIn.revokeRefreshToken(await sha256Hex(token));
}
