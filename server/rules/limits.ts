import { violation, type Violation } from "./violation";

/** docs/product.md §9: one registration per KTP per day, five per month. */
export const KTP_DAILY_LIMIT = 1;
export const KTP_MONTHLY_LIMIT = 5;

/** Seats left in a session on a date; never negative (a quota may be lowered below what is booked). */
export function remainingQuota(quota: number, registered: number): number {
  return Math.max(0, quota - registered);
}

export function checkQuota(quota: number, registered: number): Violation | null {
  return remainingQuota(quota, registered) > 0 ? null : violation(409, "QUOTA_FULL", "Kuota sesi ini sudah penuh");
}

/**
 * `onDate`: the KTP's registrations for the pickup date; `inMonth`: for the calendar month of the pickup
 * date (registering on 31 Jan for 1 Feb counts in February).
 */
export function checkKtpLimits(registrations: { onDate: number; inMonth: number }): Violation | null {
  if (registrations.onDate >= KTP_DAILY_LIMIT) {
    return violation(409, "KTP_DAILY_LIMIT", "No KTP ini sudah terdaftar untuk tanggal pengambilan tersebut");
  }
  if (registrations.inMonth >= KTP_MONTHLY_LIMIT) {
    return violation(
      409,
      "KTP_MONTHLY_LIMIT",
      `No KTP ini sudah mencapai batas ${KTP_MONTHLY_LIMIT} kali pendaftaran dalam sebulan`,
    );
  }
  return null;
}
