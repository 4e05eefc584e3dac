/**
 * The staff records' server rules beside the schemas (docs/product.md §5, §11.9) as plain data: what a slug or a
 * code may hold, which body fields the server trims, and the field-error texts of the refusals a schema cannot give
 * (a duplicate, a day off in the past). The mock answers with these texts; the admin forms recognise them and show
 * their own words in the screen's language (docs/product.md §8.1).
 */

/** Role and permission slugs: lowercase letters, digits and `. : _ -` (e.g. `access:queue.day_off`, `super-admin`). */
export const slugPattern = /^[a-z0-9.:_-]+$/;
/** Location codes: capital letters, digits and `. : _ -` (e.g. `KRJ`; the code starts every queue number). */
export const codePattern = /^[A-Z0-9.:_-]+$/;

/** Field-error texts of the staff rules (English, as the API speaks; docs/product.md §8.1). */
export const adminProblems = {
  slug: "must contain only lowercase letters (a-z), digits and . : _ -",
  code: "must contain only capital letters (A-Z), digits and . : _ -",
  /** 409 DUPLICATE: another record holds the same value (case and surrounding spaces ignored) */
  taken: "is already in use by another record",
  /** 409 DUPLICATE on a day off's date: the location already has a day off then */
  dayOffTaken: "is already a day off at this location",
  /**
   * 409 DUPLICATE on a day off's date: the location has an archived day off then, which activating brings back
   * (a day off is unique per location and date, archived ones included: docs/product.md §11.9)
   */
  dayOffArchived: "is an archived day off at this location; activate it instead",
  /** 422 on a day off's date: before today in WIB, by the server's clock */
  past: "must be today or later (WIB)",
  /** 422 on a session's end_time: not after its start (ADR 102) */
  endAfterStart: "must be after start_time",
} as const;

export const slugProblem = (value: string) => (slugPattern.test(value) ? null : adminProblems.slug);
export const codeProblem = (value: string) => (codePattern.test(value) ? null : adminProblems.code);

/** Body fields kept exactly as sent: a password's spaces are part of it. Every other top-level text is trimmed. */
const untrimmed = new Set(["password"]);

/**
 * A staff body with the surrounding spaces of its texts removed, before the schema checks it and before any
 * uniqueness check or write ('  JKT ' is stored and compared as 'JKT'). The forms send trimmed values too.
 */
export function trimTexts<B>(body: B): B {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === "string" && !untrimmed.has(key) ? value.trim() : value]),
  ) as B;
}
