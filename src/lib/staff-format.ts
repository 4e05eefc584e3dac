import { format } from "date-fns";
import { groupedCount } from "../../contract/staff-count";
import { calendarDate } from "../../contract/wib";
import type { ScreenLanguage } from "./screen-language";

/**
 * The formats of staff screens, one of each kind on every screen (docs/product.md §9 "One format per kind of value"):
 * a date is the specification's `YYYY-MM-DD` (SPEC §9), in a column, a detail, a heading or a sentence alike; a time is
 * `HH:mm:ss`; a record's audit moment `YYYY-MM-DD HH:mm:ss`; every one of them in WIB, which a field's name says once
 * where a person could doubt it ('Jam Mulai (WIB)', `withWibZone`), not each value; a range's ends joined by an en dash
 * with no spaces ('07:00:00–09:00:00', '1–10 dari 57'); a count grouped in the screen's language ('1.000' on
 * Indonesian screens, '1,000' on English ones). A number field keeps the bare number while it is edited
 * (src/ui/number-field.tsx).
 */

/** '2026-11-23' → '2026-11-23', on English and Indonesian screens alike: ten characters that never wrap. */
export function staffDate(isoDate: string): string {
  return format(calendarDate(isoDate), "yyyy-MM-dd");
}

/** '07:00:00' → '07:00:00'; a time the API sends without seconds ('07:00') gets them. */
export function staffTime(clock: string): string {
  return /^\d{2}:\d{2}$/.test(clock) ? `${clock}:00` : clock;
}

/** A record's audit moment as the API sends it, already `YYYY-MM-DD HH:mm:ss` WIB (docs/product.md §11.10). */
export function staffMoment(timestamp: string): string {
  return timestamp;
}

/** 'Jam Mulai' → 'Jam Mulai (WIB)': the zone said once, in the name of a field of WIB times. */
export function withWibZone(label: string): string {
  return `${label} (WIB)`;
}

export function staffRange(from: string, to: string): string {
  return `${from}–${to}`;
}

export function staffCount(count: number, language: ScreenLanguage): string {
  return groupedCount(count, language);
}
