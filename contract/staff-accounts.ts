import { type } from "arktype";
import { auditTimestamp } from "./primitives";

/*
 * The staff accounts' records (users, roles, permissions) and the audit fields every staff record carries,
 * re-exported by staff-entities.ts and entities.ts (import them from there). A file of its own because a schema is
 * built when its file runs: the demo's mock runs its files one per task, and staff-entities.ts was one task of
 * 10–15 ms of CPU on the test host, about Lighthouse's 4× blocking line of 12.5 ms (ADR 301, docs/performance-log.md
 * "Session 20: the demo's start", issue 38).
 */

const person = type({ name: "string" });

/** created/updated info shared by admin records. */
export const audit = type({
  created_at: auditTimestamp,
  updated_at: auditTimestamp,
  creator: person.or("null"),
  updater: person.or("null"),
});

export const permission = type({
  id: "number.integer",
  name: "string",
  slug: "string",
  description: "string | null",
});
export type Permission = typeof permission.infer;

export const role = type({
  id: "number.integer",
  name: "string",
  slug: "string",
  description: "string | null",
  permissions: permission.array(),
});
export type Role = typeof role.infer;

export const user = audit.and({
  name: "string",
  username: "string",
  roles: type({ id: "number.integer", name: "string", slug: "string" }).array(),
  permissions: type({ id: "number.integer", name: "string", slug: "string" }).array(),
});
export type User = typeof user.infer;
