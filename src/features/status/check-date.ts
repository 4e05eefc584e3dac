import { REGISTRATION_CLOSES_HOUR, inWib, wibTime, wibToday, wibTomorrow } from "../../../contract/wib";

/** What the default date needs of a ticket kept on this phone ('Tiket saya'): its pickup day and when it ends. */
export type KeptPickup = { scheduled_date: string; scheduled_end_time: string };

/** '09:00' or '09:00:00' → '09:00:00', to compare with `wibTime` as text. */
const seconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/**
 * The date the status check's field starts at (docs/product.md §2.4), by the app's one clock (WIB, the server's time):
 * the pickup the citizen is most likely asking about.
 *
 * 1. The earliest ticket kept on this phone whose session has not ended yet (its pickup date and end time in WIB): on
 *    pickup morning that is today's ticket, after her session the one she registered today for tomorrow.
 * 2. Otherwise today until the registration window closes (21:00 WIB, docs/product.md §11.2), tomorrow from then. The
 *    page does not know today's session hours (the guest lists are the next pickup date's, §11.4), and until 21:00
 *    today's pickups may still be going on: at the market at 07:30 she holds a ticket for today, whereas tomorrow's
 *    default answered 'Anda tidak memiliki jadwal antrean' (UX pass, session 34). From 21:00 no registration is
 *    possible and the day's pickups are over; what is left to ask about is tomorrow's.
 */
export function defaultCheckDate(now: number, kept: readonly KeptPickup[]): string {
  const today = wibToday(now);
  const time = wibTime(now);
  const coming = kept
    .filter((t) => t.scheduled_date > today || (t.scheduled_date === today && seconds(t.scheduled_end_time) > time))
    .map((t) => t.scheduled_date)
    .sort();
  if (coming[0] !== undefined) return coming[0];
  return inWib(now).hours < REGISTRATION_CLOSES_HOUR ? today : wibTomorrow(now);
}
