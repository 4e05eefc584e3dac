import type { EndpointName } from "../../contract/endpoints";
import { loadStaffSchemas } from "../../contract/endpoint-of";
import { routes } from "../../contract/routes";
import { joinTables } from "../../contract/tables";
import type { Route } from "../router";
import { authResolvers } from "./auth";
import { guestResolvers } from "./guest";
import { healthResolvers } from "./health";
import type { Resolver, Resolvers } from "./route";

/** The resolvers of the citizen's and the session's calls and of the health check: loaded with the API. */
const nearResolvers: Resolvers = joinTables({ auth: authResolvers, guest: guestResolvers, health: healthResolvers });

let staffResolvers: Promise<Resolvers> | undefined;
/**
 * The staff console's resolvers and the OpenAPI document's (./staff-resolvers.ts), imported on the first call of
 * one, in the Node server as in the demo's API worker: a citizen's calls never load them nor the contract's staff
 * schemas they validate with (contract/endpoint-of.ts; issue 38, docs/performance-log.md).
 */
function staffTable(): Promise<Resolvers> {
  // a load that fails (a file gone after a redeploy, the demo's page offline) is tried again at the next staff call
  staffResolvers ??= import("./staff-resolvers").then(
    (m) => m.staffResolvers,
    (error: unknown) => {
      staffResolvers = undefined;
      throw error;
    },
  );
  return staffResolvers;
}

/** The resolver of an endpoint, the staff part loaded on first use (undefined: none, which the coverage test refuses). */
export async function resolverOf<N extends EndpointName>(name: N): Promise<Resolver<N> | undefined> {
  return (nearResolvers[name] ?? (await staffTable())[name]) as Resolver<N> | undefined;
}

/**
 * The staff part, resolvers and schemas, loaded now: the Node server does so before it listens, so its first staff
 * call waits on nothing and a staff part that cannot load (a file missing after a deploy) stops the start, not a
 * staff member's call. The demo's API worker does not: a citizen's page never needs it (issue 38).
 */
export async function loadStaffPart(): Promise<void> {
  await Promise.all([staffTable(), loadStaffSchemas()]);
}

/** Every resolver, one table per resource: a name in two of them throws (contract/tables.ts). */
export async function allResolvers(): Promise<Resolvers> {
  return joinTables({ near: nearResolvers, staff: await staffTable() });
}

/**
 * Endpoints that share a method and path with another: one resolver answers both. The admin and the guest
 * "scheduled date" are the same call (docs/product.md §10); it answers anyone (docs/decisions/102-mock-routing.md).
 */
const sharedRoutes: Partial<Record<EndpointName, EndpointName>> = { adminScheduledDate: "guestScheduledDate" };

/** Every endpoint of the contract without its own resolver and not shared (the coverage test expects none). */
export async function unresolvedEndpoints(): Promise<EndpointName[]> {
  const resolvers = await allResolvers();
  return (Object.keys(routes) as EndpointName[]).filter((name) => !resolvers[name] && !sharedRoutes[name]);
}

/** One method and path of the contract with every endpoint name it answers (the first has the resolver; faults can target any). */
export type ContractRoute = Route & { names: readonly [EndpointName, ...EndpointName[]] };

/** One route per method and path of the contract. */
export function contractRoutes(): ContractRoute[] {
  return (Object.keys(routes) as EndpointName[])
    .filter((name) => !sharedRoutes[name])
    .map((name) => {
      const aliases = (Object.keys(sharedRoutes) as EndpointName[]).filter((alias) => sharedRoutes[alias] === name);
      return { names: [name, ...aliases], method: routes[name].method, path: routes[name].path };
    });
}
