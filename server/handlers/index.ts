import { endpoints, type EndpointName } from "../../contract";
import { joinTables } from "../../contract/tables";
import type { Route } from "../router";
import { authResolvers } from "./auth";
import { capacityResolvers } from "./capacity";
import { dayOffResolvers } from "./days-off";
import { guestResolvers } from "./guest";
import { healthResolvers } from "./health";
import { locationResolvers } from "./locations";
import { openApiResolvers } from "./openapi";
import { permissionResolvers } from "./permissions";
import { queueResolvers } from "./queues";
import { rejectionReasonResolvers } from "./rejection-reasons";
import { roleResolvers } from "./roles";
import type { Resolvers } from "./route";
import { sessionResolvers } from "./sessions";
import { userResolvers } from "./users";

/** Every resolver, one table per resource: a name in two of them stops the server at start (contract/tables.ts). */
export const resolvers: Resolvers = joinTables({
  auth: authResolvers,
  guest: guestResolvers,
  health: healthResolvers,
  user: userResolvers,
  role: roleResolvers,
  permission: permissionResolvers,
  queue: queueResolvers,
  capacity: capacityResolvers,
  location: locationResolvers,
  session: sessionResolvers,
  dayOff: dayOffResolvers,
  rejectionReason: rejectionReasonResolvers,
  openApi: openApiResolvers,
});

/**
 * Endpoints that share a method and path with another: one resolver answers both. The admin and the guest
 * "scheduled date" are the same call (docs/product.md §10); it answers anyone (docs/decisions/102-mock-routing.md).
 */
const sharedRoutes: Partial<Record<EndpointName, EndpointName>> = { adminScheduledDate: "guestScheduledDate" };

/** Every endpoint of the contract without its own resolver and not shared (the coverage test expects none). */
export function unresolvedEndpoints(): EndpointName[] {
  return (Object.keys(endpoints) as EndpointName[]).filter((name) => !resolvers[name] && !sharedRoutes[name]);
}

/** One method and path of the contract with every endpoint name it answers (the first has the resolver; faults can target any). */
export type ContractRoute = Route & { names: readonly [EndpointName, ...EndpointName[]] };

/** One route per method and path of the contract. */
export function contractRoutes(): ContractRoute[] {
  const missing = unresolvedEndpoints();
  if (missing.length > 0) throw new Error(`The API has no resolver for: ${missing.join(", ")}`);
  return (Object.keys(endpoints) as EndpointName[])
    .filter((name) => !sharedRoutes[name])
    .map((name) => {
      const aliases = (Object.keys(sharedRoutes) as EndpointName[]).filter((alias) => sharedRoutes[alias] === name);
      return { names: [name, ...aliases], method: endpoints[name].method, path: endpoints[name].path };
    });
}
