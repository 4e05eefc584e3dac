import {
  REGISTRATION_CLOSES_HOUR,
  REGISTRATION_OPENS_HOUR,
  inWib,
  isRegistrationOpen,
  wibInstant,
  wibIso,
  wibMidnight,
  wibToday,
  wibTomorrow,
} from "../../contract/wib";
import { violation, type Violation } from "./violation";

/** 06:00:00.000 ≤ now < 21:00:00.000 WIB, else 403 REGISTRATION_CLOSED (docs/product.md §11). */
export function checkRegistrationWindow(now: number): Violation | null {
  if (isRegistrationOpen(now)) return null;
  return violation(403, "REGISTRATION_CLOSED", "Pendaftaran hanya dapat dilakukan pukul 06:00 - 21:00 WIB");
}

/** The WIB day the last answer was for, [from, until) in ms: every call of a rush falls in it. */
let lastDay = { from: 0, until: 0, pickup: "" };

/**
 * The pickup date: tomorrow in WIB, whatever the device's zone. Kept for the day it was worked out for (a server
 * answers it several times per request, and the time-zone arithmetic was a few % of a rush's CPU).
 */
export function scheduledDateFor(now: number): string {
  if (now >= lastDay.from && now < lastDay.until) return lastDay.pickup;
  const pickup = wibTomorrow(now);
  lastDay = { from: wibMidnight(wibToday(now)), until: wibMidnight(pickup), pickup };
  return pickup;
}

const HOUR_MS = 3_600_000;

/** The window's part that holds for the hour it was worked out for, [from, until) in ms, and the last server_time. */
let lastHour = { from: 0, until: 0, is_open: false, opens_at: "", closes_at: "" };
let lastNow = { now: Number.NaN, serverTime: "" };

/**
 * The registration window a citizen's form follows (docs/product.md §14, ADR 805): open now or not, the current
 * window if open or the next one if not (today's before 06:00, tomorrow's from 21:00), and the server's time, all in
 * WIB. The form runs on this clock, not the phone's. The window changes only at 06:00 and 21:00 WIB, whole hours
 * (UTC+7: a WIB hour is a UTC hour), so it is worked out once per hour; server_time to the millisecond, once per clock
 * value. Three timestamps formatted per call were ~4 % of the scheduled date's CPU in a rush (issue 34).
 */
export function registrationWindowAt(now: number) {
  if (!(now >= lastHour.from && now < lastHour.until)) {
    const today = inWib(now);
    const day = today.hours >= REGISTRATION_CLOSES_HOUR ? 1 : 0;
    const at = (hour: number) => wibInstant(today.year, today.month, today.day + day, hour);
    const from = Math.floor(now / HOUR_MS) * HOUR_MS;
    lastHour = {
      from,
      until: from + HOUR_MS,
      is_open: isRegistrationOpen(now),
      opens_at: wibIso(at(REGISTRATION_OPENS_HOUR)),
      closes_at: wibIso(at(REGISTRATION_CLOSES_HOUR)),
    };
  }
  if (now !== lastNow.now) lastNow = { now, serverTime: wibIso(now) };
  return {
    is_open: lastHour.is_open,
    opens_at: lastHour.opens_at,
    closes_at: lastHour.closes_at,
    server_time: lastNow.serverTime,
  };
}
