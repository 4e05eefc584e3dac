import { type, type Type } from "arktype";
import * as e from "./entities";
import { emptyBody, envelope } from "./envelopes";
import * as p from "./primitives";
import * as r from "./requests";
import { routes, type Route, type RouteName, type Schemas } from "./routes";
import { queueAnswer } from "./staff-answers";
import { staffSchemas } from "./staff-schemas";
import { joinTables } from "./tables";

export { API_PREFIX, buildPath, routes, type HttpMethod, type Route, type RouteName, type Schemas } from "./routes";

export type Endpoint = Route & Schemas;

const token = envelope(type({ accessToken: "string" }));
/**
 * This project's addition beside the pickup date (docs/product.md §14.1, ADR 805): whether registration is open by
 * the server's clock, the current or next window, and the server's time, in WIB. Optional for a real backend: without
 * it the form cannot tell the window and leaves the decision to the server's refusal.
 */
const registrationWindow = type({
  is_open: "boolean",
  opens_at: p.wibInstant,
  closes_at: p.wibInstant,
  server_time: p.wibInstant,
});
export type RegistrationWindow = typeof registrationWindow.infer;
const scheduledDate = envelope(type({ scheduled_date: "string", "registration_window?": registrationWindow }));
/**
 * The locations for the pickup date. This project's addition beside them (issue 35): that date, and when no location
 * serves it, the next date one does (null: none within two weeks), so the form says so before a citizen types.
 * Optional for a real backend.
 */
const guestLocations = envelope(
  type({
    queue_locations: e.guestLocation.array(),
    "pickup_date?": p.isoDate,
    "next_pickup_date?": type(p.isoDate).or("null"),
  }),
);
/** Which store answers and the last migration it applied (null: the memory store has none). */
const health = envelope(type({ status: "'ok'", store: "'memory' | 'pglite' | 'postgres'", migration: "string | null" }));

/** The citizen's calls (docs/product.md §10). `satisfies` (not a cast) holds each entry to `Schemas`: a misspelt key beside a right one (`respone`) fails `tsc` (staff-schemas.ts is held the same way). */
const citizenSchemas = {
  login: { body: r.loginBody, response: token },
  refresh: { response: token },
  logout: { response: emptyBody },
  guestScheduledDate: { response: scheduledDate },
  guestLocations: { response: guestLocations },
  guestSessions: { query: r.guestSessionQuery, response: envelope(type({ queue_sessions: e.guestSession.array() })) },
  // the citizen's new ticket is answered as a staff reader gets one (`queueGet`): one schema, one OpenAPI `Queue`
  guestCreateQueue: { body: r.guestRegistrationBody, response: queueAnswer },
  guestCheckQueues: { body: r.guestStatusBody, response: envelope(type({ queues: e.queue.array() })) },
  adminScheduledDate: { response: scheduledDate },
} satisfies Partial<Record<RouteName, Schemas>>;

/** What the service says of itself. */
const serviceSchemas = {
  openApiDocument: { response: type({ openapi: "string", info: "object", paths: "object" }) },
  health: { response: health },
} satisfies Partial<Record<RouteName, Schemas>>;

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
