/**
 * The citizen forms' rules (docs/product.md §5) as plain functions, with no ArkType: the registration and status pages check
 * with these, so a citizen's phone never loads or initialises the schema library (ArkType's start-up was
 * the largest script cost of /queue-registration, ADR 802). The contract's schemas (primitives.ts, requests.ts) are
 * built from the same functions, and contract.test.ts checks both give the same answers.
 */
import type { GuestRegistrationBody, GuestStatusBody } from "./requests";
import { isCalendarDate } from "./wib";

/** Guest-form messages, verbatim from docs/product.md §5. */
export const guestMessages = {
  kjpMin: "No KJP harus berisi minimal 16 karakter",
  ktpExact: "No KTP harus berisi tepat 16 karakter",
  kkExact: "No KK harus berisi tepat 16 karakter",
  digitsOnly: "Hanya boleh berisi karakter 0-9",
  /** not in the spec, which sets no maximum (ADR 104) */
  kjpMax: "No KJP harus berisi paling banyak 20 karakter",
} as const;

/** Lengths of the identity numbers: KTP and KK exactly 16; KJP 16 (some cards 18) up to 20 (ADR 104). */
export const identityLengths = {
  kjp: { min: 16, max: 20 },
  ktp: { min: 16, max: 16 },
  kk: { min: 16, max: 16 },
} as const;

/** Identity numbers are digits only: the plain checks below and the document's `pattern` (openapi/json-schema.ts). */
export const DIGITS_PATTERN = /^[0-9]*$/;

/** The shape of a date YYYY-MM-DD: the contract's `isoDate` (primitives.ts) and the status check's date below. */
export const ISO_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * A date's problem, or null: the contract's `isoDate` and the status check's date. A day that is not on the calendar
 * ('2026-02-30', wib.ts `isCalendarDate`) is refused with the same words as a malformed one, before any store or rule
 * reads it (the capacity board answered it with a 500; docs/product.md §10.4). The status page shows its own text for
 * it ('Pilih tanggal pengambilan').
 */
export const isoDateProblem = (value: string) => (isCalendarDate(value) ? null : "must be a date YYYY-MM-DD");

/**
 * Every rule a string of digits breaks, in the order a citizen fixes them: the digit rule first, then the length.
 * Identity numbers stay strings (leading zeros, 18-digit KJPs). The registration and status forms show them all, each
 * on a line of its own ('12ab' as a KTP breaks both; docs/product.md §5.2); the contract's check answers the first
 * (`…Problem` below).
 */
export function digitStringProblems(value: string, lengthOk: (length: number) => boolean, lengthMessage: string): string[] {
  return [...(DIGITS_PATTERN.test(value) ? [] : [guestMessages.digitsOnly]), ...(lengthOk(value.length) ? [] : [lengthMessage])];
}

/** Every rule a value breaks, one at least (a field's error lists them, src/ui/field-help.tsx `ErrorMessage`). */
export type Problems = readonly [string, ...string[]];

/** The rules broken as `Problems`, or undefined when none is: a field that breaks no rule has no error. */
export function someProblems(problems: readonly string[]): Problems | undefined {
  const [first, ...rest] = problems;
  return first === undefined ? undefined : [first, ...rest];
}

const kjpLength = (n: number) => n >= identityLengths.kjp.min && n <= identityLengths.kjp.max;
export const kjpProblems = (value: string) =>
  digitStringProblems(value, kjpLength, value.length > identityLengths.kjp.max ? guestMessages.kjpMax : guestMessages.kjpMin);
export const ktpProblems = (value: string) =>
  digitStringProblems(value, (n) => n === identityLengths.ktp.max, guestMessages.ktpExact);
export const kkProblems = (value: string) =>
  digitStringProblems(value, (n) => n === identityLengths.kk.max, guestMessages.kkExact);

/** The first rule broken, or null: "12a" says 'Hanya boleh berisi karakter 0-9'. */
export const kjpProblem = (value: string) => kjpProblems(value)[0] ?? null;
export const ktpProblem = (value: string) => ktpProblems(value)[0] ?? null;
export const kkProblem = (value: string) => kkProblems(value)[0] ?? null;

/** Ids of the guest bodies: integers 1…99999 (the contract's `id99999`). */
export const isId99999 = (value: number) => Number.isInteger(value) && value >= 1 && value <= 99999;
export const ID_99999_MESSAGE = "must be an integer between 1 and 99999";

export type GuestCheck<T> = { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> };

function settle<T>(value: T, fieldErrors: Record<string, string | null>): GuestCheck<T> {
  const found = Object.fromEntries(Object.entries(fieldErrors).filter((entry): entry is [string, string] => entry[1] !== null));
  return Object.keys(found).length ? { ok: false, fieldErrors: found } : { ok: true, value };
}

/** What `validate(guestRegistrationBody, input)` answers, without ArkType. */
export function checkGuestRegistration(input: GuestRegistrationBody): GuestCheck<GuestRegistrationBody> {
  return settle(
    { no_kjp: input.no_kjp, no_ktp: input.no_ktp, no_kk: input.no_kk, session_id: input.session_id },
    {
      no_kjp: kjpProblem(input.no_kjp),
      no_ktp: ktpProblem(input.no_ktp),
      no_kk: kkProblem(input.no_kk),
      session_id: isId99999(input.session_id) ? null : `session_id ${ID_99999_MESSAGE}`,
    },
  );
}

/** What `validate(guestStatusBody, input)` answers, without ArkType. */
export function checkGuestStatus(input: GuestStatusBody): GuestCheck<GuestStatusBody> {
  return settle(
    { no_kjp: input.no_kjp, date: input.date },
    { no_kjp: kjpProblem(input.no_kjp), date: isoDateProblem(input.date) },
  );
}
