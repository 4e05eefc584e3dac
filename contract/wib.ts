import { addDays, format, getDay, isValid, parseISO } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { id } from "date-fns/locale/id";

/** Jakarta (WIB, UTC+7, no DST). Every date the product shows or rules on is in this zone, never the device's. */
export const WIB = "Asia/Jakarta";

/**
 * WIB is a fixed offset: Jakarta has kept UTC+7 all year since 1964, with no daylight saving, so an instant's WIB
 * wall clock is the UTC wall clock of the instant 7 h later, read with a plain Date's UTC methods. Calendar dates go
 * through date-fns (parsing, day arithmetic, weekday, Indonesian and English formats) as a plain local Date at noon,
 * whose local fields are that day in every zone. No Date subclass (date-fns' UTCDate, TZDate): a replaced global Date,
 * as Playwright's fake clock installs, turns those into plain local Dates (ADR 007).
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

export const REGISTRATION_OPENS_HOUR = 6;
export const REGISTRATION_CLOSES_HOUR = 21;

/** The instant's WIB wall clock as a Date whose UTC fields are the WIB date and time. */
function wallClock(instant: Date | number): Date {
  return new Date((typeof instant === "number" ? instant : instant.getTime()) + WIB_OFFSET_MS);
}

/**
 * A YYYY-MM-DD calendar date as a local Date at its noon (Invalid Date when it is no day: '2026-02-30'). No zone moves
 * its clocks at noon, so the local fields are that day wherever the code runs, and date-fns reads them as such.
 */
export function calendarDate(isoDate: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return new Date(Number.NaN);
  return parseISO(`${isoDate}T12:00:00`);
}

/** YYYY-MM-DD of a calendar date made by calendarDate. */
const isoDay = (date: Date) => format(date, "yyyy-MM-dd");

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
  return wallClock(instant).toISOString().slice(0, 10);
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
  return addCalendarDays(wibDate(now), 1);
}

/**
 * The pickup date a registration window serves: the day after the one it opens on (docs/product.md §2.3, §11.4). The
 * server lists the markets for the current or next window's (server/rules/registration-window.ts), and the form shows
 * it from the window the server names (src/features/registration/pickup-date.ts): one rule, so from 21:00 both say the
 * day after tomorrow.
 */
export function pickupDateOfWindow(opensAt: number): string {
  return wibTomorrow(opensAt);
}

/** 06:00:00.000 ≤ now < 21:00:00.000 WIB. */
export function isRegistrationOpen(now: Date | number): boolean {
  const hour = wallClock(now).getUTCHours();
  return hour >= REGISTRATION_OPENS_HOUR && hour < REGISTRATION_CLOSES_HOUR;
}

/** Weekday (0 Sunday … 6 Saturday) of a YYYY-MM-DD calendar date. */
export function weekdayOf(isoDate: string): number {
  return getDay(calendarDate(isoDate));
}

/** The calendar date `days` after a YYYY-MM-DD (before, for a negative count). */
export function addCalendarDays(isoDate: string, days: number): string {
  return isoDay(addDays(calendarDate(isoDate), days));
}

/** Whether a YYYY-MM-DD names a day that exists ('2026-02-30' does not). */
export function isCalendarDate(isoDate: string): boolean {
  return isValid(calendarDate(isoDate));
}

/** The instant (ms) of midnight WIB starting a YYYY-MM-DD. */
export function wibMidnight(isoDate: string): number {
  const date = calendarDate(isoDate);
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) - WIB_OFFSET_MS;
}

/** YYYY-MM of a YYYY-MM-DD. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** 'Minggu' … 'Sabtu' (date-fns' Indonesian locale), indexed by weekday 0 Sunday … 6 Saturday. */
export const weekdayNamesId = ([0, 1, 2, 3, 4, 5, 6] as const).map((day) => id.localize.day(day, { width: "wide" }));

/** 'Sunday' … 'Saturday' (date-fns' English locale), indexed by weekday 0 Sunday … 6 Saturday. */
export const weekdayNamesEn = ([0, 1, 2, 3, 4, 5, 6] as const).map((day) => enUS.localize.day(day, { width: "wide" }));

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
  return format(calendarDate(isoDate), "EEEE, d MMMM yyyy", { locale: id });
}
