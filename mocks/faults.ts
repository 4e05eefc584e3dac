import type { EndpointName, ErrorCode } from "../contract";
import type { ApiRequest } from "../server/handlers/api-request";
import type { Intercept } from "../server/handlers/route";
import { fail } from "../server/handlers/respond";

/**
 * What to do to requests on a route: wait, then fail with a status, or drop the connection.
 * `times` limits how many requests it hits (then it clears itself); default every request.
 */
export type Fault = {
  latencyMs?: number;
  status?: number;
  /** the error body's code; derived from the status when omitted */
  code?: ErrorCode;
  message?: string;
  networkError?: boolean;
  times?: number;
  /**
   * The request is done first (a registration saved), and then its answer is the fault's status instead: what a
   * citizen sees when the database finished her call but the answer never reached her (issue 33). The mock's backend
   * (mocks/backend.ts: the demo, mock:serve, vitest) does this; on `npm run serve` with MOCK_CONTROL=1 the fault
   * answers before the call, as a plain status (the SQL tests freeze PostgreSQL itself instead).
   */
  afterDone?: boolean;
};

/** An endpoint name from contract/endpoints.ts, or "*" for every route. */
export type FaultRoute = EndpointName | "*";

/** The one small API tests and the demo console use to make the mock misbehave. */
export type FaultControl = {
  set(route: FaultRoute, fault: Fault): void;
  clear(route?: FaultRoute): void;
  list(): Partial<Record<FaultRoute, Fault>>;
  /** Every access token issued so far stops working now; the next refresh issues a good one. */
  expireAccessTokens(): void;
};

export class Faults implements FaultControl {
  #faults = new Map<FaultRoute, Fault>();
  /** The requests waiting out a fault's latency now, by the routes they came on (`release` ends their wait). */
  #held = new Set<{ routes: readonly EndpointName[]; end: () => void }>();

  /** `onTaken`: a request took a fault (the demo's API worker tells the page, whose list its callers read). */
  constructor(
    private readonly onExpireAccessTokens: () => void,
    private readonly onTaken?: () => void,
  ) {}

  set(route: FaultRoute, fault: Fault): void {
    this.#faults.set(route, { ...fault });
  }

  clear(route?: FaultRoute): void {
    if (route === undefined) this.#faults.clear();
    else this.#faults.delete(route);
  }

  list(): Partial<Record<FaultRoute, Fault>> {
    return Object.fromEntries(this.#faults);
  }

  expireAccessTokens(): void {
    this.onExpireAccessTokens();
  }

  /**
   * Ends the latency of the requests on `route` (default: every route) that are waiting it out now, and says how many:
   * each goes on at once as its fault says (its status, a dropped connection, or the route's own answer). Requests that
   * come later wait as their fault says. The in-process mock's only (stories, vitest), not the demo console's or the
   * HTTP control API's: a story holds an answer with a day-long latency (PENDING) until it has looked at what shows
   * meanwhile, then lets it come, where a short latency left a real-time window its look had to land in (session 49).
   */
  release(route?: EndpointName): number {
    const ended = [...this.#held].filter((held) => route === undefined || held.routes.includes(route));
    for (const held of ended) held.end();
    return ended.length;
  }

  /** Waits out `latency` for a request on `routes`, or until `release` ends it. */
  hold(routes: readonly EndpointName[], latency: Promise<void>): Promise<void> {
    return new Promise((resolve) => {
      const held = {
        routes,
        end: () => {
          this.#held.delete(held);
          resolve();
        },
      };
      this.#held.add(held);
      void latency.then(held.end);
    });
  }

  /** The fault for one request on a route (its own before "*"), counting down `times`. */
  take(routes: readonly EndpointName[]): Fault | null {
    const route = routes.find((name) => this.#faults.has(name)) ?? (this.#faults.has("*") ? "*" : undefined);
    const fault = route === undefined ? undefined : this.#faults.get(route);
    if (route === undefined || !fault) return null;
    if (fault.times !== undefined) {
      if (fault.times <= 1) this.#faults.delete(route);
      else this.#faults.set(route, { ...fault, times: fault.times - 1 });
    }
    this.onTaken?.();
    return fault;
  }
}

const codesByStatus: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "DUPLICATE",
  422: "VALIDATION",
  429: "RATE_LIMITED",
  503: "UNAVAILABLE",
};

/** The error body's code for an injected status. */
export function codeForStatus(status: number): ErrorCode {
  return codesByStatus[status] ?? "SERVER_ERROR";
}

/**
 * The faults as the API's intercept hook (server/api.ts): waits out a fault's latency, then answers what it forces
 * (a dropped connection or an error status), if anything. Only the demo and the tests plug it in. `doneFirst` keys an
 * `afterDone` fault on the request object the API was handed: a fetch Request (msw, tests) or the Node transport's
 * lighter view (server/handlers/api-request.ts), whichever the caller then looks it up with. `wait`: the latency's
 * timer (the demo's API worker runs it on the page's timers, which e2e journeys move with the page's clock), which
 * `faults.release` may end sooner.
 */
export function faultIntercept(
  faults: Faults,
  doneFirst?: WeakMap<ApiRequest, Fault>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Intercept {
  return async (names, request) => {
    const fault = faults.take(names);
    if (!fault) return null;
    if (fault.latencyMs) await faults.hold(names, wait(fault.latencyMs));
    if (fault.afterDone && doneFirst) {
      doneFirst.set(request, fault);
      return null;
    }
    return faultAnswer(fault);
  };
}

/** What a fault answers: a dropped connection, its status with the JSON error body, or null (latency only). */
export function faultAnswer(fault: Fault): Response | null {
  if (fault.networkError) return Response.error();
  if (!fault.status) return null;
  const retryAfter = fault.status === 429 || fault.status === 503 ? { "Retry-After": "1" } : undefined;
  return fail(fault.status, fault.code ?? codeForStatus(fault.status), fault.message ?? "Injected fault", undefined, retryAfter);
}
