import { type } from "arktype";
import { clockTime, codeText, id9999, id99999, isoDate, name3to100, slugText } from "./primitives";

// The staff console's request bodies, one per docs/product.md §5 row (the citizen's are ./citizen-requests.ts's).
// Admin messages are arktype's defaults (§5). Every body refuses a field it does not declare
// (`onUndeclaredKey("reject")`: 422 naming it; the document says `additionalProperties: false`), ADR 004.

const idList = id9999.array();

export const userCreateBody = type({
  name: name3to100,
  username: name3to100,
  password: "8 <= string <= 100",
  "roles?": idList,
  "permissions?": idList,
}).onUndeclaredKey("reject");
export type UserCreateBody = typeof userCreateBody.infer;

export const userEditBody = type({
  "name?": name3to100,
  "username?": name3to100,
  "password?": "8 <= string <= 100",
  "roles?": idList,
  "permissions?": idList,
}).onUndeclaredKey("reject");
export type UserEditBody = typeof userEditBody.infer;

export const roleCreateBody = type({
  name: name3to100,
  slug: slugText,
  "description?": "string <= 100",
  "permissions?": idList,
}).onUndeclaredKey("reject");
export type RoleCreateBody = typeof roleCreateBody.infer;

export const roleEditBody = type({
  "name?": name3to100,
  "slug?": slugText,
  "description?": "string <= 100 | null",
  "permissions?": idList,
}).onUndeclaredKey("reject");
export type RoleEditBody = typeof roleEditBody.infer;

export const permissionCreateBody = type({
  name: name3to100,
  slug: slugText,
  "description?": "string <= 100",
}).onUndeclaredKey("reject");
export type PermissionCreateBody = typeof permissionCreateBody.infer;

export const permissionEditBody = type({
  "name?": name3to100,
  "slug?": slugText,
  "description?": "string <= 100 | null",
}).onUndeclaredKey("reject");
export type PermissionEditBody = typeof permissionEditBody.infer;

export const locationCreateBody = type({
  name: name3to100,
  code: codeText,
  "description?": "string <= 255",
}).onUndeclaredKey("reject");
export type LocationCreateBody = typeof locationCreateBody.infer;

export const locationEditBody = type({
  "name?": name3to100,
  "code?": codeText,
  "description?": "string <= 255 | null",
}).onUndeclaredKey("reject");
export type LocationEditBody = typeof locationEditBody.infer;

export const sessionCreateBody = type({
  location_id: id9999,
  day_of_the_week: "0 <= number.integer <= 6",
  start_time: clockTime,
  end_time: clockTime,
  quota: "1 <= number.integer <= 9999",
}).onUndeclaredKey("reject");
export type SessionCreateBody = typeof sessionCreateBody.infer;

export const sessionEditBody = type({
  "location_id?": id9999,
  "day_of_the_week?": "0 <= number.integer <= 6",
  "start_time?": clockTime,
  "end_time?": clockTime,
  "quota?": "1 <= number.integer <= 9999",
}).onUndeclaredKey("reject");
export type SessionEditBody = typeof sessionEditBody.infer;

export const dayOffCreateBody = type({
  date: isoDate,
  details: "string <= 255",
  location_id: id9999,
}).onUndeclaredKey("reject");
export type DayOffCreateBody = typeof dayOffCreateBody.infer;

export const rejectionReasonCreateBody = type({ reason: "1 <= string <= 100" }).onUndeclaredKey("reject");
export type RejectionReasonCreateBody = typeof rejectionReasonCreateBody.infer;

export const rejectQueueBody = type({ rejection_reason_id: id99999 }).onUndeclaredKey("reject");
export type RejectQueueBody = typeof rejectQueueBody.infer;

// the queries' parsers live in a file of their own, re-exported here (./queries.ts says why); so are the citizen's
// bodies and query (./citizen-requests.ts says why)
export * from "./queries";
export * from "./citizen-requests";
