import { AccessTokens, ACCESS_TOKEN_TTL_SECONDS } from "../server/auth/access-tokens";
import { createClock, type MockClock } from "../server/clock";
import { Database } from "../server/store/memory/database";
import { Faults } from "./faults";
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimits } from "../server/rate-limit";
import type { LoginFailures } from "../server/rules/login-throttle";
import { seedDatabase, type SeedOptions } from "../server/seed/seed";

/**
 * How the refresh cookie is set. "http-only" is what a real server sends (Node: tests and mock:serve).
 * "script" is for the browser worker: msw copies a mocked Set-Cookie into `document.cookie`, and browsers
 * drop cookies marked HttpOnly there, so the mock has to leave the flag off (docs/decisions/103-mock-auth.md).
 */
export type CookieStyle = "http-only" | "script";

export type BackendOptions = {
  /** Default: real time. */
  clock?: MockClock;
  /** Demo data size and PRNG seed; `false` starts empty (for restoring a snapshot). */
  seed?: SeedOptions | false;
  /** Default DEFAULT_RATE_LIMITS; `false` turns limiting off. */
  rateLimits?: RateLimits | false;
  accessTokenTtlSeconds?: number;
  cookieStyle?: CookieStyle;
};

/** One emulated server: its database, clock, token keys, faults and rate limits. Handlers close over it. */
export class Backend {
  readonly db = new Database();
  readonly clock: MockClock;
  readonly accessTokens: AccessTokens;
  readonly faults: Faults;
  readonly rateLimiter: RateLimiter;
  readonly cookieStyle: CookieStyle;
  /** Failed logins per username and per client (mocks/rules/login-throttle.ts); in memory, like the rate limits. */
  readonly loginFailures = new Map<string, LoginFailures>();
  #seed: SeedOptions;

  constructor(options: BackendOptions = {}) {
    this.clock = options.clock ?? createClock();
    this.accessTokens = new AccessTokens(this.clock, options.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS);
    this.faults = new Faults(() => this.accessTokens.expireAll());
    this.rateLimiter = new RateLimiter(
      this.clock,
      options.rateLimits === false ? {} : (options.rateLimits ?? DEFAULT_RATE_LIMITS),
    );
    this.cookieStyle = options.cookieStyle ?? "http-only";
    this.#seed = options.seed || {};
  }

  /** Throws away every row and seeds again (relative to the clock's now). */
  async reset(seed: SeedOptions = this.#seed): Promise<void> {
    this.#seed = seed;
    await this.db.transaction(async () => {
      this.db.clear();
      await seedDatabase(this.db, this.clock.now(), seed);
    });
    this.rateLimiter.reset();
    this.loginFailures.clear();
  }
}

/** A backend with its demo data in place. */
export async function createBackend(options: BackendOptions = {}): Promise<Backend> {
  const backend = new Backend(options);
  if (options.seed !== false) await backend.reset();
  return backend;
}
