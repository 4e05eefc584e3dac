import type { Backend } from "./backend";
import type { Clock } from "../server/clock";
import type { ServerContext } from "../server/context";
import type { Intercept } from "../server/handlers/route";
import { faultIntercept, Faults, type FaultControl } from "./faults";
import type { RateLimits } from "../server/rate-limit";
import type { SeedOptions } from "../server/seed/seed";
import type { TableName } from "../server/store/rows";

/**
 * The test controls of any server context: the mock's (memory store) or the real server's started with
 * MOCK_CONTROL=1 (SQL store, scripts/serve.ts). The control API over HTTP (mocks/control-http.ts) needs only these.
 */
export type ServerControl = {
  clock: Clock;
  faults: FaultControl;
  rateLimits: { set(limits: RateLimits): void; current(): RateLimits };
  /** Fresh demo data (relative to the clock's now). */
  reset(seed?: SeedOptions): Promise<void>;
  /** Rows per table. */
  counts(): Promise<Record<TableName, number>>;
};

/** What tests, the CLI and the demo console steer the mock API with. */
export type MockControl = ServerControl & {
  /** The emulated server itself (database, token keys …), for tests that need to look inside. */
  backend: Backend;
};

export function controlOf(backend: Backend): MockControl {
  return {
    clock: backend.clock,
    faults: backend.faults,
    rateLimits: { set: (limits) => backend.rateLimiter.configure(limits), current: () => backend.rateLimiter.current() },
    reset: (seed) => backend.reset(seed),
    counts: () => backend.store.counts(),
    backend,
  };
}

/**
 * The controls of the real server started with MOCK_CONTROL=1 (never in production, server/node/settings.ts), with
 * the faults as the API's intercept; `seed` is what a reset without options loads (the server's MOCK_TICKETS).
 */
export function serverControlOf(server: ServerContext, seed: SeedOptions): { control: ServerControl; intercept: Intercept } {
  const faults = new Faults(() => server.accessTokens.expireAll());
  return {
    intercept: faultIntercept(faults),
    control: {
      clock: server.clock,
      faults,
      rateLimits: { set: (limits) => server.rateLimiter.configure(limits), current: () => server.rateLimiter.current() },
      reset: (options) => server.reset(options ?? seed),
      counts: () => server.store.counts(),
    },
  };
}
