import { trimTexts } from "../../contract/admin-rules";
import type { Endpoint, EndpointName, Endpoints } from "../../contract/endpoints";
import type { SessionUser } from "../../contract/entities";
import { validate, validateBody } from "../../contract/field-errors";
import { pathParameters } from "../../contract/primitives";
import type { TokenPayload } from "../auth/access-tokens";
import type { Clock } from "../clock";
import type { ServerContext } from "../context";
import { clientOf } from "../rate-limit";
import { StoreInvalidInput, StoreUnavailable, type Change, type PageRequest } from "../store/basics";
import type { Store } from "../store/store";
import { bearerToken } from "./bearer";
import type { ApiRequest } from "./api-request";
import { retriesSavedRegistration } from "./idempotency-key";
import { readJsonBody } from "./request-limits";
import { failAnswer, okAnswer, type Answer, type DataOf } from "./respond";

type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: { infer: infer Q } } ? Q : undefined;
type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: { infer: infer B } } ? B : undefined;
type UserOf<N extends EndpointName> = Endpoints[N] extends { auth: true } ? SessionUser : SessionUser | null;

/** What a resolver gets: the request already through the intercept hook, rate limit, auth and contract validation. */
export type RouteContext<N extends EndpointName> = {
  server: ServerContext;
  store: Store;
  clock: Clock;
  request: ApiRequest;
  params: Record<string, string>;
  query: QueryOf<N>;
  body: BodyOf<N>;
  /** the verified access-token payload; always there on `auth` endpoints */
  user: UserOf<N>;
  cookies: Record<string, string>;
  /** `{ data }` typed by the endpoint's contract response */
  ok(data: DataOf<N>, status?: number, headers?: HeadersInit): Answer;
  /** now and the acting user, for a record's audit fields */
  change(): Change;
};

export type Resolver<N extends EndpointName> = (context: RouteContext<N>) => Answer | Promise<Answer>;
export type Resolvers = { [N in EndpointName]?: Resolver<N> };

/**
 * A hook run first on every matched route, with the endpoint names the route answers: an answer it returns is sent
 * instead (the demo's and tests' faults, mocks/faults.ts); null lets the request through. The production server has none.
 */
export type Intercept = (names: readonly EndpointName[], request: ApiRequest) => Response | null | Promise<Response | null>;

/** The default page of a list (docs/product.md §7). */
export const DEFAULT_PAGE_SIZE = 10;

/** A list query's page and size with their defaults. */
export function pageOf(query: { page?: number | undefined; size?: number | undefined }): PageRequest {
  return { page: query.page ?? 1, size: query.size ?? DEFAULT_PAGE_SIZE };
}

/**
 * An endpoint's query schema, built once: a query parameter a route does not list is dropped before anything reads
 * the query (a body's undeclared field is refused: checkBody).
 */
const querySchemas = new Map<EndpointName, Endpoint["query"]>();
function querySchemaOf(name: EndpointName, endpoint: Endpoint): Endpoint["query"] {
  if (!querySchemas.has(name)) querySchemas.set(name, endpoint.query?.onUndeclaredKey("delete"));
  return querySchemas.get(name);
}

/**
 * The gate's check of a parsed JSON body: a JSON object with only the fields the contract declares (ADR 004), each
 * valid; a staff body's texts trimmed first (docs/product.md §11.9). docs/openapi.json writes the same rules.
 */
export function checkBody(endpoint: Endpoint, json: unknown): ReturnType<typeof validateBody> {
  if (!endpoint.body) return { ok: true, value: undefined };
  return validateBody(endpoint.body, endpoint.auth ? trimTexts(json) : json);
}

/**
 * Runs one request through the gate every route shares, in this order:
 * intercept → rate limit → 401 → 403 → 404 (non-canonical id) → 422 query → 413/415/400/422 body → resolver
 * (a StoreUnavailable → 503 with Retry-After; a StoreInvalidInput → 422; any other throw → 500, its message kept out
 * of the answer).
 * `names` lists every endpoint that shares this method and path (an intercept can target any of them).
 */
export async function runRoute<N extends EndpointName>(
  server: ServerContext,
  names: readonly [N, ...EndpointName[]],
  resolve: Resolver<N>,
  endpoint: Endpoint,
  request: ApiRequest,
  params: Record<string, string>,
  cookies: Record<string, string>,
  intercept?: Intercept,
): Promise<Answer> {
  const name = names[0];
  const forced = intercept && (await intercept(names, request));
  if (forced) return forced;

  const rate = server.rateLimiter.hit(name, clientOf(request));
  // a registration already saved is answered again, not told to wait (docs/product.md §11.6); a store that cannot
  // say leaves the limit standing
  const limited =
    !rate.allowed && !(name === "guestCreateQueue" && (await retriesSavedRegistration(server, request).catch(() => false)));
  if (limited) {
    return failAnswer(
      429,
      "RATE_LIMITED",
      `Terlalu banyak permintaan. Coba lagi dalam ${rate.retryAfterSeconds} detik`,
      undefined,
      {
        "Retry-After": String(rate.retryAfterSeconds),
      },
    );
  }

  try {
    let user: TokenPayload | null = null;
    if (endpoint.auth) {
      const token = bearerToken(request);
      if (!token) return failAnswer(401, "UNAUTHENTICATED", "Missing access token");
      const payload = await server.accessTokens.verify(token);
      if (!payload) return failAnswer(401, "UNAUTHENTICATED", "Invalid or expired access token");
      // A token outlives its session by nothing (logout, a changed password), and its permissions are the user's as
      // they stand now, not as they were signed into it: one read per request (ADR 126).
      const current = payload.sid ? await server.store.signIn.sessionUser(payload.sid) : null;
      if (!current || String(current.id) !== payload.sub)
        return failAnswer(401, "UNAUTHENTICATED", "The session has ended; sign in again");
      user = { ...payload, username: current.username, name: current.name, permissions: current.permissions };
      const allowed = endpoint.permissions;
      if (allowed.length > 0 && !allowed.some((slug) => user?.permissions.includes(slug))) {
        return failAnswer(403, "FORBIDDEN", `Requires one of: ${allowed.join(", ")}`);
      }
    }

    const badParam = nonCanonicalParam(params);
    if (badParam) return failAnswer(404, "NOT_FOUND", `No record with ${badParam}`);

    const querySchema = querySchemaOf(name, endpoint);
    let query: unknown;
    if (querySchema) {
      const parsed = validQuery(name, querySchema, request.url);
      if (!parsed.ok) return failAnswer(422, "VALIDATION", "Invalid query parameters", parsed.fieldErrors);
      query = parsed.value;
    }

    let body: unknown;
    if (endpoint.body) {
      const json = await readJsonBody(request);
      if (json instanceof Response) return json;
      const parsed = checkBody(endpoint, json.value);
      if (!parsed.ok) return failAnswer(422, "VALIDATION", "The data is invalid", parsed.fieldErrors);
      body = parsed.value;
    }

    return await resolve({
      server,
      store: server.store,
      clock: server.clock,
      request,
      params,
      query: query as QueryOf<N>,
      body: body as BodyOf<N>,
      user: user as UserOf<N>,
      cookies,
      ok: okAnswer,
      change: changeBy(server.clock, user),
    });
  } catch (error) {
    if (error instanceof StoreUnavailable) {
      return failAnswer(503, "UNAVAILABLE", "The service is busy; try again shortly", undefined, {
        "Retry-After": String(error.retryAfterSeconds),
      });
    }
    if (error instanceof StoreInvalidInput) return failAnswer(422, "VALIDATION", "The data is invalid");
    console.error(`[api] ${endpoint.method} ${endpoint.path} failed`, error);
    return failAnswer(500, "SERVER_ERROR", "Internal server error");
  }
}

/**
 * RouteContext.change for this request's user. Made here rather than as an arrow in the context's literal: tsx (esbuild's
 * keepNames) names every function assigned to a property, a `defineProperty` on every call of every route (issue 34).
 */
function changeBy(clock: Clock, actor: TokenPayload | null): () => Change {
  return () => ({ now: clock.now(), actorId: actor ? Number(actor.sub) : null, session: actor?.sid ?? null });
}

/** Query values as text; empty ones count as absent (clients omit them, docs/product.md §7). */
function searchParamsOf(search: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (value !== "") values[key] = value;
  return values;
}

/** Valid queries by endpoint and query text, at most this many of each endpoint (then forgotten and begun again). */
const KEPT_QUERIES = 256;
const validQueries = new Map<EndpointName, Map<string, unknown>>();

/**
 * The query checked against the endpoint's schema. A valid one is kept by its text (frozen: resolvers share it), so
 * the next citizen asking for the same location's sessions is not checked again: the check was the largest part of a
 * kept list's CPU after the HTTP layer (issue 34). The check is a function of the text alone.
 */
function validQuery(name: EndpointName, schema: NonNullable<Endpoint["query"]>, url: string): ReturnType<typeof validate> {
  // the search as URL.search reads it: from `?` to the fragment, which a Request's url keeps (never sent on the wire)
  const at = url.indexOf("?");
  const hash = url.indexOf("#");
  const end = hash < 0 ? url.length : hash;
  const search = at < 0 || at > end ? "" : url.slice(at, end);
  let kept = validQueries.get(name);
  const known = kept?.get(search);
  if (known !== undefined) return { ok: true, value: known };
  const parsed = validate(schema, searchParamsOf(search));
  if (parsed.ok && typeof parsed.value === "object" && parsed.value !== null) {
    if (!kept || kept.size >= KEPT_QUERIES) validQueries.set(name, (kept = new Map()));
    kept.set(search, Object.freeze(parsed.value));
  }
  return parsed;
}

/**
 * Path parameters in their one canonical form, the contract's `pathParameters` (ADR 106), which the document also
 * writes as their schemas (ADR 004): `012`, `+12` or `12.0` is not 12. The name of the first one that is not, else null.
 */
export function nonCanonicalParam(params: Record<string, string | readonly string[] | undefined>): string | null {
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== "string") continue;
    const canonical = (pathParameters as Record<string, { allows(value: unknown): boolean }>)[name];
    if (canonical && !canonical.allows(value)) return `this ${name}`;
  }
  return null;
}
