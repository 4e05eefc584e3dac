import { createApi, withCacheHeaders, type ApiHandler } from "../server/api";
import type { Clock } from "../server/clock";
import type { ApiRequest } from "../server/handlers/api-request";
import { ServerContext, type CookieStyle } from "../server/context";
import type { RateLimits } from "../server/rate-limit";
import type { SeedOptions } from "../server/seed/seed";
import type { Database } from "../server/store/memory/database";
import { MemoryStore } from "../server/store/memory/memory-store";
import type { MemoryLoginThrottle } from "../server/store/sign-in/memory";
import { faultAnswer, faultIntercept, Faults, type Fault } from "./faults";

export type { CookieStyle } from "../server/context";

export type BackendOptions = {
  /** Default: real time. */
  clock?: Clock;
  /** Demo data size and PRNG seed; `false` starts empty (for restoring a snapshot). */
  seed?: SeedOptions | false;
  /** Default DEFAULT_RATE_LIMITS; `false` turns limiting off. */
  rateLimits?: RateLimits | false;
  accessTokenTtlSeconds?: number;
  cookieStyle?: CookieStyle;
  /** A fault's latency (default: this thread's setTimeout). */
  wait?: (ms: number) => Promise<void>;
  /** A request took a fault. */
  onFaultTaken?: () => void;
};

/**
 * One emulated server: the API (server/api.ts) on the memory store, with the demo's and tests' faults plugged in.
 * Its `api` is what every transport calls (msw in the page and in vitest, the server's memory store in tests).
 */
export class Backend extends ServerContext {
  /** The memory store's database (snapshots, the demo console's export and import, tests that look inside). */
  readonly db: Database;
  /** The memory store's login throttle (tests that start from no failures clear it). */
  readonly loginThrottle: MemoryLoginThrottle;
  readonly faults: Faults;
  readonly api: ApiHandler;
  #seed: SeedOptions;

  constructor(options: BackendOptions = {}) {
    const store = new MemoryStore();
    super({ ...options, store });
    this.db = store.db;
    this.loginThrottle = store.loginThrottle;
    this.faults = new Faults(() => this.accessTokens.expireAll(), options.onFaultTaken);
    // a fault `afterDone` lets the request through and then answers in its place (mocks/faults.ts)
    const doneFirst = new WeakMap<ApiRequest, Fault>();
    const api = createApi(this, { intercept: faultIntercept(this.faults, doneFirst, options.wait) });
    this.api = async (request, transport) => {
      const response = await api(request, transport);
      const fault = doneFirst.get(request);
      const replaced = fault && faultAnswer(fault);
      return replaced ? withCacheHeaders(replaced) : response;
    };
    this.#seed = options.seed || {};
  }

  /** Throws away every row and seeds again (relative to the clock's now); `false` leaves it empty. */
  override async reset(seed: SeedOptions | false = this.#seed): Promise<void> {
    if (seed !== false) this.#seed = seed;
    await super.reset(seed);
  }
}

/** A backend with its demo data in place. */
export async function createBackend(options: BackendOptions = {}): Promise<Backend> {
  const backend = new Backend(options);
  if (options.seed !== false) await backend.reset();
  return backend;
}
