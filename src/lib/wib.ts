import { TZDate } from "@date-fns/tz";

/** Jakarta (WIB, UTC+7, no DST). Every date the product shows or rules on is in this zone, never the device's. */
export const WIB = "Asia/Jakarta";

export const REGISTRATION_OPENS_HOUR = 6;
export const REGISTRATION_CLOSES_HOUR = 21;

/** The instant as a WIB calendar date-time. */
export function inWib(instant: Date | number): TZDate {
  return new TZDate(typeof instant === "number" ? instant : instant.getTime(), WIB);
}

// Written out by hand rather than with date-fns' `format`, which brings its English locale tables (about 5 KB gzip)
// into every citizen page that shows a date (docs/product.md §13 budgets).
const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const ymd = (d: TZDate) => `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const hms = (d: TZDate) => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** YYYY-MM-DD of the instant in WIB. */
export function wibDate(instant: Date | number): string {
  return ymd(inWib(instant));
}

/** HH:mm:ss of the instant in WIB. */
export function wibTime(instant: Date | number): string {
  return hms(inWib(instant));
}

/** Audit timestamp: YYYY-MM-DD HH:mm:ss in WIB. */
export function wibTimestamp(instant: Date | number): string {
  const wib = inWib(instant);
  return `${ymd(wib)} ${hms(wib)}`;
}

/** The instant as ISO 8601 in WIB with its offset: '2026-11-24T06:00:00.000+07:00' (the API's window times). */
export function wibIso(instant: Date | number): string {
  const wib = inWib(instant);
  return `${ymd(wib)}T${hms(wib)}.${pad(wib.getMilliseconds(), 3)}+07:00`;
}

/** Today in WIB (YYYY-MM-DD). */
export function wibToday(now: Date | number): string {
  return wibDate(now);
}

/** The pickup date: tomorrow in WIB. */
export function wibTomorrow(now: Date | number): string {
  const today = inWib(now);
  return ymd(new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 1, WIB));
}

/** 06:00:00.000 ≤ now < 21:00:00.000 WIB. */
export function isRegistrationOpen(now: Date | number): boolean {
  const hour = inWib(now).getHours();
  return hour >= REGISTRATION_OPENS_HOUR && hour < REGISTRATION_CLOSES_HOUR;
}

/** Weekday (0 Sunday … 6 Saturday) of a YYYY-MM-DD calendar date. */
export function weekdayOf(isoDate: string): number {
  return parseWibDate(isoDate).getDay();
}

/** A YYYY-MM-DD read as midnight in WIB. */
export function parseWibDate(isoDate: string): TZDate {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, WIB);
}

/** YYYY-MM of a YYYY-MM-DD. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

export const weekdayNamesId = ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"] as const;
export const weekdayNamesEn = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** 'Minggu' for 0 … 'Sabtu' for 6. */
export function weekdayNameId(day: number): string {
  return weekdayNamesId[day] ?? String(day);
}

/** '07:00:00' → '07:00'. */
export function hhmm(time: string): string {
  return time.slice(0, 5);
}

/** '07:00 - 09:00 WIB' */
export function wibRange(start: string, end: string): string {
  return `${hhmm(start)} - ${hhmm(end)} WIB`;
}

const monthsId = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
];

/** '2025-04-24' → 'Kamis, 24 April 2025' */
export function longDateId(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return `${weekdayNameId(weekdayOf(isoDate))}, ${d} ${monthsId[m - 1]} ${y}`;
}
