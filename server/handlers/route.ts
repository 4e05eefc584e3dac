import { delay, http, HttpResponse, type HttpHandler } from "msw";
import {
  API_PREFIX,
  endpoints,
  trimTexts,
  validate,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  type SessionUser,
} from "../../src/api/contract";
import type { Backend } from "../../mocks/backend";
import { codeForStatus, type Fault } from "../../mocks/faults";
import { isSessionOpen } from "../auth/refresh-tokens";
import { clientOf } from "../rate-limit";
import { bearerToken } from "./bearer";
import { readJsonBody } from "./request-limits";
import { fail, ok, type DataOf } from "./respond";

type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: { infer: infer Q } } ? Q : undefined;
type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: { infer: infer B } } ? B : undefined;
type UserOf<N extends EndpointName> = Endpoints[N] extends { auth: true } ? SessionUser : SessionUser | null;

/** What a resolver gets: the request already through faults, rate limit, auth and contract validation. */
export type RouteContext<N extends EndpointName> = {
  backend: Backend;
  request: Request;
  params: Record<string, string>;
  query: QueryOf<N>;
  body: BodyOf<N>;
  /** the verified access-token payload; always there on `auth` endpoints */
  user: UserOf<N>;
  cookies: Record<string, string>;
  /** `{ data }` typed by the endpoint's contract response */
  ok(data: DataOf<N>, status?: number, headers?: HeadersInit): Response;
};

export type Resolver<N extends EndpointName> = (context: RouteContext<N>) => Response | Promise<Response>;
export type Resolvers = { [N in EndpointName]?: Resolver<N> };

/**
 * Binds a resolver to its contract endpoint. Every route runs the same gate, in this order:
 * fault → rate limit → 401 → 403 → 422 query → 400/422 body → resolver (unexpected throw → 500).
 * `names` lists every endpoint that shares this method and path (faults can target any of them).
 */
export function bindRoute<N extends EndpointName>(
  backend: Backend,
  names: readonly [N, ...EndpointName[]],
  resolve: Resolver<N>,
): HttpHandler {
  const name = names[0];
  const endpoint: Endpoint = endpoints[name];
  const method = endpoint.method.toLowerCase() as "get" | "post" | "patch" | "delete";
  // Undeclared keys are dropped before anything reads the body or query (the idempotency fingerprint included).
  const bodySchema = endpoint.body?.onUndeclaredKey("delete");
  const querySchema = endpoint.query?.onUndeclaredKey("delete");
  return http[method](routePattern(endpoint.path), async ({ request, params, cookies }) => {
    const fault = backend.faults.take(names);
    const forced = fault && (await applyFault(fault));
    if (forced) return forced;

    const rate = backend.rateLimiter.hit(name, clientOf(request));
    if (!rate.allowed) {
      return fail(429, "RATE_LIMITED", `Terlalu banyak permintaan. Coba lagi dalam ${rate.retryAfterSeconds} detik`, undefined, {
        "Retry-After": String(rate.retryAfterSeconds),
      });
    }

    let user: SessionUser | null = null;
    if (endpoint.auth) {
      const token = bearerToken(request);
      if (!token) return fail(401, "UNAUTHENTICATED", "Missing access token");
      const payload = await backend.accessTokens.verify(token);
      if (!payload) return fail(401, "UNAUTHENTICATED", "Invalid or expired access token");
      // a token outlives its session by nothing: logout closes the session and its tokens at once
      if (!payload.sid || !isSessionOpen(backend.db, payload.sid))
        return fail(401, "UNAUTHENTICATED", "The session has ended; sign in again");
      user = payload;
      const allowed = endpoint.permissions;
      if (allowed.length > 0 && !allowed.some((slug) => user?.permissions.includes(slug))) {
        return fail(403, "FORBIDDEN", `Requires one of: ${allowed.join(", ")}`);
      }
    }

    const badParam = nonCanonicalParam(params as Record<string, string>);
    if (badParam) return fail(404, "NOT_FOUND", `No record with ${badParam}`);

    let query: unknown;
    if (querySchema) {
      const parsed = validate(querySchema, searchParamsOf(request));
      if (!parsed.ok) return fail(422, "VALIDATION", "Invalid query parameters", parsed.fieldErrors);
      query = parsed.value;
    }

    let body: unknown;
    if (bodySchema) {
      const json = await readJsonBody(request);
      if (json instanceof Response) return json;
      // docs/product.md §11.9: a staff body's texts are trimmed before they are checked, compared or stored
      const parsed = validate(bodySchema, endpoint.auth ? trimTexts(json.value) : json.value);
      if (!parsed.ok) return fail(422, "VALIDATION", "The data is invalid", parsed.fieldErrors);
      body = parsed.value;
    }

    try {
      return await resolve({
        backend,
        request,
        params: params as Record<string, string>,
        query: query as QueryOf<N>,
        body: body as BodyOf<N>,
        user: user as UserOf<N>,
        cookies,
        ok: (data, status, headers) => ok(data, status, headers),
      });
    } catch (error) {
      console.error(`[mock api] ${endpoint.method} ${endpoint.path} failed`, error);
      return fail(500, "SERVER_ERROR", "Internal server error");
    }
  });
}

/** `*` + /api/v1 + the path without its trailing slash: msw then matches both `/users` and `/users/`. */
export function routePattern(path: string): string {
  return `*${API_PREFIX}${path.replace(/\/$/, "")}`;
}

/**
 * Static segments before parameters, so `/queues/download` wins over `/queues/:uuid` and
 * `/users/roles` over `/users/:username` (msw takes the first handler that matches). A total order:
 * segment by segment, static before parameter, then alphabetical, then shorter first.
 */
export function compareSpecificity(a: string, b: string): number {
  const left = a.split("/");
  const right = b.split("/");
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] as string;
    const y = right[i] as string;
    const xParam = x.startsWith(":");
    const yParam = y.startsWith(":");
    if (xParam !== yParam) return xParam ? 1 : -1;
    if (!xParam && x !== y) return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

/** Waits out a fault's latency, then the answer it forces (a dropped connection or an error status), if any. */
async function applyFault(fault: Fault): Promise<Response | null> {
  if (fault.latencyMs) await delay(fault.latencyMs);
  if (fault.networkError) return HttpResponse.error();
  if (!fault.status) return null;
  const retryAfter = fault.status === 429 || fault.status === 503 ? { "Retry-After": "1" } : undefined;
  return fail(fault.status, fault.code ?? codeForStatus(fault.status), fault.message ?? "Injected fault", undefined, retryAfter);
}

/** Query values as text; empty ones count as absent (clients omit them, docs/product.md §7). */
function searchParamsOf(request: Request): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) if (value !== "") values[key] = value;
  return values;
}

const canonicalParam: Record<string, (value: string) => boolean> = {
  id: (value) => /^[1-9]\d{0,8}$/.test(value),
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value),
  username: (value) => value.length >= 1 && value.length <= 100,
};

/**
 * Path parameters in their one canonical form (docs/decisions/106-mock-http-hardening.md): `:id` a plain decimal
 * integer without sign, leading zero, fraction or exponent (`0xc`, `12.0`, `+12`, `012` are not 12), `:uuid` a
 * lower-case UUID, `:username` 1–100 characters. The name of the first one that is not, else null.
 */
export function nonCanonicalParam(params: Record<string, string | readonly string[] | undefined>): string | null {
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== "string") continue;
    const canonical = canonicalParam[name];
    if (canonical && !canonical(value)) return `this ${name}`;
  }
  return null;
}
