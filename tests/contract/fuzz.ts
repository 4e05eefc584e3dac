import { request as rawRequest } from "node:http";
import fc from "fast-check";
import { API_PREFIX, type Endpoint, type EndpointName } from "../../contract/index";
import { endpoints } from "../../contract/endpoints";
import { checkAnswer } from "../../contract/response-check";
import { outcomes } from "../../contract/outcomes";
import { documentProblem, LIST_CACHE, SCHEDULED_DATE_CACHE } from "./http";

// Property-based fuzzing of every endpoint of the contract's endpoint table (docs/mock-fuzzing.md): generated paths,
// queries, headers and bodies, from well-formed to hostile, sent byte for byte over HTTP.

export type FuzzRequest = { name: EndpointName; method: string; path: string; headers: Record<string, string>; body?: string };
export type FuzzAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string } | "hung";
/** Tokens and ids the generators draw from, so some requests get past auth and find records. */
export type FuzzContext = { adminToken: string; noPermissionToken: string; ticketUuids: string[] };

/**
 * The statuses an endpoint may answer: its success and its own refusals from the contract's outcome table
 * (contract/outcomes.ts), and the gate's refusals every route shares (docs/product.md §10, ADR 106):
 * 400, 404, 413, 414, 422, 429, 431, 401/403 on authenticated routes and 415 on routes with a body. Anything else,
 * and any 5xx, is a failure.
 */
export function declaredStatuses(name: EndpointName): Set<number> {
  const endpoint: Endpoint = endpoints[name];
  const outcome = outcomes[name];
  const statuses = new Set([outcome?.success ?? 200, 400, 404, 413, 414, 422, 429, 431]);
  if (endpoint.auth) [401, 403].forEach((status) => statuses.add(status));
  if (endpoint.body) statuses.add(415);
  for (const [status] of outcome?.refusals ?? []) statuses.add(status);
  return statuses;
}

/** Rows a successful answer adds to (create) or removes from (delete) a table of the mock's `/__mock/counts`. */
export const createdTable: Partial<Record<EndpointName, string>> = {
  guestCreateQueue: "tickets",
  userCreate: "users",
  roleCreate: "roles",
  permissionCreate: "permissions",
  locationCreate: "locations",
  sessionCreate: "sessions",
  dayOffCreate: "daysOff",
  rejectionReasonCreate: "rejectionReasons",
};
export const deletedTable: Partial<Record<EndpointName, string>> = {
  dayOffDelete: "daysOff",
  rejectionReasonDelete: "rejectionReasons",
};

const keysOf = (schema: unknown): string[] =>
  (schema as { props?: { key: string }[] } | undefined)?.props?.map((prop) => prop.key) ?? [];

const digits = (min: number, max = min) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });
const hostileStrings = fc.constantFrom(
  "",
  " ",
  "0xc",
  "12.0",
  "12e0",
  "+12",
  "012",
  "-1",
  "NaN",
  "Infinity",
  "null",
  "__proto__",
  "constructor",
  "toString",
  "\u0000",
  "\ud800",
  "'; DROP TABLE users; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "x".repeat(300),
  "💥".repeat(50),
);
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileStrings,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/** Plausible values per field name, so generated bodies and queries also reach the resolvers and succeed. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  username: fc.constantFrom("superadmin", "operator", "tamu", "nobody"),
  password: fc.constantFrom("antrean123", "wrong-password"),
  name: fc.string({ minLength: 3, maxLength: 20 }),
  slug: fc.string({ minLength: 3, maxLength: 20 }),
  code: fc.string({ minLength: 3, maxLength: 8 }),
  description: fc.oneof(fc.string({ maxLength: 50 }), fc.constant(null)),
  roles: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  permissions: fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 3 }),
  no_kjp: digits(16, 18),
  no_ktp: digits(16),
  no_kk: digits(16),
  no: fc.constantFrom("CKR-001", "PSM-002"),
  session_id: fc.integer({ min: 1, max: 60 }),
  location_id: fc.integer({ min: 1, max: 10 }),
  day_of_the_week: fc.integer({ min: 0, max: 6 }),
  start_time: fc.constantFrom("07:00", "09:00:00", "13:00"),
  end_time: fc.constantFrom("09:00", "11:00:00", "15:00"),
  quota: fc.integer({ min: 1, max: 50 }),
  date: fc.constantFrom("2026-03-10", "2026-03-11", "2026-03-12", "2026-02-30"),
  details: fc.string({ maxLength: 40 }),
  reason: fc.string({ minLength: 1, maxLength: 40 }),
  rejection_reason_id: fc.integer({ min: 1, max: 8 }),
  page: fc.integer({ min: 1, max: 5 }),
  size: fc.constantFrom(10, 20, 50, 100),
};
const valueFor = (key: string) =>
  fc.oneof({ weight: 4, arbitrary: plausible[key] ?? anyValue }, { weight: 1, arbitrary: anyValue });

const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

function bodyArb(schema: unknown): fc.Arbitrary<string | undefined> {
  const keys = keysOf(schema);
  const declared = fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((key) => [key, valueFor(key)])), { requiredKeys: [] }),
      // an undeclared key is a 422 naming it (ADR 004): in one body of four, so most still reach the rules
      fc.oneof(
        { weight: 3, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc.dictionary(
            fc.oneof(fc.constantFrom("__proto__", "constructor", "prototype", "id", "is_active"), fc.string()),
            anyValue,
            { minKeys: 1, maxKeys: 3 },
          ),
        },
      ),
    )
    .map(([known, extra]) => {
      // own "__proto__"/"constructor" keys as a client's JSON would carry them (JSON.stringify drops an object's proto)
      const extras = Object.entries(extra).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`);
      const body = JSON.stringify(known);
      return extras.length === 0 ? body : `{${[...extras, body.slice(1, -1)].filter(Boolean).join(",")}}`;
    });
  return fc.oneof(
    { weight: 12, arbitrary: declared },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.integer({ min: 10, max: 6000 }).map((depth) => `{"extra":${deep(depth)}}`) },
    { weight: 1, arbitrary: fc.constantFrom(`{"no_kjp":"${"1".repeat(70_000)}"}`, "", "null", "[]", "{", '{"a":1}}') },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Percent-encodes text for a path or query; lone surrogates (which encodeURIComponent refuses) become %ff. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ff";
  }
}

const rawPieces = fc.constantFrom("%ff", "%E0%A4%A", "%", "%00", "%0a", "..", "%2e%2e", "a%2Fb", "%252e", ";", "%20");

function segmentArb(param: string, context: FuzzContext): fc.Arbitrary<string> {
  const canonical =
    param === "uuid"
      ? fc.oneof(
          fc.constantFrom(...(context.ticketUuids.length ? context.ticketUuids : ["00000000-0000-4000-8000-000000000000"])),
          fc.uuid(),
        )
      : param === "username"
        ? fc.constantFrom("superadmin", "operator", "tamu", "andi.pratama", "nobody")
        : fc.integer({ min: 1, max: 40 }).map(String);
  const any = fc.oneof(
    { weight: 6, arbitrary: canonical },
    { weight: 2, arbitrary: hostileStrings.map(encode) },
    { weight: 2, arbitrary: rawPieces },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map(encode) },
    { weight: 1, arbitrary: fc.integer({ min: 2000, max: 6000 }).map((length) => "a".repeat(length)) },
  );
  // an empty segment would make the request another endpoint's (`/users/` + "" is the user list)
  return any.filter((segment) => segment !== "");
}

function queryArb(schema: unknown): fc.Arbitrary<string> {
  const keys = keysOf(schema);
  const pairs = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...(keys.length ? keys : ["page"])),
        fc.constantFrom("__proto__", "constructor"),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.integer({ min: -5, max: 200 }).map(String),
        hostileStrings,
        fc.constantFrom("2026-03-11", "1", "10"),
      ),
    ),
    { maxLength: 5 },
  );
  const safeRaw = fc.string({ unit: fc.constantFrom(..."abc019%&=+._~-[]"), maxLength: 40 });
  return fc.oneof(
    { weight: 5, arbitrary: pairs.map((list) => list.map(([key, value]) => `${encode(key)}=${encode(value)}`).join("&")) },
    { weight: 1, arbitrary: safeRaw },
    { weight: 1, arbitrary: fc.constant("") },
  );
}

const headerName = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789-_"), minLength: 1, maxLength: 20 });
const headerValue = fc.string({
  unit: fc.constantFrom(...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))),
  maxLength: 60,
});

/** The Content-Type values the fuzzer sends that name JSON (RFC 9110 §8.3.1), and the others ("" sends none). */
const JSON_CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "Application/JSON",
  "application/problem+json",
];
const OTHER_CONTENT_TYPES = ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "text/json", ""];

/** Whether a request carries a body the gate must refuse as not JSON (415) once it reads it. */
function sendsNonJsonBody(request: FuzzRequest): boolean {
  return Boolean(request.body) && !JSON_CONTENT_TYPES.includes(request.headers["content-type"] ?? "");
}

function headersArb(name: EndpointName, context: FuzzContext): fc.Arbitrary<Record<string, string>> {
  // logout with the run's own token would end the session every other request uses
  const ownToken = name === "logout" ? "forged.token.value" : context.adminToken;
  const authorization = fc.oneof(
    { weight: 8, arbitrary: fc.constant(`Bearer ${ownToken}`) },
    { weight: 1, arbitrary: fc.constant(`Bearer ${context.noPermissionToken}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: headerValue.map((value) => `Bearer ${value}`) },
    { weight: 1, arbitrary: fc.constantFrom("Basic Zm9vOmJhcg==", "Bearer", "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.") },
  );
  return fc
    .record(
      {
        authorization,
        // mostly JSON by one of its names, so most bodies reach the rules; else a type a cross-site form or a
        // no-preflight fetch sends, or none (415 with a body, ADR 106)
        "content-type": fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...JSON_CONTENT_TYPES) },
          { weight: 1, arbitrary: fc.constantFrom(...OTHER_CONTENT_TYPES) },
        ),
        "idempotency-key": fc.oneof(fc.constantFrom("fuzz-1", "fuzz-2"), headerValue),
        "x-forwarded-for": fc.constantFrom("203.0.113.7", "1.2.3.4, 5.6.7.8", "garbage"),
        origin: fc.constantFrom("https://evil.example", "http://localhost:5173", "null"),
        cookie: fc.oneof(
          headerValue.map((value) => `refresh_token=${value}`),
          headerValue,
        ),
        extra: fc.dictionary(headerName, headerValue, { maxKeys: 3 }),
      },
      { requiredKeys: ["content-type"] },
    )
    .map(({ extra, ...known }) => {
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries({ ...extra, ...known }))
        if (value !== undefined && key !== "host") headers[key] = value;
      return headers;
    });
}

/** Requests for one endpoint: its method, its path with generated parameters, a query, headers and a body. */
export function requestArb(name: EndpointName, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const endpoint: Endpoint = endpoints[name];
  const params = [...endpoint.path.matchAll(/:([a-zA-Z_]+)/g)].map((match) => match[1] as string);
  return fc
    .record({
      segments: fc.tuple(...params.map((param) => segmentArb(param, context))),
      query: endpoint.query || endpoint.method === "GET" ? queryArb(endpoint.query) : fc.constant(""),
      headers: headersArb(name, context),
      body: endpoint.body ? bodyArb(endpoint.body) : fc.oneof(fc.constant(undefined), fc.constant('{"x":1}')),
      trailingSlash: fc.boolean(),
    })
    .map(({ segments, query, headers, body, trailingSlash }) => {
      let i = 0;
      let path = API_PREFIX + endpoint.path.replace(/:([a-zA-Z_]+)/g, () => segments[i++] ?? "");
      if (!trailingSlash) path = path.replace(/\/$/, "");
      return { name, method: endpoint.method, path: query ? `${path}?${query}` : path, headers, body };
    });
}

/** Sends a request byte for byte (node:http, no URL normalisation); "hung" when no answer comes in `timeoutMs`. */
export function sendRaw(base: string, request: FuzzRequest, timeoutMs = 10_000): Promise<FuzzAnswer> {
  const url = new URL(base);
  // framed like any real client's body (unframed bytes after a DELETE would read as a second, malformed request)
  const headers =
    request.body === undefined
      ? request.headers
      : { ...request.headers, "content-length": String(Buffer.byteLength(request.body)) };
  return new Promise((resolve) => {
    const outgoing = rawRequest(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers,
        timeout: timeoutMs,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text: Buffer.concat(chunks).toString("utf8") }),
        );
        incoming.on("error", () => resolve("hung"));
      },
    );
    outgoing.on("timeout", () => {
      outgoing.destroy();
      resolve("hung");
    });
    outgoing.on("error", () => resolve("hung"));
    outgoing.end(request.body);
  });
}

/**
 * What is wrong with an answer (null: nothing): a 5xx, a status the endpoint does not declare, a body outside the
 * contract's schemas, or an answer that does not fit docs/openapi.json (ADR 004: the document a real backend is held to).
 */
export function problemWith(request: FuzzRequest, answer: FuzzAnswer): string | null {
  if (answer === "hung") return "no answer (hung or dropped)";
  if (answer.status >= 500) return `server error ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (!declaredStatuses(request.name).has(answer.status))
    return `undeclared status ${answer.status}: ${answer.text.slice(0, 200)}`;
  const endpoint: Endpoint = endpoints[request.name];
  const mediaProblem = endpoint.body ? mediaTypeProblem(request, answer) : null;
  if (mediaProblem) return mediaProblem;
  const contentType = String(answer.headers["content-type"] ?? "");
  const documented = (body: unknown) =>
    documentProblem({
      method: request.method,
      path: request.path.slice(API_PREFIX.length),
      status: answer.status,
      contentType,
      body,
    });
  if (answer.status < 400 && endpoint.binary) return documented(answer.text) ?? cacheProblem(request, answer);
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    return `${answer.status} without a JSON body: ${answer.text.slice(0, 100)}`;
  }
  const outside = checkAnswer(endpoint, answer.status, json);
  if (outside) return `${answer.status} body outside the contract: ${outside}`;
  return documented(json) ?? cacheProblem(request, answer);
}

/**
 * ADR 106: on a route with a body, a body that does not say it is JSON is a 415 where the gate reads the body, and
 * nothing else is. So such a request gets 415 or a refusal of the gate's earlier steps (the transport's 400/404/414
 * for the path, 413, 431; 401/403 on a staff route; 404 for an id; 422 for a query; 429), never an answer that read
 * its body (a 400 for its JSON, a 422 for its fields, a success or the endpoint's own refusals).
 */
function mediaTypeProblem(request: FuzzRequest, answer: Exclude<FuzzAnswer, "hung">): string | null {
  const endpoint: Endpoint = endpoints[request.name];
  const refused = answer.status === 415;
  if (!sendsNonJsonBody(request)) return refused ? `415 for a JSON body or none` : null;
  if (refused) return null;
  const beforeBody = new Set([
    400,
    404,
    413,
    414,
    429,
    431,
    ...(endpoint.auth ? [401, 403] : []),
    ...(endpoint.query ? [422] : []),
  ]);
  const readBody = !beforeBody.has(answer.status) || (answer.status === 400 && /request body/.test(answer.text));
  return readBody
    ? `${answer.status} for a body sent as ${JSON.stringify(request.headers["content-type"] ?? null)}, not 415`
    : null;
}

/** Issue 33: no answer may be kept by a cache but a public guest list's 200 (for a second); none is sniffed. */
function cacheProblem(request: FuzzRequest, answer: Exclude<FuzzAnswer, "hung">): string | null {
  if (answer.headers["x-content-type-options"] !== "nosniff") return `${answer.status} without X-Content-Type-Options: nosniff`;
  const publicList = (request.name === "guestLocations" || request.name === "guestSessions") && answer.status === 200;
  const cacheControl = String(answer.headers["cache-control"]);
  // the scheduled date's 200 may be kept while the window is open and stays open (mocks/api-tests/guest.test.ts)
  const keptDate =
    (request.name === "guestScheduledDate" || request.name === "adminScheduledDate") &&
    answer.status === 200 &&
    cacheControl === SCHEDULED_DATE_CACHE;
  if (!keptDate && cacheControl !== (publicList ? LIST_CACHE : "no-store"))
    return `${answer.status} with Cache-Control: ${cacheControl}`;
  return null;
}

/** Running figures of a fuzz run, per endpoint. */
export type FuzzTally = { cases: number; hung: number; serverErrors: number; statuses: Record<number, number>; ms: number };

export function newTally(): FuzzTally {
  return { cases: 0, hung: 0, serverErrors: 0, statuses: {}, ms: 0 };
}

export function count(tally: FuzzTally, answer: FuzzAnswer): void {
  tally.cases++;
  if (answer === "hung") tally.hung++;
  else {
    tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
    if (answer.status >= 500) tally.serverErrors++;
  }
}

/** The change a successful answer makes to the table counts (a replayed idempotent create adds nothing). */
export function rowChange(request: FuzzRequest, answer: FuzzAnswer): [string, number] | null {
  if (answer === "hung" || answer.status >= 300) return null;
  const created = createdTable[request.name];
  if (created && answer.status === 201 && answer.headers["idempotent-replayed"] !== "true") return [created, 1];
  const deleted = deletedTable[request.name];
  if (deleted) return [deleted, -1];
  return null;
}
