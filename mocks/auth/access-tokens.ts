import type { SessionUser } from "../../src/api/contract";
import type { MockClock } from "../clock";
import { createSigningKey, signJwt, verifyJwt } from "./jwt";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Issues and checks access tokens on the mock clock (advance it 15 minutes and the token expires). */
export class AccessTokens {
  #key = createSigningKey();

  constructor(
    private readonly clock: MockClock,
    private readonly ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ) {}

  async issue(user: { id: number; username: string; name: string }, permissions: string[]): Promise<string> {
    const iat = Math.floor(this.clock.now() / 1000);
    const payload: SessionUser = {
      sub: String(user.id),
      username: user.username,
      name: user.name,
      permissions,
      iat,
      exp: iat + this.ttlSeconds,
    };
    return signJwt(payload, await this.#key);
  }

  async verify(token: string): Promise<SessionUser | null> {
    return verifyJwt(token, await this.#key, Math.floor(this.clock.now() / 1000));
  }

  /** "Expire the access token now" (a fault): a new signing key, so every token issued so far stops verifying. */
  expireAll(): void {
    this.#key = createSigningKey();
  }
}
