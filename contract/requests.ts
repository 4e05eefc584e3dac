import { type } from "arktype";
import { loginLimits } from "./login-rules";
import {
  clockTime,
  codeText,
  id9999,
  id99999,
  isoDate,
  kjpNumber,
  kkNumber,
  ktpNumber,
  name3to100,
  slugText,
} from "./primitives";

// Request bodies, one per docs/product.md §5 row. Admin messages are arktype's defaults (§5). Every body refuses a
// field it does not declare (`onUndeclaredKey("reject")`: 422 naming it; the document says `additionalProperties:
// false`), ADR 004.

const { username, password } = loginLimits;
/** From the limits the login form checks with (login-rules.ts, without ArkType); contract.test.ts compares the two. */
export const loginBody = type({
  username: `${username.min} <= string <= ${username.max}`,
  password: `${password.min} <= string <= ${password.max}`,
}).onUndeclaredKey("reject");
export type LoginBody = typeof loginBody.infer;

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

export const guestRegistrationBody = type({
  no_kjp: kjpNumber,
  no_ktp: ktpNumber,
  no_kk: kkNumber,
  session_id: id99999,
}).onUndeclaredKey("reject");
export type GuestRegistrationBody = typeof guestRegistrationBody.infer;

export const guestStatusBody = type({ no_kjp: kjpNumber, date: isoDate }).onUndeclaredKey("reject");
export type GuestStatusBody = typeof guestStatusBody.infer;

// Query strings arrive as text; these parse them (the mock uses them, the client sends plain values).
const pageNumber = type("string.integer.parse |> number >= 1");
const pageSize = type("string.integer.parse |> 1 <= number <= 100");
const idParam = type("string.integer.parse |> number >= 0");

export const pageQuery = type({ "page?": pageNumber, "size?": pageSize });
export const queueFilterQuery = type({
  "location_id?": idParam,
  "no?": "string",
  "no_kjp?": "string",
  "no_ktp?": "string",
  "date?": isoDate,
  // docs/product.md §14.3: the counter's status filter and one search box (queue number, KJP or KTP)
  "status?": "'registered' | 'done' | 'rejected'",
  "search?": "string",
});
export const queueListQuery = pageQuery.and(queueFilterQuery);
export const locationListQuery = pageQuery.and({ "name?": "string" });
// docs/product.md §14.6: the sessions of one weekday, 0 Sunday … 6 Saturday as the session's day_of_the_week
const weekdayParam = type("string.integer.parse |> 0 <= number <= 6");
export const sessionListQuery = pageQuery.and({ "location_id?": idParam, "day_of_the_week?": weekdayParam });
export const dayOffListQuery = pageQuery.and({ "location_id?": idParam, "date?": isoDate });
export const guestSessionQuery = type({ location_id: type("string.integer.parse |> number >= 1") });

/** Client-side shapes of the same queries (values before they become text). */
export type PageParams = { page?: number; size?: number };
export type QueueFilters = {
  location_id?: number;
  no?: string;
  no_kjp?: string;
  no_ktp?: string;
  date?: string;
  status?: "registered" | "done" | "rejected";
  /** matches the queue number, the KJP or the KTP (docs/product.md §14.3) */
  search?: string;
};
export type QueueListParams = PageParams & QueueFilters;
export type SessionListParams = PageParams & {
  location_id?: number;
  /** 0 Sunday … 6 Saturday (docs/product.md §14.6) */
  day_of_the_week?: number;
};
export type DayOffListParams = PageParams & { location_id?: number; date?: string };
