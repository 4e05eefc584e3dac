import { clockTime, isoDate } from "./primitives";
import { audit } from "./staff-accounts";

export * from "./staff-accounts";

/*
 * The staff console's records, re-exported by entities.ts (import them from there). A file of its own because a
 * schema is built when its file runs: the demo's mock runs its files one per task, and entities.ts was one task of
 * 15 ms of CPU on the test host, over the 12.5 ms that Lighthouse's 4× counts as blocking (ADR 301,
 * docs/performance-log.md, issue 38). The staff accounts' records are in ./staff-accounts.ts, a task before.
 */

export const dayOff = audit.and({
  id: "number.integer",
  date: isoDate,
  details: "string",
  is_active: "boolean",
  queue_location: { id: "number.integer", name: "string" },
});
export type DayOff = typeof dayOff.infer;

export const location = audit.and({
  id: "number.integer",
  name: "string",
  code: "string",
  description: "string | null",
  is_active: "boolean",
  queue_days_off: dayOff.array(),
});
export type Location = typeof location.infer;

export const session = audit.and({
  id: "number.integer",
  day_of_the_week: "0 <= number.integer <= 6",
  queue_location: { id: "number.integer", name: "string", code: "string" },
  start_time: clockTime,
  end_time: clockTime,
  quota: "number.integer",
  "remaining_quota?": "number.integer",
  is_active: "boolean",
});
export type Session = typeof session.infer;
