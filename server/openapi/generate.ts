import type { Type } from "arktype";
import { API_PREFIX, type Endpoint } from "../../contract/endpoints";
import { errorBody, errorCodes, type ErrorCode } from "../../contract/envelopes";
import { outcomes as contractOutcomes, type Outcome } from "../../contract/outcomes";
import { pathParameters as contractPathParameters } from "../../contract/primitives";
import { jsonSchemaOf } from "./json-schema";

// The contract as an OpenAPI 3.1 document, written from the endpoint table (docs/product.md §10, §14; ADR 004).
// Nothing here names an endpoint: a route added to the table appears in the document on the next `npm run openapi`.

type JsonObject = { [key: string]: unknown };
/** An endpoint of a table the document describes: the contract's, or the mock control API's (which also PUTs). */
export type DocumentedEndpoint = Omit<Endpoint, "method"> & { method: Endpoint["method"] | "PUT" };
export type OpenApiDocument = JsonObject & { openapi: string; paths: Record<string, Record<string, JsonObject>> };

export type DocumentOptions = {
  /** the endpoint table (default: the contract's) */
  endpoints: Record<string, DocumentedEndpoint>;
  /** what the table does not say (default: the contract's outcomes.ts) */
  outcomes?: Partial<Record<string, Outcome>>;
  /** types that become named components (`#/components/schemas/Queue`) wherever their schema appears */
  named?: Record<string, Type>;
  /**
   * The type of each path parameter, by name (default: the contract's `pathParameters`, which the server's canonical
   * check uses too): its schema in the document. A path naming a parameter not listed here throws.
   */
  pathParameters?: Record<string, Type>;
  /**
   * "api" (default): the contract's API under /api/v1. "control": the mock's test control API under /__mock (ADR 108),
   * its own document: one tag, no rate limits, no injected faults, no session cookie.
   */
  kind?: "api" | "control";
};

type Kind = NonNullable<DocumentOptions["kind"]>;

const jsonContent = (schema: unknown) => ({ "application/json": { schema } });
const errorBodyRef = { $ref: "#/components/schemas/ErrorBody" };
const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const statusTexts: Record<number, string> = {
  400: "Malformed: the path is not valid percent-encoding, or the body is not JSON or nested too deeply",
  401: "No, an expired or an invalid access token; or wrong credentials",
  403: "Not allowed",
  404: "Not found",
  409: "A conflict with the data",
  413: "The request body is too large (ADR 106)",
  414: "The URL is too long (ADR 106)",
  415: "The request body is not JSON: send it with `Content-Type: application/json` (ADR 106)",
  422: "Invalid input: `errors` names each field",
  429: "Too many requests: wait `Retry-After` seconds",
  431: "The request headers are too large (ADR 106)",
  500: "Server error",
  503: "Unavailable: try again after `Retry-After` seconds",
};

/** `/users/:username` → `/users/{username}` */
export const openApiPath = (path: string) => path.replace(/:([a-zA-Z_]+)/g, "{$1}");

const pathParameterNames = (path: string) => [...path.matchAll(/:([a-zA-Z_]+)/g)].map((match) => match[1] as string);

/**
 * The refusals a route can give, by status and code: the gate every route runs (401 → 403 → 422 query → 415/400/422 body,
 * docs/product.md §11), 404 for a path naming no record, 429 when rate-limited, 500 on a failure, 503 when the mock is
 * told to be unavailable; then the endpoint's own rule (outcomes.ts).
 */
function refusalsOf(endpoint: DocumentedEndpoint, outcome: Outcome | undefined, kind: Kind): Map<number, Set<ErrorCode>> {
  const byStatus = new Map<number, Set<ErrorCode>>();
  const add = (status: number, code: ErrorCode) => byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  if (endpoint.auth) add(401, "UNAUTHENTICATED");
  if (endpoint.auth && endpoint.permissions.length > 0) add(403, "FORBIDDEN");
  if (pathParameterNames(endpoint.path).length > 0) add(404, "NOT_FOUND");
  if (endpoint.query) add(422, "VALIDATION");
  // every route: the request limits of ADR 106 (a malformed path, a URL or headers too large)
  add(400, "BAD_REQUEST");
  add(414, "BAD_REQUEST");
  add(431, "BAD_REQUEST");
  if (endpoint.body) {
    add(413, "BAD_REQUEST");
    add(415, "UNSUPPORTED_MEDIA_TYPE");
    add(422, "VALIDATION");
  }
  for (const [status, code] of outcome?.refusals ?? []) add(status, code);
  // the API's routes only: the control routes have no rate limit and take no injected fault
  if (kind === "api") add(429, "RATE_LIMITED");
  add(500, "SERVER_ERROR");
  if (kind === "api") add(503, "UNAVAILABLE");
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

function errorResponse(status: number, codes: Set<ErrorCode>): JsonObject {
  const listed = [...codes].sort();
  const retryAfter = status === 429 || status === 503;
  return {
    description: `${statusTexts[status] ?? "Refused"} (${listed.map((code) => `\`${code}\``).join(", ")})`,
    ...(retryAfter && { headers: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } } }),
    content: jsonContent({ allOf: [errorBodyRef, { properties: { code: { enum: listed } } }] }),
  };
}

type RefusalResponses = ReturnType<typeof refusalResponses>;

/** One named response per status and set of codes (`Unauthenticated`, `NotFoundOrDuplicate` …), shared by operations. */
function refusalResponses() {
  const components: Record<string, JsonObject> = {};
  const statusOf = new Map<string, number>();
  const pascal = (code: string) => code.toLowerCase().replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
  return {
    components,
    refer(status: number, codes: Set<ErrorCode>): JsonObject {
      const byCodes = [...codes].sort().map(pascal).join("Or");
      // one code may answer several statuses (BAD_REQUEST: 400, 413, 414, 431): the others carry their status
      const name = status === 400 || byCodes !== "BadRequest" ? byCodes : `${byCodes}${status}`;
      if (statusOf.has(name) && statusOf.get(name) !== status) throw new Error(`${name} answers two statuses`);
      statusOf.set(name, status);
      components[name] ??= errorResponse(status, codes);
      return { $ref: `#/components/responses/${name}` };
    },
  };
}

function successResponse(endpoint: DocumentedEndpoint, outcome: Outcome | undefined): JsonObject {
  const headers = outcome?.setsRefreshCookie
    ? { headers: { "Set-Cookie": { $ref: "#/components/headers/SetRefreshCookie" } } }
    : {};
  if (endpoint.binary) {
    return {
      description: "The spreadsheet (DaftarAntrean.xlsx)",
      content: { [xlsx]: { schema: { type: "string", contentMediaType: xlsx } } },
    };
  }
  if (!endpoint.response) return { description: "Done", ...headers };
  return {
    description: outcome?.success === 201 ? "Created" : "OK",
    ...headers,
    content: jsonContent(jsonSchemaOf(endpoint.response)),
  };
}

function parametersOf(endpoint: DocumentedEndpoint, outcome: Outcome | undefined, pathTypes: Record<string, Type>): JsonObject[] {
  const path = pathParameterNames(endpoint.path).map((name) => {
    const schema = pathTypes[name];
    if (!schema) throw new Error(`${endpoint.path}: the path parameter "${name}" has no type (pathParameters)`);
    return { name, in: "path", required: true, schema: jsonSchemaOf(schema) };
  });
  const query: JsonObject[] = [];
  if (endpoint.query) {
    const schema = jsonSchemaOf(endpoint.query) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      query.push({ name, in: "query", required: schema.required?.includes(name) ?? false, schema: property });
    }
  }
  const headers = Object.entries(outcome?.requestHeaders ?? {}).map(([name, { description, maxLength }]) => ({
    name,
    in: "header",
    required: false,
    description,
    schema: { type: "string", minLength: 1, maxLength },
  }));
  const cookie = outcome?.readsRefreshCookie ? [{ $ref: "#/components/parameters/RefreshCookie" }] : [];
  return [...path, ...query, ...headers, ...cookie];
}

const words = (name: string) => name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

/**
 * The group of an operation in the reference: the session and guest routes, then the resource it belongs to (the
 * longest path the table also uses before a `:parameter`, e.g. `/users/roles` → "roles").
 */
function tagOf(endpoint: DocumentedEndpoint, resources: string[]): string {
  if (endpoint.path.startsWith("/users/auth/")) return "session";
  if (!endpoint.auth) return endpoint.path.startsWith("/queues/") ? "guest" : "document";
  const resource = resources.find((prefix) => endpoint.path.startsWith(`${prefix}/`));
  return resource?.split("/").pop() ?? "api";
}

const resourcesOf = (table: Record<string, DocumentedEndpoint>) =>
  [
    ...new Set(Object.values(table).flatMap(({ path }) => [...path.matchAll(/^(.*?)\/:/g)].map((match) => match[1] as string))),
  ].sort((a, b) => b.length - a.length);

/** One operation; endpoints that share a method and path (the guest and the admin scheduled date) become one. */
function operationOf(
  names: string[],
  table: Record<string, DocumentedEndpoint>,
  outcomes: Partial<Record<string, Outcome>>,
  resources: string[],
  refusals: RefusalResponses,
  kind: Kind,
  pathTypes: Record<string, Type>,
): JsonObject {
  const [first] = names as [string];
  const endpoint = table[first] as DocumentedEndpoint;
  const outcome = outcomes[first];
  const anyoneMay = names.some((name) => !table[name]?.auth);
  const permissions = [...new Set(names.flatMap((name) => table[name]?.permissions ?? []))];
  const description = [
    outcome?.about ?? "",
    names.length > 1 ? `Answers the endpoints ${names.map((name) => `\`${name}\``).join(", ")} of the contract.` : "",
    endpoint.auth && permissions.length > 0
      ? `Needs one of the permissions ${permissions.map((p) => `\`${p}\``).join(", ")}.`
      : "",
    endpoint.auth && permissions.length === 0 ? "Any signed-in user." : "",
    anyoneMay && outcome?.readsRefreshCookie !== "required" ? "No sign-in needed." : "",
  ].filter(Boolean);
  const responses: JsonObject = { [String(outcome?.success ?? 200)]: successResponse(endpoint, outcome) };
  for (const [status, codes] of refusalsOf(endpoint, outcome, kind)) responses[String(status)] = refusals.refer(status, codes);
  if (kind === "api") responses.default = { $ref: "#/components/responses/InjectedFault" };

  // `{}` among the alternatives: the route answers without any credential (the contract suite checks each way)
  const security =
    outcome?.readsRefreshCookie === "required"
      ? [{ refreshCookie: [] }]
      : [
          ...(anyoneMay ? [{}] : []),
          ...(outcome?.readsRefreshCookie ? [{ refreshCookie: [] }] : []),
          ...(names.some((name) => table[name]?.auth) || outcome?.readsBearerToken ? [{ bearerAuth: [] }] : []),
        ];
  const parameters = parametersOf(endpoint, outcome, pathTypes);
  return {
    operationId: first,
    summary: words(first).replace(/^./, (letter) => letter.toUpperCase()),
    ...(description.length > 0 && { description: description.join(" ") }),
    tags: [kind === "control" ? CONTROL_TAG : tagOf(endpoint, resources)],
    ...(names.length > 1 && { "x-contract-endpoints": names }),
    ...(permissions.length > 0 && { "x-permissions": permissions }),
    security,
    ...(parameters.length > 0 && { parameters }),
    ...(endpoint.body && requestBodyOf(endpoint.body, endpoint.auth)),
    responses,
  };
}

/**
 * An empty body reads as `{}` (ADR 106), so a body is required only when its schema requires a field. A staff body's
 * texts are trimmed before they are checked (docs/product.md §11.9), which its description says.
 */
function requestBodyOf(body: Type, staff: boolean): JsonObject {
  const schema = jsonSchemaOf(body);
  const required = Array.isArray(schema.required) && schema.required.length > 0;
  const trimmed = staff && Object.values((schema.properties ?? {}) as Record<string, JsonObject>).some(hasText);
  return {
    requestBody: {
      ...(trimmed && { description: "Texts other than a password are trimmed of surrounding spaces before they are checked." }),
      required,
      content: jsonContent(schema),
    },
  };
}

const hasText = (schema: JsonObject): boolean =>
  schema.type === "string" || (Array.isArray(schema.anyOf) && (schema.anyOf as JsonObject[]).some(hasText));

const CONTROL_TAG = "mock control";

const about = {
  api: {
    title: "Antrean API",
    summary: "Queue registration for the subsidised food programme: the citizens' guest routes and the staff back-office.",
    description: [
      "Generated from the app's contract (contract) by `npm run openapi`; do not edit by hand.",
      "Every success body is `{ data: … }`; every refusal is `{ error, code, errors? }` with one of the `code` values listed per status.",
      "A request body is a JSON object with only the fields its schema declares: any other field, or a body that is not an object, is a 422 `VALIDATION` naming it (`additionalProperties: false`). A query parameter a route does not list is ignored.",
      "Times are WIB (Asia/Jakarta). The access token comes from login or refresh; the refresh token lives in the `refresh_token` cookie.",
    ],
    server: { url: API_PREFIX, description: "This host (`npm run serve` or the demo's mock)" },
  },
  control: {
    title: "Antrean mock: test control API",
    summary: "Steers the mock API's clock, data, faults and rate limits over HTTP. Mock only: no real backend has it.",
    description: [
      "Generated from mocks/control-routes.ts by `npm run openapi`; do not edit by hand.",
      "Served by `MOCK_CONTROL=1 npm run serve` only (ADR 108); without MOCK_CONTROL every path here is a 404. The API itself is described in openapi.json (`GET /api/v1/openapi.json`).",
      "Every success body is `{ data: … }`; every refusal is `{ error, code, errors? }`.",
    ],
    server: { url: "/__mock", description: "A mock API started with MOCK_CONTROL=1" },
  },
};

/** The OpenAPI 3.1 document of an endpoint table. */
export function buildOpenApiDocument({
  endpoints,
  outcomes = contractOutcomes,
  named = {},
  kind = "api",
  pathParameters = contractPathParameters,
}: DocumentOptions): OpenApiDocument {
  const operations = new Map<string, string[]>();
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const key = `${endpoint.method} ${openApiPath(endpoint.path)}`;
    operations.set(key, [...(operations.get(key) ?? []), name]);
  }
  const resources = resourcesOf(endpoints);
  const refusals = refusalResponses();
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const [key, names] of operations) {
    const [method, path] = key.split(" ") as [string, string];
    paths[path] = {
      ...paths[path],
      [method.toLowerCase()]: operationOf(names, endpoints, outcomes, resources, refusals, kind, pathParameters),
    };
  }
  const components = nameSchemas(paths, named);
  const tags = [...new Set(Object.values(paths).flatMap((item) => Object.values(item).map((op) => (op.tags as string[])[0])))];
  const { title, summary, description, server } = about[kind];
  const schemas = {
    ErrorBody: {
      ...jsonSchemaOf(errorBody),
      properties: { ...(jsonSchemaOf(errorBody).properties as JsonObject), code: { $ref: "#/components/schemas/ErrorCode" } },
    },
    ErrorCode: { type: "string", enum: [...errorCodes] },
    ...components,
  };
  const info = { title, version: "1.0.0", summary, description: description.join("\n\n") };
  if (kind === "control")
    return {
      openapi: "3.1.0",
      info,
      servers: [server],
      tags: [{ name: CONTROL_TAG }],
      paths,
      components: { schemas, responses: refusals.components },
    };
  return {
    openapi: "3.1.0",
    info,
    servers: [server],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses: {
        ...refusals.components,
        InjectedFault: {
          description: "Any other refusal: a fault the mock was told to inject (its control API or the demo console)",
          content: jsonContent(errorBodyRef),
        },
      },
      parameters: {
        RefreshCookie: {
          name: "refresh_token",
          in: "cookie",
          required: false,
          description: "The opaque refresh token; rotated on every refresh, revoked by logout.",
          schema: { type: "string" },
        },
      },
      headers: {
        RetryAfter: { description: "Seconds to wait before trying again", schema: { type: "integer", minimum: 1 } },
        SetRefreshCookie: {
          description:
            "`refresh_token=…; Path=/; HttpOnly; Secure; SameSite=Strict` (cleared with Max-Age=0 on logout or a refused refresh)",
          schema: { type: "string" },
        },
      },
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The access token from login or refresh (HS256, 15 minutes). Its payload is the session user.",
        },
        refreshCookie: { type: "apiKey", in: "cookie", name: "refresh_token", description: "Set by login, rotated by refresh." },
      },
    },
  };
}

/**
 * Replaces every schema equal to a named type's with a `$ref` to it (largest types first, so a queue inside a list
 * becomes `Queue`), and answers the named components that are used. ArkType writes the same JSON for the same type,
 * so equal text means the same type.
 */
function nameSchemas(paths: Record<string, unknown>, named: Record<string, Type>): Record<string, JsonObject> {
  const byText = new Map<string, string>();
  const schemas = new Map<string, JsonObject>();
  for (const [name, type] of Object.entries(named)) {
    const schema = jsonSchemaOf(type);
    if (schema.type !== "object" && !("enum" in schema)) continue;
    schemas.set(name, schema);
    byText.set(JSON.stringify(schema), name);
  }
  const used = new Map<string, JsonObject>();
  const replace = (node: unknown, inside?: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => replace(item, inside));
    if (!node || typeof node !== "object") return node;
    const name = byText.get(JSON.stringify(node));
    if (name && name !== inside) {
      if (!used.has(name)) used.set(name, {});
      return { $ref: `#/components/schemas/${name}` };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, replace(value, inside)]));
  };
  for (const [path, item] of Object.entries(paths)) paths[path] = replace(item);
  // the components themselves may hold other named types (a location's days off); resolve until none is new
  for (let size = -1; size !== used.size;) {
    size = used.size;
    for (const name of [...used.keys()]) used.set(name, replace(schemas.get(name), name) as JsonObject);
  }
  return Object.fromEntries([...used].sort(([a], [b]) => a.localeCompare(b)));
}

/** The document as `npm run openapi` writes it (stable key order, two-space indent, final newline). */
export const serialiseDocument = (document: OpenApiDocument) => `${JSON.stringify(document, null, 2)}\n`;
