import { type } from "arktype";

/** Guest-form messages, verbatim from SPEC §5. */
export const guestMessages = {
  kjpMin: "No KJP harus berisi minimal 16 karakter",
  ktpExact: "No KTP harus berisi tepat 16 karakter",
  kkExact: "No KK harus berisi tepat 16 karakter",
  digitsOnly: "Hanya boleh berisi karakter 0-9",
} as const;

/**
 * A string of digits with a length rule. Identity numbers stay strings (leading zeros, 18-digit KJPs).
 * The digit rule is checked first so "12a" says 'Hanya boleh berisi karakter 0-9'.
 */
export function digitString(lengthOk: (length: number) => boolean, lengthMessage: string) {
  return type("string").narrow((value, ctx) => {
    if (!/^[0-9]*$/.test(value)) return ctx.reject({ problem: guestMessages.digitsOnly });
    if (!lengthOk(value.length)) return ctx.reject({ problem: lengthMessage });
    return true;
  });
}

export const kjpNumber = digitString((n) => n >= 16, guestMessages.kjpMin);
export const ktpNumber = digitString((n) => n === 16, guestMessages.ktpExact);
export const kkNumber = digitString((n) => n === 16, guestMessages.kkExact);

/** YYYY-MM-DD */
export const isoDate = type(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/).describe("a date YYYY-MM-DD");
/** HH:mm or HH:mm:ss (the API answers HH:mm:ss; forms may send HH:mm) */
export const clockTime = type(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/).describe("a time HH:mm:ss");
/** YYYY-MM-DD HH:mm:ss in WIB */
export const auditTimestamp = type(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).describe("a timestamp YYYY-MM-DD HH:mm:ss");

export const id9999 = type("1 <= number.integer <= 9999");
export const id99999 = type("1 <= number.integer <= 99999");
export const name3to100 = type("3 <= string <= 100");

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
