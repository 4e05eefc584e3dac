import { type } from "arktype";
import { auditTimestamp, clockTime, isoDate } from "./primitives";

// the staff console's records (audited): a file of their own, see there
export * from "./staff-entities";

/** What the guest listing shows of a location: no audit trail, only days off on the pickup date. */
export const guestLocation = type({
  id: "number.integer",
  name: "string",
  code: "string",
  description: "string | null",
  queue_days_off: type({ id: "number.integer", date: isoDate, details: "string" }).array(),
  /**
   * This project's addition (issue 35): the sessions a guest may pick here for the pickup date, and the seats left in
   * them, so the form marks a market with none before a citizen picks it. Optional for a real backend: without them
   * the form marks only the days off.
   */
  "pickup_sessions?": "number.integer >= 0",
  "pickup_seats_left?": "number.integer >= 0",
});
export type GuestLocation = typeof guestLocation.infer;

export const guestSession = type({
  id: "number.integer",
  day_of_the_week: "0 <= number.integer <= 6",
  queue_location: { id: "number.integer", name: "string", code: "string" },
  start_time: clockTime,
  end_time: clockTime,
  quota: "number.integer",
  remaining_quota: "number.integer",
});
export type GuestSession = typeof guestSession.infer;

export const rejectionReason = type({ id: "number.integer", reason: "string" });
export type RejectionReason = typeof rejectionReason.infer;

export const queueStatus = type("'registered' | 'done' | 'rejected'");

export const queue = type({
  uuid: "string",
  no: "string",
  no_kjp: "string",
  no_ktp: "string",
  no_kk: "string",
  scheduled_date: isoDate,
  scheduled_location: "string",
  scheduled_start_time: clockTime,
  scheduled_end_time: clockTime,
  status: queueStatus,
  rejection_reason: type({ reason: "string" }).or("null"),
  queue_location_id: "number.integer",
  queue_session_id: "number.integer",
  created_at: auditTimestamp,
});
export type Queue = typeof queue.infer;

/** The decoded access-token payload (docs/product.md §10). */
export const sessionUser = type({
  sub: "string",
  username: "string",
  name: "string",
  permissions: "string[]",
  exp: "number",
  "iat?": "number",
});
export type SessionUser = typeof sessionUser.infer;
