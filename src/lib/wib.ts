/** Jakarta (WIB, UTC+7, no DST). Every date the product shows or rules on is in this zone, never the device's. */
export const WIB = "Asia/Jakarta";

/**
 * WIB is a fixed offset: Jakarta has kept UTC+7 all year since 1964, with no daylight saving, so an instant's WIB
 * wall clock is the UTC wall clock of the instant 7 h later. No zone database is asked (a time-zone library's lookup
 * per call was a few % of the server's CPU in the 06:00 rush), and the device's zone plays no part (ADR 007).
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

export const REGISTRATION_OPENS_HOUR = 6;
export const REGISTRATION_CLOSES_HOUR = 21;

/** An instant's WIB wall clock: month 1–12, weekday 0 Sunday … 6 Saturday. */
export type WibClock = {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
  milliseconds: number;
  weekday: number;
};

/** The instant as a WIB calendar date-time. */
export function inWib(instant: Date | number): WibClock {
  const shifted = new Date((typeof instant === "number" ? instant : instant.getTime()) + WIB_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
    milliseconds: shifted.getUTCMilliseconds(),
    weekday: shifted.getUTCDay(),
  };
}

/** The instant (ms) of a WIB wall-clock time; a day or hour past its range rolls over (day 32 is the next month's 1st). */
export function wibInstant(year: number, month: number, day: number, hours = 0): number {
  return Date.UTC(year, month - 1, day, hours) - WIB_OFFSET_MS;
}

// Written out by hand rather than with date-fns' `format`, which brings its English locale tables (about 5 KB gzip)
// into every citizen page that shows a date (docs/product.md §13 budgets).
const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const ymd = (d: WibClock) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
const hms = (d: WibClock) => `${pad(d.hours)}:${pad(d.minutes)}:${pad(d.seconds)}`;

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
  return `${ymd(wib)}T${hms(wib)}.${pad(wib.milliseconds, 3)}+07:00`;
}

/** Today in WIB (YYYY-MM-DD). */
export function wibToday(now: Date | number): string {
  return wibDate(now);
}

/** The pickup date: tomorrow in WIB. */
export function wibTomorrow(now: Date | number): string {
  const today = inWib(now);
  return wibDate(wibInstant(today.year, today.month, today.day + 1));
}

/** 06:00:00.000 ≤ now < 21:00:00.000 WIB. */
export function isRegistrationOpen(now: Date | number): boolean {
  const hour = inWib(now).hours;
  return hour >= REGISTRATION_OPENS_HOUR && hour < REGISTRATION_CLOSES_HOUR;
}

/** Weekday (0 Sunday … 6 Saturday) of a YYYY-MM-DD calendar date. */
export function weekdayOf(isoDate: string): number {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The instant (ms) of midnight WIB starting a YYYY-MM-DD. */
export function wibMidnight(isoDate: string): number {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return wibInstant(y, m, d);
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
