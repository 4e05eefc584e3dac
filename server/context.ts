import { AccessTokens, ACCESS_TOKEN_TTL_SECONDS, type SigningSecrets } from "./auth/access-tokens";
import { EXPORT_MAX_ROWS } from "../contract/outcomes";
import { randomToken } from "./auth/encoding";
import { pbkdf2Hasher, type PasswordHasher } from "./auth/passwords";
import { createClock, type Clock } from "./clock";
import { writeWorkbook, type WorkbookWriter } from "./export/queue-workbook";
import { FullSessions } from "./handlers/full-sessions";
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimits } from "./rate-limit";
import type { SeedOptions } from "./seed/seed";
import type { Store } from "./store/store";

/**
 * How the refresh cookie is set. "http-only" is what a real server sends (Node: tests, the server on either store).
 * "script" is for the browser demo: msw copies a mocked Set-Cookie into `document.cookie`, and browsers
 * drop cookies marked HttpOnly there, so the demo has to leave the flag off (docs/decisions/103-mock-auth.md).
 */
export type CookieStyle = "http-only" | "script";

export type ServerOptions = {
  store: Store;
  /** Default: real time. */
  clock?: Clock;
  /** Default DEFAULT_RATE_LIMITS; `false` turns limiting off. */
  rateLimits?: RateLimits | false;
  accessTokenTtlSeconds?: number;
  cookieStyle?: CookieStyle;
  /** Default PBKDF2 (the page, tests); the Node server gives argon2id (docs/decisions/103-mock-auth.md). */
  passwords?: PasswordHasher;
  /** The access tokens' keys (AUTH_SECRET …); default a random key of this process (ADR 103). */
  signingSecrets?: SigningSecrets;
  /** The last migration the store applied (GET /health names it); the memory store has none. */
  migration?: string | null;
  /** The most tickets an export holds; default EXPORT_MAX_ROWS (a test gives a few, not 50,000 rows). */
  exportMaxRows?: number;
  /** Builds an export's workbook; default in this thread (the page, tests), the Node server's in a thread of its own. */
  writeWorkbook?: WorkbookWriter;
};

/**
 * What the API (server/api.ts) runs on: its store (which also keeps the login throttle), its clock, its token keys and
 * rate limits. The same in the page (memory store), in tests and in the Node server (docs/decisions/102-mock-routing.md).
 */
export class ServerContext {
  readonly store: Store;
  readonly clock: Clock;
  readonly accessTokens: AccessTokens;
  readonly rateLimiter: RateLimiter;
  readonly cookieStyle: CookieStyle;
  readonly passwords: PasswordHasher;
  readonly migration: string | null;
  readonly exportMaxRows: number;
  readonly writeWorkbook: WorkbookWriter;
  /** the sessions this process knows are full (issue 34): their refusals cost no database work */
  readonly fullSessions = new FullSessions();
  #decoyHash: Promise<string> | null = null;

  constructor(options: ServerOptions) {
    this.store = options.store;
    this.clock = options.clock ?? createClock();
    this.accessTokens = new AccessTokens(
      this.clock,
      options.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS,
      options.signingSecrets,
    );
    this.rateLimiter = new RateLimiter(
      this.clock,
      options.rateLimits === false ? {} : (options.rateLimits ?? DEFAULT_RATE_LIMITS),
    );
    this.cookieStyle = options.cookieStyle ?? "http-only";
    this.passwords = options.passwords ?? pbkdf2Hasher;
    this.migration = options.migration ?? null;
    this.exportMaxRows = options.exportMaxRows ?? EXPORT_MAX_ROWS;
    this.writeWorkbook = options.writeWorkbook ?? writeWorkbook;
  }

  /** A hash of a random password in this server's format: what a login for an unknown username is checked against. */
  decoyPasswordHash(): Promise<string> {
    return (this.#decoyHash ??= this.passwords.hash(randomToken(16)));
  }

  /** Every row thrown away and the demo data loaded again (relative to the clock's now); rate limits and the login throttle forgotten. */
  async reset(seed: SeedOptions | false): Promise<void> {
    await this.store.reset(seed, this.clock.now());
    this.rateLimiter.reset();
    this.fullSessions.clear();
  }
}
