import { type } from "arktype";
import { decodeProtectedHeader, jwtVerify, SignJWT } from "jose";
import { sessionUser, type SessionUser } from "../../contract/entities";
import type { Clock } from "../clock";
import { bytesToBase64Url, randomToken } from "./encoding";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** The access token's payload: the session user of the contract plus `sid`, the login session it belongs to. */
export type TokenPayload = SessionUser & { sid?: string };

/**
 * The secrets access tokens are signed with (docs/decisions/103-mock-auth.md): `current` signs, every
 * one in `previous` still verifies, so a key can be rotated without signing everybody out. Each key's `kid` is
 * derived from the secret, so every server process given the same secrets names them the same.
 */
export type SigningSecrets = { current: string; previous?: readonly string[] };

type SigningKey = { kid: string; secret: Uint8Array };

const ALGORITHM = "HS256";

async function signingKey(secret: string): Promise<SigningKey> {
  const bytes = new TextEncoder().encode(secret);
  // a short digest of the secret names it; it tells nothing usable about a secret of 32 bytes or more
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return { kid: bytesToBase64Url(digest.slice(0, 9)), secret: bytes };
}

async function keyRing(secrets: SigningSecrets): Promise<{ current: SigningKey; byKid: Map<string, SigningKey> }> {
  const current = await signingKey(secrets.current);
  const all = [current, ...(await Promise.all((secrets.previous ?? []).map(signingKey)))];
  return { current, byKid: new Map(all.map((key) => [key.kid, key])) };
}

/** A secret of this process alone (the demo in the page, tests, a server started without AUTH_SECRET outside production). */
const randomSecrets = (): SigningSecrets => ({ current: randomToken(32) });

/**
 * Issues and checks access tokens (HS256 JWTs with a `kid`, signed with jose: the same code in Node and in the page)
 * on the server's clock (advance it 15 minutes and the token expires).
 */
export class AccessTokens {
  #keys: ReturnType<typeof keyRing>;

  constructor(
    private readonly clock: Clock,
    private readonly ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
    secrets: SigningSecrets = randomSecrets(),
  ) {
    this.#keys = keyRing(secrets);
  }

  /** `sid`: the login session (the refresh-token family); logging out ends it and every token carrying it. */
  async issue(user: { id: number; username: string; name: string }, permissions: string[], sid: string): Promise<string> {
    const { current } = await this.#keys;
    const iat = Math.floor(this.clock.now() / 1000);
    return new SignJWT({ username: user.username, name: user.name, permissions, sid })
      .setProtectedHeader({ alg: ALGORITHM, typ: "JWT", kid: current.kid })
      .setSubject(String(user.id))
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(current.secret);
  }

  /**
   * The payload of a token signed by one of the keys (the current or a previous one, chosen by the token's `kid`)
   * that has not expired; null for anything else. Its session is checked by the caller.
   */
  async verify(token: string): Promise<TokenPayload | null> {
    const { byKid } = await this.#keys;
    let kid: unknown;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      return null;
    }
    const key = typeof kid === "string" ? byKid.get(kid) : undefined;
    if (!key) return null;
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(token, key.secret, {
        algorithms: [ALGORITHM],
        currentDate: new Date(this.clock.now()),
      }));
    } catch {
      return null; // bad signature, expired, malformed
    }
    const payload = sessionUser(claims);
    if (payload instanceof type.errors) return null;
    const { sid } = claims;
    return typeof sid === "string" ? { ...payload, sid } : payload;
  }

  /** "Expire the access token now" (a fault): a new signing key and no previous ones, so no token issued so far verifies. */
  expireAll(): void {
    this.#keys = keyRing(randomSecrets());
  }
}
