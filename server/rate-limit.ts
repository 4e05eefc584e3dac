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

/** Fixed windows per endpoint and client, on the mock clock (tests advance it to see a window reset). */
export class RateLimiter {
  #windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    private limits: RateLimits,
  ) {}

  configure(limits: RateLimits): void {
    this.limits = limits;
    this.#windows.clear();
  }

  /** Forget every window (a fresh start); the limits stay. */
  reset(): void {
    this.#windows.clear();
  }

  current(): RateLimits {
    return { ...this.limits };
  }

  hit(endpoint: EndpointName, client: string): RateDecision {
    const rule = this.limits[endpoint];
    if (!rule) return { allowed: true };
    const now = this.clock.now();
    const key = `${endpoint}|${client}`;
    const windowMs = rule.windowSeconds * 1000;
    let window = this.#windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count++;
    if (window.count <= rule.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)) };
  }
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
