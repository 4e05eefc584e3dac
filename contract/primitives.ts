import { type } from "arktype";
import { codeProblem, slugProblem } from "./admin-rules";
import { ISO_DATE_PATTERN, isoDateProblem, kjpProblem, kkProblem, ktpProblem } from "./guest-rules";

/** A contract type from one of the plain guest rules (guest-rules.ts), so both always say the same. */
export function digitString(problemOf: (value: string) => string | null) {
  return type("string").narrow((value, ctx) => {
    const problem = problemOf(value);
    return problem === null ? true : ctx.reject({ problem });
  });
}

export const kjpNumber = digitString(kjpProblem);
export const ktpNumber = digitString(ktpProblem);
export const kkNumber = digitString(kkProblem);

/** YYYY-MM-DD, a day on the calendar (guest-rules.ts `isoDateProblem`) */
export const isoDate = type(ISO_DATE_PATTERN)
  .narrow((value, ctx) => {
    const problem = isoDateProblem(value);
    return problem === null ? true : ctx.reject({ problem });
  })
  .describe("a date YYYY-MM-DD");
/** HH:mm or HH:mm:ss (the API answers HH:mm:ss; forms may send HH:mm) */
export const clockTime = type(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/).describe("a time HH:mm:ss");
/** An instant in WIB with its offset, e.g. 2026-11-24T06:00:00.000+07:00 */
export const wibInstant = type(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?\+07:00$/).describe(
  "an instant YYYY-MM-DDTHH:mm:ss+07:00",
);
/** YYYY-MM-DD HH:mm:ss in WIB */
export const auditTimestamp = type(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).describe("a timestamp YYYY-MM-DD HH:mm:ss");

export const id9999 = type("1 <= number.integer <= 9999");
export const id99999 = type("1 <= number.integer <= 99999");
export const name3to100 = type("3 <= string <= 100");

/** A 3-100 character text that must also pass a plain rule (admin-rules.ts): its length is told first. */
function ruledName(problemOf: (value: string) => string | null) {
  return name3to100.narrow((value, ctx) => {
    const problem = problemOf(value);
    return problem === null ? true : ctx.reject({ problem });
  });
}

/** Role and permission slugs (docs/product.md §5) */
export const slugText = ruledName(slugProblem);
/** Location codes (docs/product.md §5) */
export const codeText = ruledName(codeProblem);

export const permissionSlugs = [
  "access:queue",
  "access:queue.location",
  "access:queue.session",
  "access:queue.day_off",
  "access:queue.rejection_reason",
  "access:user",
  "access:user.role",
  "access:user.permission",
] as const;
export type PermissionSlug = (typeof permissionSlugs)[number];

export const queueStatuses = ["registered", "done", "rejected"] as const;
export type QueueStatus = (typeof queueStatuses)[number];

/**
 * Path parameters in their one canonical form (ADR 106): `:id` a plain decimal integer of 1–9 digits without sign,
 * leading zero, fraction or exponent (`0xc`, `12.0`, `+12`, `012` are not 12), `:uuid` a lower-case UUID, `:username`
 * 1–100 characters. The server answers 404 to any other form before it looks for a record, and the OpenAPI document
 * writes these same types as each parameter's schema (ADR 004).
 */
export const pathParameters = {
  id: type(/^[1-9][0-9]{0,8}$/).describe("a record id: a decimal integer 1–999999999 without sign or leading zero"),
  uuid: type(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/).describe("a lower-case UUID"),
  username: type("1 <= string <= 100"),
};
export type PathParameterName = keyof typeof pathParameters;
