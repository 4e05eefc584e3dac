import { type } from "arktype";
import * as e from "./entities";
import { emptyBody, envelope, singleEnvelope } from "./envelopes";
import * as p from "./primitives";
import * as r from "./citizen-requests";
import type { RouteName, Schemas } from "./routes";

// The schemas of the calls a citizen's page makes and of the service's own: a file without the staff console's
// (./staff-schemas.ts), so that the API answers a citizen without building those (./endpoint-of.ts, issue 38).

/** A ticket as one record answers it: the citizen's new ticket and the staff's reads of one (`queueGet`) alike. */
export const queueAnswer = singleEnvelope("queue", e.queue);

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
 * The locations for the pickup date of the current or next registration window (docs/product.md §11.4: the scheduled
 * date until 21:00, the day after from 21:00, the date the form shows). This project's addition beside them (issue
 * 35): that date, and when no location serves it, the next date one does (null: none within two weeks), so the form
 * says so before a citizen types. Optional for a real backend.
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
export const citizenSchemas = {
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
export const serviceSchemas = {
  openApiDocument: { response: type({ openapi: "string", info: "object", paths: "object" }) },
  health: { response: health },
} satisfies Partial<Record<RouteName, Schemas>>;
