import { type, type Type } from "arktype";
import { capacityQuery, capacityReport } from "./capacity";
import * as e from "./entities";
import { envelope, listEnvelope, singleEnvelope } from "./envelopes";
import * as p from "./primitives";
import * as r from "./requests";
import { routes, type Route, type RouteName } from "./routes";

export { API_PREFIX, buildPath, routes, type HttpMethod, type Route, type RouteName } from "./routes";

export type Schemas = {
  body?: Type;
  query?: Type;
  /** absent for binary answers (the xlsx export) */
  response?: Type;
};
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
const empty = type({ "data?": "unknown" });
/** Which store answers and the last migration it applied (null: the memory store has none). */
const health = envelope(type({ status: "'ok'", store: "'memory' | 'pglite' | 'postgres'", migration: "string | null" }));

const schemasFor = <const T extends Record<RouteName, Schemas>>(table: T) => table;

/** Request and response schemas per route (docs/product.md §10). */
export const schemas = schemasFor({
  login: { body: r.loginBody, response: token },
  refresh: { response: token },
  logout: { response: empty },
  guestScheduledDate: { response: scheduledDate },
  guestLocations: { response: guestLocations },
  guestSessions: { query: r.guestSessionQuery, response: envelope(type({ queue_sessions: e.guestSession.array() })) },
  guestCreateQueue: { body: r.guestRegistrationBody, response: singleEnvelope("queue", e.queue) },
  guestCheckQueues: { body: r.guestStatusBody, response: envelope(type({ queues: e.queue.array() })) },
  userList: { query: r.pageQuery, response: listEnvelope("users", e.user) },
  userGet: { response: singleEnvelope("user", e.user) },
  userCreate: { body: r.userCreateBody, response: singleEnvelope("user", e.user) },
  userEdit: { body: r.userEditBody, response: singleEnvelope("user", e.user) },
  roleList: { query: r.pageQuery, response: listEnvelope("roles", e.role) },
  roleGet: { response: singleEnvelope("role", e.role) },
  roleCreate: { body: r.roleCreateBody, response: singleEnvelope("role", e.role) },
  roleEdit: { body: r.roleEditBody, response: singleEnvelope("role", e.role) },
  permissionList: { query: r.pageQuery, response: listEnvelope("permissions", e.permission) },
  permissionGet: { response: singleEnvelope("permission", e.permission) },
  permissionCreate: { body: r.permissionCreateBody, response: singleEnvelope("permission", e.permission) },
  permissionEdit: { body: r.permissionEditBody, response: singleEnvelope("permission", e.permission) },
  adminScheduledDate: { response: scheduledDate },
  queueList: { query: r.queueListQuery, response: listEnvelope("queues", e.queue) },
  queueDownload: { query: r.queueFilterQuery },
  queueCapacity: { query: capacityQuery, response: envelope(capacityReport) },
  queueGet: { response: singleEnvelope("queue", e.queue) },
  queueMarkDone: { response: singleEnvelope("queue", e.queue) },
  queueReject: { body: r.rejectQueueBody, response: singleEnvelope("queue", e.queue) },
  locationList: { query: r.locationListQuery, response: listEnvelope("queue_locations", e.location) },
  locationGet: { response: singleEnvelope("queue_location", e.location) },
  locationCreate: { body: r.locationCreateBody, response: singleEnvelope("queue_location", e.location) },
  locationEdit: { body: r.locationEditBody, response: singleEnvelope("queue_location", e.location) },
  locationArchive: { response: singleEnvelope("queue_location", e.location) },
  locationUnarchive: { response: singleEnvelope("queue_location", e.location) },
  sessionList: { query: r.sessionListQuery, response: listEnvelope("queue_sessions", e.session) },
  sessionGet: { response: singleEnvelope("queue_session", e.session) },
  sessionCreate: { body: r.sessionCreateBody, response: singleEnvelope("queue_session", e.session) },
  sessionEdit: { body: r.sessionEditBody, response: singleEnvelope("queue_session", e.session) },
  sessionArchive: { response: singleEnvelope("queue_session", e.session) },
  sessionUnarchive: { response: singleEnvelope("queue_session", e.session) },
  dayOffList: { query: r.dayOffListQuery, response: listEnvelope("queue_days_off", e.dayOff) },
  dayOffGet: { response: singleEnvelope("queue_day_off", e.dayOff) },
  dayOffCreate: { body: r.dayOffCreateBody, response: singleEnvelope("queue_day_off", e.dayOff) },
  dayOffArchive: { response: singleEnvelope("queue_day_off", e.dayOff) },
  dayOffUnarchive: { response: singleEnvelope("queue_day_off", e.dayOff) },
  dayOffDelete: { response: empty },
  rejectionReasonList: { query: r.pageQuery, response: listEnvelope("queue_rejection_reasons", e.rejectionReason) },
  rejectionReasonGet: { response: singleEnvelope("queue_rejection_reason", e.rejectionReason) },
  rejectionReasonCreate: {
    body: r.rejectionReasonCreateBody,
    response: singleEnvelope("queue_rejection_reason", e.rejectionReason),
  },
  rejectionReasonDelete: { response: empty },
  openApiDocument: { response: type({ openapi: "string", info: "object", paths: "object" }) },
  health: { response: health },
});

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
