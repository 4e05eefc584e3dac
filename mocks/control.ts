import type { Backend } from "./backend";
import type { Clock } from "../server/clock";
import type { FaultControl } from "./faults";
import type { RateLimits } from "../server/rate-limit";
import type { SeedOptions } from "../server/seed/seed";

/** What tests, the CLI and the demo console steer the mock API with. */
export type MockControl = {
  clock: Clock;
  faults: FaultControl;
  rateLimits: { set(limits: RateLimits): void; current(): RateLimits };
  /** Fresh demo data (relative to the clock's now). */
  reset(seed?: SeedOptions): Promise<void>;
  /** The emulated server itself (database, token keys …), for tests that need to look inside. */
  backend: Backend;
};

export function controlOf(backend: Backend): MockControl {
  return {
    clock: backend.clock,
    faults: backend.faults,
    rateLimits: { set: (limits) => backend.rateLimiter.configure(limits), current: () => backend.rateLimiter.current() },
    reset: (seed) => backend.reset(seed),
    backend,
  };
}
