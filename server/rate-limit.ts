import type { EndpointName } from "../contract";
import type { Clock } from "./clock";
import type { ApiRequest } from "./handlers/api-request";

export type RateLimit = { limit: number; windowSeconds: number };
/** Per endpoint; endpoints not listed are not limited. */
export type RateLimits = Partial<Record<EndpointName, RateLimit>>;

/**
 * On by default, far above what a person can do: the form locks for 7 s after every attempt, so one
 * citizen manages at most ~9 creates a minute (docs/product.md §11, §12).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  guestCreateQueue: { limit: 30, windowSeconds: 60 },
  guestCheckQueues: { limit: 60, windowSeconds: 60 },
};

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Window = { startedAt: number; count: number };

/**
 * Fixed windows per endpoint and client, on the mock clock (tests advance it to see a window reset).
 *
 * A process meets every citizen's address once a morning and most never again, so windows are kept in two
 * generations, each as long as the longest window: a hit looks in the current one, then in the previous one (a window
 * still running moves up); when a generation has lasted that long, the previous one is dropped whole. A window is
 * therefore forgotten at the latest two generations after it started, long after it ended, and the memory held is the
 * clients of the last two window lengths, not of every morning since the process started (issue 34: nothing grows).
 */
export class RateLimiter {
  #current = new Map<string, Window>();
  #previous = new Map<string, Window>();
  #generationStartedAt = Number.NEGATIVE_INFINITY;
  /** a generation lasts as long as the longest window */
  #generationMs: number;

  constructor(
    private readonly clock: Clock,
    private limits: RateLimits,
  ) {
    this.#generationMs = longestWindowMs(limits);
  }

  configure(limits: RateLimits): void {
    this.limits = limits;
    this.#generationMs = longestWindowMs(limits);
    this.reset();
  }

  /** Forget every window (a fresh start); the limits stay. */
  reset(): void {
    this.#current.clear();
    this.#previous.clear();
    this.#generationStartedAt = Number.NEGATIVE_INFINITY;
  }

  current(): RateLimits {
    return { ...this.limits };
  }

  /** How many endpoint-and-client windows are held: the clients of at most the last two window lengths. */
  get heldWindows(): number {
    return this.#current.size + this.#previous.size;
  }

  hit(endpoint: EndpointName, client: string): RateDecision {
    const rule = this.limits[endpoint];
    if (!rule) return { allowed: true };
    const now = this.clock.now();
    this.#turnGeneration(now);
    const key = `${endpoint}|${client}`;
    const windowMs = rule.windowSeconds * 1000;
    let window = this.#current.get(key);
    if (!window) {
      window = this.#previous.get(key);
      if (window) {
        this.#previous.delete(key);
        this.#current.set(key, window);
      }
    }
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 };
      this.#current.set(key, window);
    }
    window.count++;
    if (window.count <= rule.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)) };
  }

  #turnGeneration(now: number): void {
    const generationMs = this.#generationMs;
    // a clock moved back (the demo console, a test) starts a generation too, so nothing is held past its time
    if (now - this.#generationStartedAt < generationMs && now >= this.#generationStartedAt) return;
    // more than two generations of quiet: everything held has ended
    this.#previous = now - this.#generationStartedAt >= 2 * generationMs ? new Map() : this.#current;
    this.#current = new Map();
    this.#generationStartedAt = now;
  }
}

function longestWindowMs(limits: RateLimits): number {
  return Math.max(0, ...Object.values(limits).map((rule) => rule.windowSeconds * 1000));
}

/**
 * The header the Node HTTP server (server/http-server.ts) puts the client's address in, after removing any copy the
 * client sent: only the server writes it (docs/decisions/106-mock-http-hardening.md). In the browser worker there is
 * one client, the page; in-process tests set it to play several.
 */
export const CLIENT_HEADER = "x-mock-client-address";

/** Who is calling, for rate limits and login throttling; X-Forwarded-For is never read here. */
export function clientOf(request: ApiRequest): string {
  return request.headers.get(CLIENT_HEADER)?.trim() || "local";
}
