import { http, type HttpHandler } from "msw";
import { API_PREFIX, endpoints, type EndpointName } from "../../src/api/contract";
import type { Backend } from "../../mocks/backend";
import { authResolvers } from "./auth";
import { capacityResolvers } from "./capacity";
import { dayOffResolvers } from "./days-off";
import { guestResolvers } from "./guest";
import { locationResolvers } from "./locations";
import { openApiResolvers } from "./openapi";
import { permissionResolvers } from "./permissions";
import { queueResolvers } from "./queues";
import { rejectionReasonResolvers } from "./rejection-reasons";
import { pathGuard } from "./request-limits";
import { fail } from "./respond";
import { roleResolvers } from "./roles";
import { bindRoute, compareSpecificity, type Resolver, type Resolvers } from "./route";
import { sessionResolvers } from "./sessions";
import { userResolvers } from "./users";

const resolvers: Resolvers = {
  ...authResolvers,
  ...guestResolvers,
  ...userResolvers,
  ...roleResolvers,
  ...permissionResolvers,
  ...queueResolvers,
  ...capacityResolvers,
  ...locationResolvers,
  ...sessionResolvers,
  ...dayOffResolvers,
  ...rejectionReasonResolvers,
  ...openApiResolvers,
};

/**
 * Endpoints that share a method and path with another: one handler answers both. The admin and the guest
 * "scheduled date" are the same call (docs/product.md §10); it answers anyone (docs/decisions/102-mock-routing.md).
 */
const sharedRoutes: Partial<Record<EndpointName, EndpointName>> = { adminScheduledDate: "guestScheduledDate" };

/** Every endpoint of the contract without its own resolver and not shared (the coverage test expects none). */
export function unresolvedEndpoints(): EndpointName[] {
  return (Object.keys(endpoints) as EndpointName[]).filter((name) => !resolvers[name] && !sharedRoutes[name]);
}

/**
 * The msw handlers of one backend: the path guard (a malformed path answers 400/404/414 before any route decodes
 * it), the routes most specific path first (guest and static routes before `/:id`), then a 404 for anything else
 * under /api/v1 (so an unknown call never falls through to the dev server's index.html).
 */
export function createHandlers(backend: Backend): HttpHandler[] {
  const missing = unresolvedEndpoints();
  if (missing.length > 0) throw new Error(`The mock API has no handler for: ${missing.join(", ")}`);
  const names = (Object.keys(endpoints) as EndpointName[]).filter((name) => !sharedRoutes[name]);
  names.sort((a, b) => compareSpecificity(endpoints[a].path, endpoints[b].path));
  const routes = names.map((name) => {
    const aliases = (Object.keys(sharedRoutes) as EndpointName[]).filter((alias) => sharedRoutes[alias] === name);
    return bindRoute(backend, [name, ...aliases], resolvers[name] as Resolver<typeof name>);
  });
  const unknownRoute = http.all(`*${API_PREFIX}/*`, ({ request }) =>
    fail(404, "NOT_FOUND", `No route for ${request.method} ${new URL(request.url).pathname}`),
  );
  return [pathGuard(), ...routes, unknownRoute];
}
