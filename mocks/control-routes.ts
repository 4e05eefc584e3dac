import { type, type Type } from "arktype";
import { envelope, errorCodes, routes } from "../contract";
import { buildOpenApiDocument, type DocumentedEndpoint, type OpenApiDocument } from "../server/openapi/generate";
import type { Outcome } from "../contract/outcomes";
import { MAX_SEED_TICKETS } from "../server/seed/seed";

/**
 * The test control API's own endpoint table (docs/product.md §14, ADR 108): method, path under /__mock, body and
 * answer per route. mocks/control-http.ts serves exactly these routes (one resolver per name), and
 * `npm run openapi` writes them as their own OpenAPI document, docs/openapi-mock-control.json (ADR 108), never into
 * the API's docs/openapi.json. Plain data and ArkType types, like the contract's table.
 */
export const CONTROL_PREFIX = "/__mock";

const instant = type("string | number").describe("an ISO 8601 instant (2026-03-10T05:59:50+07:00) or epoch ms");
export const clockAtBody = type({ at: instant }).onUndeclaredKey("reject");
export const clockFreezeBody = type({ "at?": instant }).onUndeclaredKey("reject");
export const durationBody = type({
  "ms?": "number",
  "seconds?": "number",
  "minutes?": "number",
  "hours?": "number",
  "days?": "number",
}).onUndeclaredKey("reject");
export const faultBody = type({
  "latencyMs?": "0 <= number.integer <= 60000",
  "status?": "400 <= number.integer <= 599",
  "code?": type.enumerated(...errorCodes),
  "message?": "string <= 200",
  "networkError?": "boolean",
  "times?": "1 <= number.integer <= 1000000",
  "afterDone?": "boolean",
}).onUndeclaredKey("reject");
export const rateLimit = type({ limit: "1 <= number.integer <= 1000000", windowSeconds: "1 <= number.integer <= 86400" });
/** Rate limits keyed by endpoint name, each optional; any other key is refused (the document lists the names). */
export const rateLimitsBody = type
  .raw(Object.fromEntries(Object.keys(routes).map((name) => [`${name}?`, rateLimit])))
  .onUndeclaredKey("reject") as unknown as Type<Partial<Record<string, typeof rateLimit.infer>>>;
export const resetBody = type({
  "tickets?": `0 <= number.integer <= ${MAX_SEED_TICKETS}`,
  "seed?": "number.integer",
}).onUndeclaredKey("reject");

/** The `:route` of a fault: an endpoint name of the contract, or `*` for every route (the document's enum too). */
export const faultRouteName = type.enumerated("*", ...Object.keys(routes));

const clockAnswer = envelope(
  type({
    now: "string",
    mode: "'real' | 'offset' | 'frozen'",
    offsetMs: "number",
    frozenAt: "number | null",
  }),
);
const countsAnswer = envelope(type({ counts: { "[string]": "number.integer >= 0" } }));
const faultsAnswer = envelope(type({ faults: { "[string]": faultBody } }));
const rateLimitsAnswer = envelope(type({ rateLimits: rateLimitsBody }));
const doneAnswer = envelope(type("null"));
const documentAnswer = type({ openapi: "string", info: "object", paths: "object" });

const route = (
  method: DocumentedEndpoint["method"],
  path: string,
  schemas: Pick<DocumentedEndpoint, "body" | "response"> = {},
): DocumentedEndpoint => ({
  method,
  path,
  auth: false,
  permissions: [],
  ...schemas,
});

const defineControl = <const T extends Record<string, DocumentedEndpoint>>(table: T) => table;

export const controlRoutes = defineControl({
  clockGet: route("GET", "/clock", { response: clockAnswer }),
  clockSet: route("POST", "/clock/set", { body: clockAtBody, response: clockAnswer }),
  clockFreeze: route("POST", "/clock/freeze", { body: clockFreezeBody, response: clockAnswer }),
  clockAdvance: route("POST", "/clock/advance", { body: durationBody, response: clockAnswer }),
  clockReset: route("POST", "/clock/reset", { response: clockAnswer }),
  dataReset: route("POST", "/reset", { body: resetBody, response: countsAnswer }),
  counts: route("GET", "/counts", { response: countsAnswer }),
  faultList: route("GET", "/faults", { response: faultsAnswer }),
  faultsClearAll: route("DELETE", "/faults", { response: faultsAnswer }),
  expireAccessTokens: route("POST", "/faults/expire-access-tokens", { response: doneAnswer }),
  faultSet: route("PUT", "/faults/:route", { body: faultBody, response: faultsAnswer }),
  faultClear: route("DELETE", "/faults/:route", { response: faultsAnswer }),
  rateLimitList: route("GET", "/rate-limits", { response: rateLimitsAnswer }),
  rateLimitSet: route("PUT", "/rate-limits", { body: rateLimitsBody, response: rateLimitsAnswer }),
  controlDocument: route("GET", "/openapi.json", { response: documentAnswer }),
});

export type ControlRouteName = keyof typeof controlRoutes;

const endpointNames = "an endpoint name of contract/routes.ts (`guestCreateQueue` …)";

/** What each control route does, for the document's reader (a tester in Postman). */
export const controlOutcomes: Record<ControlRouteName, Outcome> = {
  clockGet: { about: "The mock's clock: now, and whether it runs in real time, at an offset or frozen." },
  clockSet: { about: "Moves the clock to `at` and lets it run from there (2000–2099)." },
  clockFreeze: { about: "Stops the clock at `at` (default: now) until it is moved again." },
  clockAdvance: { about: "Moves the clock forward by the sum of the given units, frozen or running." },
  clockReset: { about: "Back to real time." },
  dataReset: {
    about: "Fresh demo data relative to the clock's now; without options, the seed the server started with (MOCK_TICKETS).",
  },
  counts: { about: "Rows per table of the mock's database (what a fuzz run compares with its successful creates)." },
  faultList: { about: "The faults set per endpoint." },
  faultsClearAll: { about: "Clears every fault." },
  expireAccessTokens: { about: "Every access token issued so far is refused from now on; the next refresh issues a good one." },
  faultSet: {
    about: `Makes requests to one endpoint (\`route\`: ${endpointNames}, or \`*\` for every route) wait, fail with a status or drop the connection; \`times\` limits how many.`,
  },
  faultClear: { about: `Clears the fault of one endpoint (\`route\`: ${endpointNames}, or \`*\`).` },
  rateLimitList: { about: "The rate limits per endpoint." },
  rateLimitSet: { about: `Replaces the rate limits, keyed by ${endpointNames}; \`{}\` turns them off.` },
  controlDocument: { about: "This document." },
};

export const CONTROL_OPENAPI_FILE = "docs/openapi-mock-control.json";

/** The control API as its own OpenAPI 3.1 document (ADR 108): what `npm run openapi` writes and `GET /__mock/openapi.json` answers. */
export function controlDocument(): OpenApiDocument {
  return buildOpenApiDocument({
    endpoints: controlRoutes,
    outcomes: controlOutcomes,
    kind: "control",
    pathParameters: { route: faultRouteName },
    named: { RateLimit: rateLimit },
  });
}
