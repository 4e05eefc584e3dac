import { type } from "arktype";
import { http, type HttpHandler } from "msw";
import { endpoints, errorCodes, validate } from "../src/api/contract";
import type { MockControl } from "./control";
import { tableNames } from "./db/database";
import type { FaultRoute } from "./faults";
import type { RateLimits } from "./rate-limit";
import { pathGuard, readJsonBody } from "./handlers/request-limits";
import { fail, ok } from "./handlers/respond";
import { MAX_SEED_TICKETS } from "./seed/seed";

/**
 * The test control API over HTTP: the same MockControl the demo console and the tests use (mocks/control.ts), for
 * curl, Postman or another team's suite against `MOCK_CONTROL=1 npm run mock:serve` (docs/product.md §14). Its prefix
 * is outside /api/v1, so no real backend can have it; mocks/http-server.ts mounts it only when asked.
 */
export const CONTROL_PREFIX = "/__mock";

const instant = type("string | number");
const durationBody = type({
  "ms?": "number",
  "seconds?": "number",
  "minutes?": "number",
  "hours?": "number",
  "days?": "number",
}).onUndeclaredKey("reject");
const faultBody = type({
  "latencyMs?": "0 <= number.integer <= 60000",
  "status?": "400 <= number.integer <= 599",
  "code?": type.enumerated(...errorCodes),
  "message?": "string <= 200",
  "networkError?": "boolean",
  "times?": "1 <= number.integer <= 1000000",
}).onUndeclaredKey("reject");
const rateLimit = type({ limit: "1 <= number.integer <= 1000000", windowSeconds: "1 <= number.integer <= 86400" });
const resetBody = type({ "tickets?": `0 <= number.integer <= ${MAX_SEED_TICKETS}`, "seed?": "number.integer" }).onUndeclaredKey(
  "reject",
);

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
const epochOf = (at: string | number) => (typeof at === "number" ? at : Date.parse(at));

const routeNames = new Set<string>(["*", ...Object.keys(endpoints)]);

export function controlHandlers(control: MockControl): HttpHandler[] {
  const { clock, faults } = control;
  const at = (path: string) => `*${CONTROL_PREFIX}${path}`;
  const clockAnswer = () => ok({ now: new Date(clock.now()).toISOString(), ...clock.state() });

  /** Parses the JSON body with a schema, then runs `use`; 400/413/422 with the JSON error body otherwise. */
  async function withBody<T>(
    request: Request,
    schema: (input: unknown) => unknown,
    use: (value: T) => Response | Promise<Response>,
  ) {
    const json = await readJsonBody(request);
    if (json instanceof Response) return json;
    const parsed = validate(schema as (input: unknown) => T, json.value);
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

  return [
    pathGuard(CONTROL_PREFIX),
    http.get(at("/clock"), clockAnswer),
    http.post(at("/clock/set"), ({ request }) =>
      withBody<{ at: string | number }>(request, type({ at: instant }), ({ at }) => changeClock(epochOf(at), clock.set)),
    ),
    http.post(at("/clock/freeze"), ({ request }) =>
      withBody<{ at?: string | number }>(request, type({ "at?": instant }), ({ at }) =>
        changeClock(at === undefined ? clock.now() : epochOf(at), clock.freeze),
      ),
    ),
    http.post(at("/clock/advance"), ({ request }) =>
      withBody<typeof durationBody.infer>(request, durationBody, (by) => {
        const ms =
          (by.ms ?? 0) + 1000 * ((by.seconds ?? 0) + 60 * ((by.minutes ?? 0) + 60 * ((by.hours ?? 0) + 24 * (by.days ?? 0))));
        return changeClock(clock.now() + ms, () => clock.advance(ms));
      }),
    ),
    http.post(at("/clock/reset"), () => {
      clock.reset();
      return clockAnswer();
    }),

    http.post(at("/reset"), ({ request }) =>
      withBody<typeof resetBody.infer>(request, resetBody, async (seed) => {
        // no options: the seed the server started with (MOCK_TICKETS)
        await control.reset(Object.keys(seed).length > 0 ? seed : undefined);
        return ok({ counts: countsOf(control) });
      }),
    ),
    http.get(at("/counts"), () => ok({ counts: countsOf(control) })),

    http.get(at("/faults"), () => ok({ faults: faults.list() })),
    http.post(at("/faults/expire-access-tokens"), () => {
      faults.expireAccessTokens();
      return ok(null);
    }),
    http.put(at("/faults/:route"), ({ request, params }) => {
      const route = String(params.route);
      if (!routeNames.has(route)) return fail(404, "NOT_FOUND", `No endpoint named ${route} (see src/api/contract/routes.ts)`);
      return withBody<typeof faultBody.infer>(request, faultBody, (fault) => {
        faults.set(route as FaultRoute, fault);
        return ok({ faults: faults.list() });
      });
    }),
    http.delete(at("/faults/:route"), ({ params }) => {
      const route = String(params.route);
      if (!routeNames.has(route)) return fail(404, "NOT_FOUND", `No endpoint named ${route}`);
      faults.clear(route as FaultRoute);
      return ok({ faults: faults.list() });
    }),
    http.delete(at("/faults"), () => {
      faults.clear();
      return ok({ faults: faults.list() });
    }),

    http.get(at("/rate-limits"), () => ok({ rateLimits: control.rateLimits.current() })),
    http.put(at("/rate-limits"), ({ request }) =>
      withBody<Record<string, typeof rateLimit.infer>>(request, type({ "[string]": rateLimit }), (limits) => {
        const unknown = Object.keys(limits).find((name) => !routeNames.has(name) || name === "*");
        if (unknown) return fail(422, "VALIDATION", `No endpoint named ${unknown}`, { [unknown]: "Unknown endpoint" });
        control.rateLimits.set(limits as RateLimits);
        return ok({ rateLimits: control.rateLimits.current() });
      }),
    ),

    http.all(`*${CONTROL_PREFIX}/*`, ({ request }) =>
      fail(404, "NOT_FOUND", `No control route for ${request.method} ${new URL(request.url).pathname}`),
    ),
  ];
}

/** Rows per table: what a fuzz run compares with the creates it saw succeed. */
function countsOf(control: MockControl): Record<string, number> {
  return Object.fromEntries(tableNames.map((table) => [table, control.backend.db.count(table)]));
}
