import { type, type Type } from "arktype";

// Generic wrappers: arktype cannot infer computed keys, so the schema is built loosely and typed by hand.

/** `{ data: PAYLOAD }` — every success body (docs/product.md §10). */
export function envelope<T>(payload: Type<T>): Type<{ data: T }> {
  return type({ data: payload as Type<unknown> }) as unknown as Type<{ data: T }>;
}

export type Page = { page: number; size: number; total: number };

const page = type({ page: "number.integer", size: "number.integer", total: "number.integer" });

/** `{ data: { page, size, total, <plural>: T[] } }` */
export function listEnvelope<const K extends string, T>(plural: K, item: Type<T>): Type<{ data: Page & { [P in K]: T[] } }> {
  const rows = type.raw({ [plural]: (item as Type<unknown>).array() });
  return type({ data: page.and(rows as never) }) as unknown as Type<{ data: Page & { [P in K]: T[] } }>;
}

/** `{ data: { <singular>: T } }` */
export function singleEnvelope<const K extends string, T>(singular: K, item: Type<T>): Type<{ data: { [P in K]: T } }> {
  return type({ data: type.raw({ [singular]: item }) as never }) as unknown as Type<{ data: { [P in K]: T } }>;
}

/** The answer with nothing to say (a logout, a deletion): `{}` or `{ data: … }`. */
export const emptyBody = type({ "data?": "unknown" });

export const errorBody = type({
  error: "string",
  code: "string",
  "errors?": "Record<string, string>",
});
export type ErrorBody = typeof errorBody.infer;

export const errorCodes = [
  "BAD_REQUEST",
  // a known path asked with a method it does not have (405, with Allow) and a body that is not JSON (415): what a
  // hand-made call gets, never the app's client, which sends JSON and the contract's methods (ADR 106)
  "METHOD_NOT_ALLOWED",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "REGISTRATION_CLOSED",
  "NOT_FOUND",
  "QUOTA_FULL",
  "KTP_DAILY_LIMIT",
  "KTP_MONTHLY_LIMIT",
  "SESSION_UNAVAILABLE",
  "LOCATION_DAY_OFF",
  "DUPLICATE",
  "INVALID_TRANSITION",
  "VALIDATION",
  // an export of more tickets than one file holds (contract/outcomes.ts EXPORT_MAX_ROWS)
  "EXPORT_TOO_LARGE",
  "RATE_LIMITED",
  "SERVER_ERROR",
  "UNAVAILABLE",
] as const;
export type ErrorCode = (typeof errorCodes)[number];
