import { type } from "arktype";
import { auditTimestamp, clockTime, isoDate } from "./primitives";

// GET /queues/capacity: this project's addition to the API (docs/product.md §14.2; fields: docs/decisions/610-capacity-board-api.md).

/** `date` is the pickup date (absent: the server's pickup date, tomorrow in WIB); archived locations only when asked. */
export const capacityQuery = type({
  "date?": isoDate,
  "include_archived?": type("'true' | 'false'").describe("'true' adds archived locations (default 'false')"),
});
export type CapacityParams = { date?: string; include_archived?: "true" | "false" };

const count = (description: string) => type("number.integer >= 0").describe(description);

/** Counts of one session, one location or the whole city on the pickup date. */
export const capacityCounts = type({
  quota: count("seats that can be booked for the date: 0 for a location on a day off or archived, or a session not offered"),
  registered: count("every registration for the date, whatever its status (each one took a seat)"),
  done: count("the registrations marked done"),
  rejected: count("the registrations rejected"),
  remaining: count("seats still free: max(0, quota - registered)"),
});
export type CapacityCounts = typeof capacityCounts.infer;

export const capacitySession = capacityCounts.and({
  id: "number.integer",
  start_time: clockTime,
  end_time: clockTime,
  session_quota: count("the session's configured quota"),
  is_active: type("boolean").describe(
    "false for a session archived or moved to another weekday that still holds registrations for the date",
  ),
  filled_at: auditTimestamp
    .or("null")
    .describe("when the registration that took the last seat was made (WIB), null while seats remain"),
});
export type CapacitySession = typeof capacitySession.infer;

export const capacityLocation = type({
  id: "number.integer",
  name: "string",
  code: "string",
  is_active: "boolean",
  day_off: type({ id: "number.integer", details: "string" })
    .or("null")
    .describe("the active day off that closes the location on the date, if any"),
  totals: capacityCounts,
  sessions: capacitySession.array(),
});
export type CapacityLocation = typeof capacityLocation.infer;

export const capacityReport = type({
  /** the pickup date answered */
  date: isoDate,
  /** the day its registrations were made (the day before) */
  registration_date: isoDate,
  /** the server's today and pickup date in WIB, for 'Hari ini' and 'Besok' */
  today: isoDate,
  pickup_date: isoDate,
  /** the server time the numbers were counted at (WIB) */
  generated_at: auditTimestamp,
  totals: capacityCounts,
  locations: capacityLocation.array(),
  /** registrations per `interval_minutes` on the registration date, from `from` (inclusive) to `to` (exclusive), WIB */
  rush: type({
    interval_minutes: "number.integer >= 1",
    from: clockTime,
    to: clockTime,
    counts: type("(number.integer >= 0)[]").describe(
      "registrations per interval on the registration date from `from` (inclusive) to `to` (exclusive), WIB",
    ),
  }),
});
export type CapacityReport = typeof capacityReport.infer;
