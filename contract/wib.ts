import type { Day, Month } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { id } from "date-fns/locale/id";

/** Jakarta (WIB, UTC+7, no DST). Every date the product shows or rules on is in this zone, never the device's. */
export const WIB = "Asia/Jakarta";

/**
 * WIB is a fixed offset: Jakarta has kept UTC+7 all year since 1964, with no daylight saving, so an instant's WIB
 * wall clock is the UTC wall clock of the instant 7 h later, read with a plain Date's UTC methods. The day and month
 * names are date-fns' Indonesian (and English) locale data. No Date subclass (date-fns' UTCDate, TZDate): a replaced
 * global Date, as Playwright's fake clock installs, turns those into plain local Dates (ADR 007).
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const REGISTRATION_OPENS_HOUR = 6;
export const REGISTRATION_CLOSES_HOUR = 21;

/** The instant's WIB wall clock as a Date whose UTC fields are the WIB date and time. */
function wallClock(instant: Date | number): Date {
  return new Date((typeof instant === "number" ? instant : instant.getTime()) + WIB_OFFSET_MS);
}

/** A YYYY-MM-DD calendar date as a Date at its UTC midnight (NaN when it is no date). */
function calendarDate(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return new Date(Number.NaN);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // '2026-02-30' rolls over to March: no such day
  return date.toISOString().slice(0, 10) === isoDate ? date : new Date(Number.NaN);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

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
  const wall = wallClock(instant);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hours: wall.getUTCHours(),
    minutes: wall.getUTCMinutes(),
    seconds: wall.getUTCSeconds(),
    milliseconds: wall.getUTCMilliseconds(),
    weekday: wall.getUTCDay(),
  };
}

/** The instant (ms) of a WIB wall-clock time; a day or hour past its range rolls over (day 32 is the next month's 1st). */
export function wibInstant(year: number, month: number, day: number, hours = 0): number {
  return Date.UTC(year, month - 1, day, hours) - WIB_OFFSET_MS;
}

/** YYYY-MM-DD of the instant in WIB. */
export function wibDate(instant: Date | number): string {
  return isoDay(wallClock(instant));
}

/** HH:mm:ss of the instant in WIB. */
export function wibTime(instant: Date | number): string {
  return wallClock(instant).toISOString().slice(11, 19);
}

/** Audit timestamp: YYYY-MM-DD HH:mm:ss in WIB. */
export function wibTimestamp(instant: Date | number): string {
  return wallClock(instant).toISOString().slice(0, 19).replace("T", " ");
}

/** The instant as ISO 8601 in WIB with its offset: '2026-11-24T06:00:00.000+07:00' (the API's window times). */
export function wibIso(instant: Date | number): string {
  return wallClock(instant).toISOString().replace("Z", "+07:00");
}

/** Today in WIB (YYYY-MM-DD). */
export function wibToday(now: Date | number): string {
  return wibDate(now);
}

/** The pickup date: tomorrow in WIB. */
export function wibTomorrow(now: Date | number): string {
  return isoDay(wallClock(+now + DAY_MS));
}

/** 06:00:00.000 ≤ now < 21:00:00.000 WIB. */
export function isRegistrationOpen(now: Date | number): boolean {
  const hour = wallClock(now).getUTCHours();
  return hour >= REGISTRATION_OPENS_HOUR && hour < REGISTRATION_CLOSES_HOUR;
}

/** Weekday (0 Sunday … 6 Saturday) of a YYYY-MM-DD calendar date. */
export function weekdayOf(isoDate: string): number {
  return calendarDate(isoDate).getUTCDay();
}

/** The calendar date `days` after a YYYY-MM-DD (before, for a negative count). */
export function addCalendarDays(isoDate: string, days: number): string {
  return isoDay(new Date(calendarDate(isoDate).getTime() + days * DAY_MS));
}

/** Whether a YYYY-MM-DD names a day that exists ('2026-02-30' does not). */
export function isCalendarDate(isoDate: string): boolean {
  return !Number.isNaN(calendarDate(isoDate).getTime());
}

/** The instant (ms) of midnight WIB starting a YYYY-MM-DD. */
export function wibMidnight(isoDate: string): number {
  return calendarDate(isoDate).getTime() - WIB_OFFSET_MS;
}

/** YYYY-MM of a YYYY-MM-DD. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** 'Minggu' … 'Sabtu' (date-fns' Indonesian locale), indexed by weekday 0 Sunday … 6 Saturday. */
export const weekdayNamesId = ([0, 1, 2, 3, 4, 5, 6] as const).map((day) => id.localize.day(day, { width: "wide" }));

/** The month's name in a date-fns locale's words ('November'), month 1–12. */
const monthName = (locale: typeof id, month: number) => locale.localize.month((month - 1) as Month, { width: "wide" });

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

/** '2025-04-24' → 'Kamis, 24 April 2025' */
export function longDateId(isoDate: string): string {
  const date = calendarDate(isoDate);
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  return `${weekdayNameId(date.getUTCDay())}, ${d} ${monthName(id, m)} ${y}`;
}

/**
 * A calendar date as staff screens show it, one style per screen language (issue 36 point 4): the day named in full,
 * as 'Antrean Hari Ini' heads its day. Indonesian 'Senin, 23 November 2026'; English 'Monday, November 23, 2026'.
 */
export function staffDate(isoDate: string, language: "id" | "en"): string {
  if (language === "id") return longDateId(isoDate);
  const date = calendarDate(isoDate);
  const weekday = enUS.localize.day(date.getUTCDay() as Day, { width: "wide" });
  return `${weekday}, ${monthName(enUS, date.getUTCMonth() + 1)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
