import { type, type Type } from "arktype";
import * as e from "./entities";
import { envelope, listEnvelope, singleEnvelope } from "./envelopes";
import * as r from "./requests";
import type { PermissionSlug } from "./primitives";

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

export type Endpoint = {
  method: HttpMethod;
  /** under /api/v1; `:name` marks a path parameter */
  path: string;
  /** sends the bearer token and goes through the 401 → refresh → retry path */
  auth: boolean;
  /** any one of these passes (DESIGN §3); empty = any signed-in user */
  permissions: readonly PermissionSlug[];
  body?: Type;
  query?: Type;
  /** absent for binary answers (the xlsx export) */
  response?: Type;
};

const token = envelope(type({ accessToken: "string" }));
const scheduledDate = envelope(type({ scheduled_date: "string" }));
const empty = type({ "data?": "unknown" });

const define = <const T extends Record<string, Endpoint>>(table: T) => table;

// Readers of locations and rejection reasons also include access:queue: operators filter tickets by location
// and choose a rejection reason (docs/decisions/002-api-permissions.md).
export const endpoints = define({
  // session
  login: { method: "POST", path: "/users/auth/login", auth: false, permissions: [], body: r.loginBody, response: token },
  refresh: { method: "POST", path: "/users/auth/refresh-token", auth: false, permissions: [], response: token },
  logout: { method: "POST", path: "/users/auth/logout", auth: false, permissions: [], response: empty },

  // guest (DESIGN §3 table)
  guestScheduledDate: { method: "POST", path: "/queues/getScheduledDate", auth: false, permissions: [], response: scheduledDate },
  guestLocations: {
    method: "GET", path: "/queues/locations/get", auth: false, permissions: [],
    response: envelope(type({ queue_locations: e.guestLocation.array() })),
  },
  guestSessions: {
    method: "GET", path: "/queues/sessions/get", auth: false, permissions: [], query: r.guestSessionQuery,
    response: envelope(type({ queue_sessions: e.guestSession.array() })),
  },
  guestCreateQueue: {
    method: "POST", path: "/queues/create", auth: false, permissions: [], body: r.guestRegistrationBody,
    response: singleEnvelope("queue", e.queue),
  },
  guestCheckQueues: {
    method: "POST", path: "/queues/get", auth: false, permissions: [], body: r.guestStatusBody,
    response: envelope(type({ queues: e.queue.array() })),
  },

  // users
  userList: { method: "GET", path: "/users/", auth: true, permissions: ["access:user"], query: r.pageQuery, response: listEnvelope("users", e.user) },
  userGet: { method: "GET", path: "/users/:username", auth: true, permissions: ["access:user"], response: singleEnvelope("user", e.user) },
  userCreate: { method: "POST", path: "/users/", auth: true, permissions: ["access:user"], body: r.userCreateBody, response: singleEnvelope("user", e.user) },
  userEdit: { method: "PATCH", path: "/users/:username", auth: true, permissions: ["access:user"], body: r.userEditBody, response: singleEnvelope("user", e.user) },

  // roles
  roleList: { method: "GET", path: "/users/roles/", auth: true, permissions: ["access:user.role"], query: r.pageQuery, response: listEnvelope("roles", e.role) },
  roleGet: { method: "GET", path: "/users/roles/:id", auth: true, permissions: ["access:user.role"], response: singleEnvelope("role", e.role) },
  roleCreate: { method: "POST", path: "/users/roles/", auth: true, permissions: ["access:user.role"], body: r.roleCreateBody, response: singleEnvelope("role", e.role) },
  roleEdit: { method: "PATCH", path: "/users/roles/:id", auth: true, permissions: ["access:user.role"], body: r.roleEditBody, response: singleEnvelope("role", e.role) },

  // permissions
  permissionList: { method: "GET", path: "/users/permissions/", auth: true, permissions: ["access:user.permission"], query: r.pageQuery, response: listEnvelope("permissions", e.permission) },
  permissionGet: { method: "GET", path: "/users/permissions/:id", auth: true, permissions: ["access:user.permission"], response: singleEnvelope("permission", e.permission) },
  permissionCreate: { method: "POST", path: "/users/permissions/", auth: true, permissions: ["access:user.permission"], body: r.permissionCreateBody, response: singleEnvelope("permission", e.permission) },
  permissionEdit: { method: "PATCH", path: "/users/permissions/:id", auth: true, permissions: ["access:user.permission"], body: r.permissionEditBody, response: singleEnvelope("permission", e.permission) },

  // queues (admin)
  adminScheduledDate: { method: "POST", path: "/queues/getScheduledDate", auth: true, permissions: ["access:queue"], response: scheduledDate },
  queueList: { method: "GET", path: "/queues/", auth: true, permissions: ["access:queue"], query: r.queueListQuery, response: listEnvelope("queues", e.queue) },
  queueDownload: { method: "GET", path: "/queues/download/", auth: true, permissions: ["access:queue"], query: r.queueFilterQuery },
  queueGet: { method: "GET", path: "/queues/:uuid", auth: true, permissions: ["access:queue"], response: singleEnvelope("queue", e.queue) },
  queueMarkDone: { method: "PATCH", path: "/queues/:uuid/mark-done", auth: true, permissions: ["access:queue"], response: singleEnvelope("queue", e.queue) },
  queueReject: { method: "PATCH", path: "/queues/:uuid/reject", auth: true, permissions: ["access:queue"], body: r.rejectQueueBody, response: singleEnvelope("queue", e.queue) },

  // locations
  locationList: { method: "GET", path: "/queues/locations/", auth: true, permissions: ["access:queue.location", "access:queue"], query: r.locationListQuery, response: listEnvelope("queue_locations", e.location) },
  locationGet: { method: "GET", path: "/queues/locations/:id", auth: true, permissions: ["access:queue.location", "access:queue"], response: singleEnvelope("queue_location", e.location) },
  locationCreate: { method: "POST", path: "/queues/locations/", auth: true, permissions: ["access:queue.location"], body: r.locationCreateBody, response: singleEnvelope("queue_location", e.location) },
  locationEdit: { method: "PATCH", path: "/queues/locations/:id", auth: true, permissions: ["access:queue.location"], body: r.locationEditBody, response: singleEnvelope("queue_location", e.location) },
  locationArchive: { method: "PATCH", path: "/queues/locations/:id/archive", auth: true, permissions: ["access:queue.location"], response: singleEnvelope("queue_location", e.location) },
  locationUnarchive: { method: "PATCH", path: "/queues/locations/:id/unarchive", auth: true, permissions: ["access:queue.location"], response: singleEnvelope("queue_location", e.location) },

  // sessions
  sessionList: { method: "GET", path: "/queues/sessions/", auth: true, permissions: ["access:queue.session"], query: r.sessionListQuery, response: listEnvelope("queue_sessions", e.session) },
  sessionGet: { method: "GET", path: "/queues/sessions/:id", auth: true, permissions: ["access:queue.session"], response: singleEnvelope("queue_session", e.session) },
  sessionCreate: { method: "POST", path: "/queues/sessions/", auth: true, permissions: ["access:queue.session"], body: r.sessionCreateBody, response: singleEnvelope("queue_session", e.session) },
  sessionEdit: { method: "PATCH", path: "/queues/sessions/:id", auth: true, permissions: ["access:queue.session"], body: r.sessionEditBody, response: singleEnvelope("queue_session", e.session) },
  sessionArchive: { method: "PATCH", path: "/queues/sessions/:id/archive", auth: true, permissions: ["access:queue.session"], response: singleEnvelope("queue_session", e.session) },
  sessionUnarchive: { method: "PATCH", path: "/queues/sessions/:id/unarchive", auth: true, permissions: ["access:queue.session"], response: singleEnvelope("queue_session", e.session) },

  // days off
  dayOffList: { method: "GET", path: "/queues/days-off/", auth: true, permissions: ["access:queue.day_off"], query: r.dayOffListQuery, response: listEnvelope("queue_days_off", e.dayOff) },
  dayOffGet: { method: "GET", path: "/queues/days-off/:id", auth: true, permissions: ["access:queue.day_off"], response: singleEnvelope("queue_day_off", e.dayOff) },
  dayOffCreate: { method: "POST", path: "/queues/days-off/", auth: true, permissions: ["access:queue.day_off"], body: r.dayOffCreateBody, response: singleEnvelope("queue_day_off", e.dayOff) },
  dayOffArchive: { method: "PATCH", path: "/queues/days-off/:id/archive", auth: true, permissions: ["access:queue.day_off"], response: singleEnvelope("queue_day_off", e.dayOff) },
  dayOffUnarchive: { method: "PATCH", path: "/queues/days-off/:id/unarchive", auth: true, permissions: ["access:queue.day_off"], response: singleEnvelope("queue_day_off", e.dayOff) },
  dayOffDelete: { method: "DELETE", path: "/queues/days-off/:id", auth: true, permissions: ["access:queue.day_off"], response: empty },

  // rejection reasons
  rejectionReasonList: { method: "GET", path: "/queues/rejection-reasons/", auth: true, permissions: ["access:queue.rejection_reason", "access:queue"], query: r.pageQuery, response: listEnvelope("queue_rejection_reasons", e.rejectionReason) },
  rejectionReasonGet: { method: "GET", path: "/queues/rejection-reasons/:id", auth: true, permissions: ["access:queue.rejection_reason", "access:queue"], response: singleEnvelope("queue_rejection_reason", e.rejectionReason) },
  rejectionReasonCreate: { method: "POST", path: "/queues/rejection-reasons/", auth: true, permissions: ["access:queue.rejection_reason"], body: r.rejectionReasonCreateBody, response: singleEnvelope("queue_rejection_reason", e.rejectionReason) },
  rejectionReasonDelete: { method: "DELETE", path: "/queues/rejection-reasons/:id", auth: true, permissions: ["access:queue.rejection_reason"], response: empty },
});

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** The parsed success body of an endpoint. */
export type ResponseOf<N extends EndpointName> = Endpoints[N] extends { response: Type<infer T> } ? T : Blob;
/** The request body an endpoint takes (before validation). */
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: Type<infer T> } ? T : never;

export const API_PREFIX = "/api/v1";

/** Fills `:name` segments; throws on a missing one so a bad call never hits the wrong route. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-zA-Z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`Missing path parameter: ${name}`);
    return encodeURIComponent(String(value));
  });
}
