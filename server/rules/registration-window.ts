import {
  REGISTRATION_CLOSES_HOUR,
  REGISTRATION_OPENS_HOUR,
  inWib,
  isRegistrationOpen,
  pickupDateOfWindow,
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

/**
 * The window's part that holds for the hour it was worked out for, [from, until) in ms, with the pickup date it
 * serves, and the last server_time.
 */
let lastHour = { from: 0, until: 0, is_open: false, opens_at: "", closes_at: "", closesAtMs: 0, pickup_date: "" };
let lastNow = { now: Number.NaN, serverTime: "" };

/**
 * The window changes only at 06:00 and 21:00 WIB, whole hours (UTC+7: a WIB hour is a UTC hour), so it is worked out
 * once per hour. Three timestamps formatted per call were ~4 % of the scheduled date's CPU in a rush (issue 34).
 */
function windowHourOf(now: number) {
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
      closesAtMs: at(REGISTRATION_CLOSES_HOUR),
      pickup_date: pickupDateOfWindow(at(REGISTRATION_OPENS_HOUR)),
    };
  }
  return lastHour;
}

/**
 * The registration window a citizen's form follows (docs/product.md §14, ADR 805): open now or not, the current
 * window if open or the next one if not (today's before 06:00, tomorrow's from 21:00), and the server's time, all in
 * WIB. The form runs on this clock, not the phone's. server_time to the millisecond, once per clock value.
 */
export function registrationWindowAt(now: number) {
  const hour = windowHourOf(now);
  if (now !== lastNow.now) lastNow = { now, serverTime: wibIso(now) };
  return {
    is_open: hour.is_open,
    opens_at: hour.opens_at,
    closes_at: hour.closes_at,
    server_time: lastNow.serverTime,
  };
}

/**
 * The pickup date the guest lists are for: the one the current registration window serves, or the next one while it
 * is closed — tomorrow until 20:59:59.999, the day after tomorrow from 21:00:00.000 (docs/product.md §2.3, §11.4).
 * The form shows this date from the window it is given (`pickupDateOfWindow`), so its markets, sessions, seats and the
 * notice that no market serves the date are for the date it shows. The scheduled date stays tomorrow (§11.3): the
 * date a registration made now gets, which from 21:00 none is.
 */
export function listedPickupDateFor(now: number): string {
  return windowHourOf(now).pickup_date;
}

/**
 * How long before the window closes the scheduled date stops being kept by a cache: nginx serves a `max-age=1,
 * stale-while-revalidate=1` copy until at most three seconds after it received it (its clock counts whole seconds),
 * so five leave a margin as long as the answer reaches nginx within 2 s of being made here (it does: the resolver
 * builds it synchronously and it is written at once) (deploy/nginx/antrean-api.conf, ADR 805, ADR 125).
 */
export const KEPT_BEFORE_CLOSING_MS = 5_000;

/**
 * Whether the scheduled date's answer at `now` may be kept for a second by the micro-cache: only while the window is
 * open and stays open past any moment a kept copy can be served. Never while it is closed: no answer from before
 * 06:00:00 is kept past it, and a kept answer's `server_time` (which a phone sets its clock by, ADR 009) is never
 * from before the opening, so a phone that heard it cannot read "closed" after 06:00:00.
 */
export function scheduledDateMayBeKept(now: number): boolean {
  return isRegistrationOpen(now) && isRegistrationOpen(now + KEPT_BEFORE_CLOSING_MS);
}

/**
 * Whether a guest list's answer at `now` may be kept for a second by the micro-cache: not in the last
 * KEPT_BEFORE_CLOSING_MS before 21:00:00, when the date the lists are for moves to the day after tomorrow
 * (`listedPickupDateFor`), so no kept list of tomorrow's markets is served after it. At 06:00 and midnight the date
 * stays the same.
 */
export function listsMayBeKept(now: number): boolean {
  // the hour's closing time, worked out once per hour: no time-zone arithmetic per list answered (issue 34)
  const { closesAtMs } = windowHourOf(now);
  return !(now >= closesAtMs - KEPT_BEFORE_CLOSING_MS && now < closesAtMs);
}
