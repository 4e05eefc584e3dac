import { UTCDate, utc } from "@date-fns/utc";
import { addDays, addHours, format, formatISO, getDay, isValid, lightFormat, parseISO } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { id } from "date-fns/locale/id";

/** Jakarta (WIB, UTC+7, no DST). Every date the product shows or rules on is in this zone, never the device's. */
export const WIB = "Asia/Jakarta";

/**
 * WIB is a fixed offset: Jakarta has kept UTC+7 all year since 1964, with no daylight saving, so an instant's WIB
 * wall clock is the UTC wall clock of the instant 7 h later. date-fns works on that wall clock as a UTC date
 * (@date-fns/utc): no zone database is asked, and the device's zone plays no part (ADR 007).
 */
const WIB_OFFSET_HOURS = 7;
const WIB_OFFSET_MS = WIB_OFFSET_HOURS * 60 * 60 * 1000;

export const REGISTRATION_OPENS_HOUR = 6;
export const REGISTRATION_CLOSES_HOUR = 21;

/** The instant's WIB wall clock as a UTC date: its UTC fields are the WIB date and time. */
function wallClock(instant: Date | number): UTCDate {
  return new UTCDate((typeof instant === "number" ? instant : instant.getTime()) + WIB_OFFSET_MS);
}

/** The instant (ms) whose WIB wall clock is the given UTC date's fields. */
function instantOfWallClock(wall: Date): number {
  return addHours(wall, -WIB_OFFSET_HOURS).getTime();
}

/** A YYYY-MM-DD calendar date as a wall clock at its midnight. */
const calendarDate = (isoDate: string) => parseISO(isoDate, { in: utc });

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
  // read straight off the UTC date: date-fns' getters would copy it once per field (this runs per guest call)
  const wall = wallClock(instant);
  return {
    year: wall.getFullYear(),
    month: wall.getMonth() + 1,
    day: wall.getDate(),
    hours: wall.getHours(),
    minutes: wall.getMinutes(),
    seconds: wall.getSeconds(),
    milliseconds: wall.getMilliseconds(),
    weekday: wall.getDay(),
  };
}

/** The instant (ms) of a WIB wall-clock time; a day or hour past its range rolls over (day 32 is the next month's 1st). */
export function wibInstant(year: number, month: number, day: number, hours = 0): number {
  return instantOfWallClock(new UTCDate(year, month - 1, day, hours));
}

/** YYYY-MM-DD of the instant in WIB. */
export function wibDate(instant: Date | number): string {
  return formatISO(wallClock(instant), { representation: "date" });
}

/** HH:mm:ss of the instant in WIB. */
export function wibTime(instant: Date | number): string {
  return lightFormat(wallClock(instant), "HH:mm:ss");
}

/** Audit timestamp: YYYY-MM-DD HH:mm:ss in WIB. */
export function wibTimestamp(instant: Date | number): string {
  return lightFormat(wallClock(instant), "yyyy-MM-dd HH:mm:ss");
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
  return formatISO(addDays(wallClock(now), 1), { representation: "date" });
}

/** 06:00:00.000 ≤ now < 21:00:00.000 WIB. */
export function isRegistrationOpen(now: Date | number): boolean {
  const hour = wallClock(now).getHours();
  return hour >= REGISTRATION_OPENS_HOUR && hour < REGISTRATION_CLOSES_HOUR;
}

/** Weekday (0 Sunday … 6 Saturday) of a YYYY-MM-DD calendar date. */
export function weekdayOf(isoDate: string): number {
  return getDay(calendarDate(isoDate));
}

/** The calendar date `days` after a YYYY-MM-DD (before, for a negative count). */
export function addCalendarDays(isoDate: string, days: number): string {
  return formatISO(addDays(calendarDate(isoDate), days), { representation: "date" });
}

/** Whether a YYYY-MM-DD names a day that exists ('2026-02-30' does not). */
export function isCalendarDate(isoDate: string): boolean {
  return isValid(calendarDate(isoDate));
}

/** The instant (ms) of midnight WIB starting a YYYY-MM-DD. */
export function wibMidnight(isoDate: string): number {
  return instantOfWallClock(calendarDate(isoDate));
}

/** YYYY-MM of a YYYY-MM-DD. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** 'Minggu' … 'Sabtu' (date-fns' Indonesian locale), indexed by weekday 0 Sunday … 6 Saturday. */
export const weekdayNamesId = ([0, 1, 2, 3, 4, 5, 6] as const).map((day) => id.localize.day(day, { width: "wide" }));

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

/**
 * A calendar date as staff screens show it, one style per screen language (issue 36 point 4): the day named in full,
 * as 'Antrean Hari Ini' heads its day. Indonesian 'Senin, 23 November 2026'; English 'Monday, November 23, 2026'.
 */
export function staffDate(isoDate: string, language: "id" | "en"): string {
  return language === "id" ? longDateId(isoDate) : format(calendarDate(isoDate), "EEEE, MMMM d, yyyy", { locale: enUS });
}
