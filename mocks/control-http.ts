import { validateBody } from "../contract";
import type { ServerControl } from "./control";
import {
  clockAtBody,
  clockFreezeBody,
  CONTROL_PREFIX,
  controlDocument,
  controlRoutes,
  durationBody,
  faultBody,
  faultRouteName,
  rateLimitsBody,
  resetBody,
  type ControlRouteName,
} from "./control-routes";
import { createRouter } from "../server/router";
import type { FaultRoute } from "./faults";
import type { RateLimits } from "../server/rate-limit";
import type { ApiRequest } from "../server/handlers/api-request";
import { pathProblem, readJsonBody } from "../server/handlers/request-limits";
import { fail, json, ok } from "../server/handlers/respond";

export { CONTROL_PREFIX } from "./control-routes";

/**
 * The test control API over HTTP: the same controls the demo console and the tests use (mocks/control.ts), for
 * curl, Postman or another team's suite against `MOCK_CONTROL=1 npm run serve` (docs/product.md §14). Its prefix
 * is outside /api/v1, so no real backend can have it; the server mounts it only when asked (scripts/serve.ts). The routes are
 * those of its own table (mocks/control-routes.ts), one resolver per route name, so the table, these handlers and
 * docs/openapi-mock-control.json cannot disagree on a method or path (ADR 108).
 */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
const epochOf = (at: string | number) => (typeof at === "number" ? at : Date.parse(at));

type Resolver = (info: { request: ApiRequest; params: Record<string, string> }) => Response | Promise<Response>;

/**
 * The control API as a fetch handler beside the API's: answers a request under /__mock (a malformed path 400/404/414
 * first, an unknown route 404), and null for any other path.
 */
export function controlApi(control: ServerControl): (request: ApiRequest) => Promise<Response | null> {
  const { clock, faults } = control;
  const clockAnswer = () => ok({ now: new Date(clock.now()).toISOString(), ...clock.state() });

  /** Parses the JSON body, an object, with a schema, then runs `use`; 400/413/422 with the JSON error body otherwise. */
  async function withBody<T>(
    request: ApiRequest,
    schema: (input: unknown) => unknown,
    use: (value: T) => Response | Promise<Response>,
  ) {
    const json = await readJsonBody(request);
    if (json instanceof Response) return json;
    // a body that is not a JSON object (`[]` would otherwise read as "no rate limits") is a 422 (ADR 004)
    const parsed = validateBody(schema as (input: unknown) => T, json.value);
    if (!parsed.ok) return fail(422, "VALIDATION", "The data is invalid", parsed.fieldErrors);
    return use(parsed.value);
  }

  /** Moves the clock to `target` with `change`; an unreadable instant or one outside 2000–2099 is a 422, not a 500. */
  function changeClock(target: number, change: (ms: number) => void): Response {
    if (!Number.isFinite(target) || target < EARLIEST || target >= LATEST)
      return fail(422, "VALIDATION", "Not an instant in 2000–2099 (use ISO 8601, e.g. 2026-03-10T05:59:50+07:00, or epoch ms)", {
        at: "Not an instant",
      });
    change(target);
    return clockAnswer();
  }

  const resolvers: Record<ControlRouteName, Resolver> = {
    clockGet: clockAnswer,
    clockSet: ({ request }) =>
      withBody<typeof clockAtBody.infer>(request, clockAtBody, ({ at }) => changeClock(epochOf(at), clock.set)),
    clockFreeze: ({ request }) =>
      withBody<typeof clockFreezeBody.infer>(request, clockFreezeBody, ({ at }) =>
        changeClock(at === undefined ? clock.now() : epochOf(at), clock.freeze),
      ),
    clockAdvance: ({ request }) =>
      withBody<typeof durationBody.infer>(request, durationBody, (by) => {
        const ms =
          (by.ms ?? 0) + 1000 * ((by.seconds ?? 0) + 60 * ((by.minutes ?? 0) + 60 * ((by.hours ?? 0) + 24 * (by.days ?? 0))));
        return changeClock(clock.now() + ms, () => clock.advance(ms));
      }),
    clockReset: () => {
      clock.reset();
      return clockAnswer();
    },
    dataReset: ({ request }) =>
      withBody<typeof resetBody.infer>(request, resetBody, async (seed) => {
        // no options: the seed the server started with (MOCK_TICKETS)
        await control.reset(Object.keys(seed).length > 0 ? seed : undefined);
        return ok({ counts: await control.counts() });
      }),
    counts: async () => ok({ counts: await control.counts() }),
    faultList: () => ok({ faults: faults.list() }),
    faultsClearAll: () => {
      faults.clear();
      return ok({ faults: faults.list() });
    },
    expireAccessTokens: () => {
      faults.expireAccessTokens();
      return ok(null);
    },
    faultSet: ({ request, params }) => {
      const route = String(params.route);
      if (!faultRouteName.allows(route)) return fail(404, "NOT_FOUND", `No endpoint named ${route} (see contract/routes.ts)`);
      return withBody<typeof faultBody.infer>(request, faultBody, (fault) => {
        faults.set(route as FaultRoute, fault);
        return ok({ faults: faults.list() });
      });
    },
    faultClear: ({ params }) => {
      const route = String(params.route);
      if (!faultRouteName.allows(route)) return fail(404, "NOT_FOUND", `No endpoint named ${route}`);
      faults.clear(route as FaultRoute);
      return ok({ faults: faults.list() });
    },
    rateLimitList: () => ok({ rateLimits: control.rateLimits.current() }),
    rateLimitSet: ({ request }) =>
      withBody<typeof rateLimitsBody.infer>(request, rateLimitsBody, (limits) => {
        control.rateLimits.set(limits as RateLimits);
        return ok({ rateLimits: control.rateLimits.current() });
      }),
    controlDocument: () => json(controlDocument()),
  };

  const route = createRouter(
    Object.entries(controlRoutes).map(([name, entry]) => ({ ...entry, name: name as ControlRouteName })),
  );
  const underPrefix = new RegExp(`^${CONTROL_PREFIX}(?=/|$)`);
  return async (request) => {
    const url = new URL(request.url);
    if (!underPrefix.test(url.pathname)) return null;
    const problem = pathProblem(url.pathname, url.search);
    if (problem) return fail(problem.status, problem.status === 404 ? "NOT_FOUND" : "BAD_REQUEST", problem.message);
    const match = route(request.method, url.pathname.slice(CONTROL_PREFIX.length));
    if (!match) return fail(404, "NOT_FOUND", `No control route for ${request.method} ${url.pathname}`);
    return resolvers[match.route.name]({ request, params: match.params });
  };
}
