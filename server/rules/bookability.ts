import { weekdayOf, wibMidnight, wibTomorrow } from "../../contract/wib";
import { violation, type Violation } from "./violation";

/** What the bookability rules read of a day off. */
export type DayOffLike = { location_id: number; date: string; is_active: boolean };

/** An active day off on that date at that location blocks registration; an archived one does not. */
export function isBlockingDayOff(dayOff: DayOffLike, locationId: number, date: string): boolean {
  return dayOff.is_active && dayOff.location_id === locationId && dayOff.date === date;
}

export type BookingTarget = {
  session: { is_active: boolean; day_of_the_week: number; location_id: number };
  location: { is_active: boolean };
  /** the pickup date, YYYY-MM-DD */
  date: string;
  daysOff: Iterable<DayOffLike>;
};

/** What the guest session list offers for a pickup date: an active session of an active location on that weekday. */
export function isSessionOffered(session: BookingTarget["session"], location: BookingTarget["location"], date: string): boolean {
  return session.is_active && location.is_active && session.day_of_the_week === weekdayOf(date);
}

/** Whether a guest may book this session for the date: offered (above) and no active day off at the location. */
export function checkSessionBookable({ session, location, date, daysOff }: BookingTarget): Violation | null {
  if (!isSessionOffered(session, location, date)) {
    return violation(409, "SESSION_UNAVAILABLE", "Sesi tidak tersedia untuk tanggal pengambilan");
  }
  for (const dayOff of daysOff) {
    if (isBlockingDayOff(dayOff, session.location_id, date)) {
      return violation(409, "LOCATION_DAY_OFF", "Lokasi libur pada tanggal pengambilan");
    }
  }
  return null;
}

/** How far ahead the next pickup date is looked for: two weeks cover any run of days off a market declares. */
export const NEXT_PICKUP_HORIZON_DAYS = 14;

/**
 * The first date after `date` on which some location serves: it offers a session that weekday (`offered`: the active
 * sessions of active locations) and has no day off then (`daysOff`: active ones). Null when none does within
 * NEXT_PICKUP_HORIZON_DAYS. The registration page names it when no location serves the pickup date (issue 35).
 */
export function nextServedDate(
  date: string,
  offered: readonly { location_id: number; day_of_the_week: number }[],
  daysOff: readonly { location_id: number; date: string }[],
): string | null {
  let day = date;
  for (let step = 0; step < NEXT_PICKUP_HORIZON_DAYS; step++) {
    day = wibTomorrow(wibMidnight(day));
    const weekday = weekdayOf(day);
    const closed = new Set(daysOff.filter((dayOff) => dayOff.date === day).map((dayOff) => dayOff.location_id));
    if (offered.some((session) => session.day_of_the_week === weekday && !closed.has(session.location_id))) return day;
  }
  return null;
}

/** Whether a location serves nobody on the pickup date: a day off, or no session then. */
export const servesNobody = (location: { queue_days_off: readonly unknown[]; pickup_sessions?: number }) =>
  location.queue_days_off.length > 0 || location.pickup_sessions === 0;
