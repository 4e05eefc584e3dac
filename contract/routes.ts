import type { Type } from "arktype";
import type { PermissionSlug } from "./primitives";

// The API's routes without their schemas: what the client needs on every page. It imports types only (erased: no
// schema library runs), so the public pages do not download one (docs/product.md §13.1); `endpoints.ts` adds the
// schemas for the mock, tests and dev.

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

export type Route = {
  method: HttpMethod;
  /** under /api/v1; `:name` marks a path parameter */
  path: string;
  /** sends the bearer token and goes through the 401 → refresh → retry path */
  auth: boolean;
  /** any one of these passes (docs/product.md §10); empty = any signed-in user */
  permissions: readonly PermissionSlug[];
  /** answers a file (the xlsx export), not JSON */
  binary?: boolean;
};

/**
 * What `endpoints.ts` adds to a route: its request and response schemas. A type only, beside `Route`, so that both
 * tables of schemas (endpoints.ts, staff-schemas.ts) are checked against it without importing each other.
 */
export type Schemas = {
  body?: Type;
  query?: Type;
  /** absent for binary answers (the xlsx export) */
  response?: Type;
};

const define = <const T extends Record<string, Route>>(table: T) => table;

// Readers of locations and rejection reasons also include access:queue: operators filter tickets by location
// and choose a rejection reason (docs/decisions/001-contract-first.md).
export const routes = define({
  login: { method: "POST", path: "/users/auth/login", auth: false, permissions: [] },
  refresh: { method: "POST", path: "/users/auth/refresh-token", auth: false, permissions: [] },
  logout: { method: "POST", path: "/users/auth/logout", auth: false, permissions: [] },
  guestScheduledDate: { method: "POST", path: "/queues/getScheduledDate", auth: false, permissions: [] },
  guestLocations: { method: "GET", path: "/queues/locations/get", auth: false, permissions: [] },
  guestSessions: { method: "GET", path: "/queues/sessions/get", auth: false, permissions: [] },
  guestCreateQueue: { method: "POST", path: "/queues/create", auth: false, permissions: [] },
  guestCheckQueues: { method: "POST", path: "/queues/get", auth: false, permissions: [] },
  userList: { method: "GET", path: "/users/", auth: true, permissions: ["access:user"] },
  userGet: { method: "GET", path: "/users/:username", auth: true, permissions: ["access:user"] },
  userCreate: { method: "POST", path: "/users/", auth: true, permissions: ["access:user"] },
  userEdit: { method: "PATCH", path: "/users/:username", auth: true, permissions: ["access:user"] },
  roleList: { method: "GET", path: "/users/roles/", auth: true, permissions: ["access:user.role"] },
  roleGet: { method: "GET", path: "/users/roles/:id", auth: true, permissions: ["access:user.role"] },
  roleCreate: { method: "POST", path: "/users/roles/", auth: true, permissions: ["access:user.role"] },
  roleEdit: { method: "PATCH", path: "/users/roles/:id", auth: true, permissions: ["access:user.role"] },
  permissionList: { method: "GET", path: "/users/permissions/", auth: true, permissions: ["access:user.permission"] },
  permissionGet: { method: "GET", path: "/users/permissions/:id", auth: true, permissions: ["access:user.permission"] },
  permissionCreate: { method: "POST", path: "/users/permissions/", auth: true, permissions: ["access:user.permission"] },
  permissionEdit: { method: "PATCH", path: "/users/permissions/:id", auth: true, permissions: ["access:user.permission"] },
  adminScheduledDate: { method: "POST", path: "/queues/getScheduledDate", auth: true, permissions: ["access:queue"] },
  queueList: { method: "GET", path: "/queues/", auth: true, permissions: ["access:queue"] },
  queueDownload: { method: "GET", path: "/queues/download/", auth: true, permissions: ["access:queue"], binary: true },
  // this project's addition (docs/product.md §14.2, docs/decisions/610-capacity-board-api.md); before /queues/:uuid
  queueCapacity: { method: "GET", path: "/queues/capacity", auth: true, permissions: ["access:queue"] },
  queueGet: { method: "GET", path: "/queues/:uuid", auth: true, permissions: ["access:queue"] },
  queueMarkDone: { method: "PATCH", path: "/queues/:uuid/mark-done", auth: true, permissions: ["access:queue"] },
  queueReject: { method: "PATCH", path: "/queues/:uuid/reject", auth: true, permissions: ["access:queue"] },
  locationList: { method: "GET", path: "/queues/locations/", auth: true, permissions: ["access:queue.location", "access:queue"] },
  locationGet: {
    method: "GET",
    path: "/queues/locations/:id",
    auth: true,
    permissions: ["access:queue.location", "access:queue"],
  },
  locationCreate: { method: "POST", path: "/queues/locations/", auth: true, permissions: ["access:queue.location"] },
  locationEdit: { method: "PATCH", path: "/queues/locations/:id", auth: true, permissions: ["access:queue.location"] },
  locationArchive: { method: "PATCH", path: "/queues/locations/:id/archive", auth: true, permissions: ["access:queue.location"] },
  locationUnarchive: {
    method: "PATCH",
    path: "/queues/locations/:id/unarchive",
    auth: true,
    permissions: ["access:queue.location"],
  },
  sessionList: { method: "GET", path: "/queues/sessions/", auth: true, permissions: ["access:queue.session"] },
  sessionGet: { method: "GET", path: "/queues/sessions/:id", auth: true, permissions: ["access:queue.session"] },
  sessionCreate: { method: "POST", path: "/queues/sessions/", auth: true, permissions: ["access:queue.session"] },
  sessionEdit: { method: "PATCH", path: "/queues/sessions/:id", auth: true, permissions: ["access:queue.session"] },
  sessionArchive: { method: "PATCH", path: "/queues/sessions/:id/archive", auth: true, permissions: ["access:queue.session"] },
  sessionUnarchive: {
    method: "PATCH",
    path: "/queues/sessions/:id/unarchive",
    auth: true,
    permissions: ["access:queue.session"],
  },
  dayOffList: { method: "GET", path: "/queues/days-off/", auth: true, permissions: ["access:queue.day_off"] },
  dayOffGet: { method: "GET", path: "/queues/days-off/:id", auth: true, permissions: ["access:queue.day_off"] },
  dayOffCreate: { method: "POST", path: "/queues/days-off/", auth: true, permissions: ["access:queue.day_off"] },
  dayOffArchive: { method: "PATCH", path: "/queues/days-off/:id/archive", auth: true, permissions: ["access:queue.day_off"] },
  dayOffUnarchive: { method: "PATCH", path: "/queues/days-off/:id/unarchive", auth: true, permissions: ["access:queue.day_off"] },
  dayOffDelete: { method: "DELETE", path: "/queues/days-off/:id", auth: true, permissions: ["access:queue.day_off"] },
  rejectionReasonList: {
    method: "GET",
    path: "/queues/rejection-reasons/",
    auth: true,
    permissions: ["access:queue.rejection_reason", "access:queue"],
  },
  rejectionReasonGet: {
    method: "GET",
    path: "/queues/rejection-reasons/:id",
    auth: true,
    permissions: ["access:queue.rejection_reason", "access:queue"],
  },
  rejectionReasonCreate: {
    method: "POST",
    path: "/queues/rejection-reasons/",
    auth: true,
    permissions: ["access:queue.rejection_reason"],
  },
  rejectionReasonDelete: {
    method: "DELETE",
    path: "/queues/rejection-reasons/:id",
    auth: true,
    permissions: ["access:queue.rejection_reason"],
  },
  // this project's addition: the contract as OpenAPI 3.1 (docs/product.md §14, ADR 004)
  openApiDocument: { method: "GET", path: "/openapi.json", auth: false, permissions: [] },
  // this project's addition (docs/deploy.md, "Running the server"): for a load balancer's or an operator's check
  health: { method: "GET", path: "/health", auth: false, permissions: [] },
});

export type RouteName = keyof typeof routes;

export const API_PREFIX = "/api/v1";

/**
 * Any URL whose path has /api/v1 as a whole segment run (what msw hands to the API: mocks/transport.ts, the demo
 * page's mocks/page-api-handler.ts). The API routes only a path that starts with it (server/api.ts `apiPathOf`); any
 * other is its JSON 404.
 */
export const API_URL = new RegExp(`^[^?#]*${API_PREFIX.replace(/[/.*+?^${}()|[\]\\]/g, "\\$&")}(/|$)`);

/** Fills `:name` segments; throws on a missing one so a bad call never hits the wrong route. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-zA-Z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`Missing path parameter: ${name}`);
    return encodeURIComponent(String(value));
  });
}
