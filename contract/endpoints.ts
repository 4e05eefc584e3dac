import type { Type } from "arktype";
import { citizenSchemas, serviceSchemas } from "./citizen-schemas";
import { routes, type Route, type RouteName, type Schemas } from "./routes";
import { staffSchemas } from "./staff-schemas";
import { joinTables } from "./tables";

export { API_PREFIX, buildPath, routes, type HttpMethod, type Route, type RouteName, type Schemas } from "./routes";

export type Endpoint = Route & Schemas;
export type { RegistrationWindow } from "./citizen-schemas";

/**
 * Request and response schemas per route (docs/product.md §10), joined with each name in one table only
 * (contract/tables.ts). `satisfies` holds the whole to every route of routes.ts (a route without schemas fails `tsc`);
 * each table's own `satisfies` refuses a name routes.ts lacks (the joined table is not a literal, so only they can).
 */
export const schemas = joinTables({ citizen: citizenSchemas, staff: staffSchemas, service: serviceSchemas }) satisfies Record<
  RouteName,
  Schemas
>;

type Schemata = typeof schemas;
/** Every route with its schemas: the one endpoint table of the contract. */
export const endpoints = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [name, { ...route, ...schemas[name as RouteName] }]),
) as { [N in RouteName]: (typeof routes)[N] & Schemata[N] };

export type Endpoints = typeof endpoints;
export type EndpointName = RouteName;
/** The parsed success body of an endpoint. */
export type ResponseOf<N extends EndpointName> = Schemata[N] extends { response: Type<infer T> } ? T : Blob;
/** The request body an endpoint takes (before validation). */
export type BodyOf<N extends EndpointName> = Schemata[N] extends { body: Type<infer T> } ? T : never;
