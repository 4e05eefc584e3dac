import type { Clock } from "../clock";
import { createSigningKey, signJwt, verifyJwt, type TokenPayload } from "./jwt";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Issues and checks access tokens on the mock clock (advance it 15 minutes and the token expires). */
export class AccessTokens {
  #key = createSigningKey();

  constructor(
    private readonly clock: Clock,
    private readonly ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ) {}

  /** `sid`: the login session (the refresh-token family); logging out ends it and every token carrying it. */
  async issue(user: { id: number; username: string; name: string }, permissions: string[], sid: string): Promise<string> {
    const iat = Math.floor(this.clock.now() / 1000);
    const payload: TokenPayload = {
      sub: String(user.id),
      username: user.username,
      name: user.name,
      permissions,
      iat,
      exp: iat + this.ttlSeconds,
      sid,
    };
    return signJwt(payload, await this.#key);
  }

  /** The payload of a token this server signed that has not expired (its session is checked by the caller). */
  async verify(token: string): Promise<TokenPayload | null> {
    return verifyJwt(token, await this.#key, Math.floor(this.clock.now() / 1000));
  }

  /** "Expire the access token now" (a fault): a new signing key, so every token issued so far stops verifying. */
  expireAll(): void {
    this.#key = createSigningKey();
  }
}
