import { endpointOf } from "../contract/endpoint-of";
import type { Endpoint, EndpointName } from "../contract/endpoints";
import { API_PREFIX } from "../contract/routes";
import type { ServerContext } from "./context";
import { contractRoutes, resolverOf } from "./handlers";
import type { ApiRequest } from "./handlers/api-request";
import { pathProblem } from "./handlers/request-limits";
import {
  bodilessResponseOf,
  cookiesOf,
  failAnswer,
  JsonAnswer,
  PUBLIC_LIST_CACHE,
  responseOf,
  type Answer,
} from "./handlers/respond";
import { nonCanonicalParam, runRoute, type Intercept, type Resolver } from "./handlers/route";
import { createRouter } from "./router";

/**
 * The API as a fetch handler: a Request in, a Response out (docs/decisions/102-mock-routing.md). The same
 * function answers in the page (msw hands it the page's requests, mocks/transport.ts), in vitest, in `npm run serve` on the memory store and
 * in the Node server. `cookies`: a transport that has already read them (msw in the page, where a Request made by
 * script carries no Cookie header); otherwise the Cookie header is read.
 */
export type ApiHandler = (request: ApiRequest, transport?: { cookies?: Record<string, string> }) => Promise<Response>;

export type ApiOptions = {
  /** Test-only hooks (the demo's and tests' faults); the production server passes none. */
  intercept?: Intercept;
};

/**
 * The path after /api/v1, when the path starts with it; else undefined. Only at the start: nginx limits and caches
 * by the path as sent (deploy/nginx/antrean-api.conf), so `/api/x/api/v1/queues/create`, which only its plain
 * `location /api/` matches, must not reach the create past its limit_req.
 */
function apiPathOf(pathname: string): string | undefined {
  if (!pathname.startsWith(API_PREFIX)) return undefined;
  const rest = pathname.slice(API_PREFIX.length);
  return rest === "" || rest.startsWith("/") ? rest : undefined;
}

/**
 * The API answering in plain data where it can (a JsonAnswer, server/handlers/respond.ts): what the Node transport
 * writes without making a Response (issue 34). The same handler as createApi's, before the Response is made.
 */
export type ApiAnswerHandler = (request: ApiRequest, transport?: { cookies?: Record<string, string> }) => Promise<Answer>;

/** The API as a fetch handler: createApiAnswers' answer as a Response. */
export function createApi(server: ServerContext, options: ApiOptions = {}): ApiHandler {
  const answer = createApiAnswers(server, options);
  return async (request, transport) => {
    const answered = await answer(request, transport);
    const response = request.method === "HEAD" ? bodilessResponseOf(answered) : responseOf(answered);
    const route = routeOf(answered);
    if (route && response !== answered) answeredRoutes.set(response, route);
    return response;
  };
}

/**
 * The path guard (a malformed path answers 400/404/414 before anything decodes it), the router (most specific path
 * first, HEAD as GET; a known path asked with another method is a 405 with Allow, anything else under /api/v1 a 404,
 * each with the JSON error body), then the gate every route shares (server/handlers/route.ts) and the endpoint's
 * resolver.
 */
export function createApiAnswers(server: ServerContext, options: ApiOptions = {}): ApiAnswerHandler {
  const routes = contractRoutes();
  const route = createRouter(routes);
  const methods = [...new Set(routes.map((known) => known.method))];
  /**
   * The methods a path has, HEAD beside GET (RFC 9110 §9.3.2): empty for a path no route has. A parameter route counts
   * only when its parameters are canonical, as the gate checks them (`nonCanonicalParam`): `/queues/create` fits
   * `/queues/:uuid`, but 'create' is no uuid, so its GET always ends 401, 403 or 404 and is not a method this resource
   * supports (RFC 9110 §10.2.1).
   */
  const allowedOn = (apiPath: string) => {
    const allowed = methods.filter((method) => {
      const found = route(method, apiPath);
      return found !== null && nonCanonicalParam(found.params) === null;
    });
    return allowed.includes("GET") ? [...allowed, "HEAD"].sort() : allowed.sort();
  };
  const boundRoutes = new Map<EndpointName, { resolve: Resolver<EndpointName>; endpoint: Endpoint }>();
  const bind = async (name: EndpointName) => {
    const [resolve, endpoint] = await Promise.all([resolverOf(name), endpointOf(name)]);
    if (!resolve) return undefined;
    const bound = { resolve: resolve as Resolver<EndpointName>, endpoint };
    boundRoutes.set(name, bound);
    return bound;
  };
  return async (request, transport = {}) => {
    const pathname = request.checkedPath ?? checkedPathOf(request.url);
    if (typeof pathname !== "string")
      return withCacheHeaders(
        failAnswer(pathname.status, pathname.status === 404 ? "NOT_FOUND" : "BAD_REQUEST", pathname.message),
      );
    const apiPath = apiPathOf(pathname);
    // HEAD is GET without the body (RFC 9110 §9.3.2): the same route, gate, rate limit and headers
    const method = request.method === "HEAD" ? "GET" : request.method;
    const match = apiPath !== undefined && route(method, apiPath);
    if (!match) {
      // a path some route has, asked with another method: 405 naming the ones it has (RFC 9110 §15.5.6)
      const allow = apiPath === undefined ? "" : allowedOn(apiPath).join(", ");
      if (allow !== "") {
        const message = `${request.method} is not allowed on ${pathname}; use ${allow}`;
        return withCacheHeaders(failAnswer(405, "METHOD_NOT_ALLOWED", message, undefined, { Allow: allow }));
      }
      return withCacheHeaders(failAnswer(404, "NOT_FOUND", `No route for ${request.method} ${pathname}`));
    }
    const [name] = match.route.names;
    // a route's resolver and schemas, found once (the staff part's on its first call, ADR 102): no wait after that
    const bound = boundRoutes.get(name) ?? (await bind(name));
    // none is a fault of this code, which the coverage test refuses (mocks/api-tests/routing.test.ts, ADR 102)
    if (!bound) {
      console.error(`[api] no resolver for ${name}`);
      return withCacheHeaders(failAnswer(500, "SERVER_ERROR", "Internal server error"));
    }
    const answer = await runRoute(
      server,
      match.route.names,
      bound.resolve,
      bound.endpoint,
      request,
      match.params,
      transport.cookies ?? cookiesOf(request),
      options.intercept,
    );
    // a staff change may open a seat (a quota raised, a session or market unarchived, a day off lifted): this
    // process's full marks go (server/handlers/full-sessions.ts)
    if (method !== "GET" && !name.startsWith("guest") && answer.status < 400) server.fullSessions.clear();
    if (answer instanceof JsonAnswer) answer.route = name;
    else answeredRoutes.set(answer, name);
    return withCacheHeaders(answer, name);
  };
}

/**
 * The URL's path through the path guard, or the guard's refusal. It cannot throw: a fetch Request's URL is parsed
 * already, and the Node transport's is a fixed origin and a target starting with "/" (server/http-server.ts), and a path
 * never fails to parse. The Node transport hands most targets' paths checked already (ApiRequest.checkedPath).
 */
function checkedPathOf(href: string): string | NonNullable<ReturnType<typeof pathProblem>> {
  const url = new URL(href);
  return pathProblem(url.pathname, url.search) ?? url.pathname;
}

const answeredRoutes = new WeakMap<Response, EndpointName>();

/** The endpoint that answered (the request log and metrics name it, not the path, which may name a person). */
export function routeOf(answer: Answer): EndpointName | undefined {
  return answer instanceof JsonAnswer ? answer.route : answeredRoutes.get(answer);
}

/**
 * The public guest lists (no personal data, the same for every citizen and kept a second anyway: ADR 121)
 * may be kept by a cache for a second; so may the scheduled date while its window holds (its resolver says so);
 * nothing else may be: tokens, tickets with identity numbers, and every error.
 */
const PUBLIC_LISTS: ReadonlySet<EndpointName> = new Set(["guestLocations", "guestSessions"]);

/**
 * What every API answer says to caches and browsers (issue 33, docs/deploy.md "Headers"): `Cache-Control` as above,
 * and `X-Content-Type-Options: nosniff` (a JSON body is never run as a script or styled as a sheet). Set here, in the
 * one fetch handler, so the Node server and the demo's in-page mock answer alike. A dropped connection (a fault's
 * Response.error()) has no headers to set.
 */
export function withCacheHeaders<A extends Answer>(answer: A, name?: EndpointName): A {
  if (answer instanceof Response && answer.type === "error") return answer;
  // a resolver may say its own for a 200 (the scheduled date's, by the clock it answered with); else no-store
  const own = answer instanceof JsonAnswer && answer.status === 200 ? answer.cacheControl : undefined;
  const publicList = name !== undefined && PUBLIC_LISTS.has(name) && answer.status === 200;
  // a list's resolver may say no-store (the seconds before its date moves on at 21:00, handlers/guest.ts)
  const cacheControl = publicList ? (own ?? PUBLIC_LIST_CACHE) : (own ?? "no-store");
  if (answer instanceof JsonAnswer) {
    answer.cacheControl = cacheControl;
    return answer;
  }
  answer.headers.set("Cache-Control", cacheControl);
  answer.headers.set("X-Content-Type-Options", "nosniff");
  return answer;
}
