import type { GuestLocation, GuestSession } from "../../../contract";
import { longDateId, wibRange } from "../../../contract/wib";
import type { SelectOption } from "../../ui";
import type { SessionLetGo } from "../../../machines/registration-attempt";

/** docs/product.md §8, verbatim. */
export const NO_LOCATIONS_TEXT = "Tidak ada lokasi yang tersedia untuk saat ini.";
export const NO_SESSIONS_TEXT =
  "Tidak ada sesi yang tersedia dari lokasi yang anda pilih. Silahkan pilih lokasi yang lain atau silahkan coba di lain hari.";

/**
 * The contract has no message for a missing choice (its default is English and technical), so the form says what a
 * citizen needs to do.
 */
export const CHOOSE_LOCATION_TEXT = "Pilih lokasi terlebih dahulu";
export const CHOOSE_SESSION_TEXT = "Pilih sesi terlebih dahulu";

/** Under 'Sesi' when the chosen session has filled up: it is let go (the registration machine's SESSION_FULL). */
export const sessionFullText = (range: string) => `Sesi ${range} sudah penuh. Pilih sesi atau lokasi lain.`;

/**
 * Under 'Sesi' when the lists read again no longer offer the chosen session (SESSION_UNLISTED): from 21:00 they are
 * another pickup date's, where a session of the same hours is another one; or staff closed it. The field went back to
 * 'Pilih sesi...' without a word (UX pass, session 40). It names the pickup date the list is for, which 'Tanggal
 * Pengambilan' changed to without a mark at 21:00 (the same hours looked like the same sessions: UX pass, session 43),
 * and no hours: the new list may offer the same ones.
 */
export function sessionListChangedText(pickupDate: string | null): string {
  // not 'Daftar sesi …': 'Daftar' is the button's word, read as "register a session now" the moment it closes (UX pass and
  // review, session 44); true too when staff closed the session and the date stayed
  return pickupDate === null
    ? "Sesi yang dipilih sudah tidak ada. Pilih sesi lagi."
    : `Sesi yang dipilih tidak ada untuk pengambilan ${longDateId(pickupDate)}. Pilih sesi lagi.`;
}

/**
 * Under the disabled 'Daftar' from 21:00 when the chosen session was let go: the line under 'Sesi' is screens above it
 * at 200 % text, and at 06:00 'Daftar' would answer with the form's error (UX pass, session 43/44).
 */
export const CHOOSE_SESSION_AGAIN_TEXT = "Pilih sesi lagi sebelum menekan Daftar.";

/** Under 'Sesi' while the session the machine let go is not replaced, why it went. */
export const sessionLetGoText = (letGo: SessionLetGo) =>
  letGo.why === "full" ? sessionFullText(letGo.label) : sessionListChangedText(letGo.pickupDate);

/** No seat left in a session. */
export const isFull = (session: GuestSession) => session.remaining_quota <= 0;

/** The marks of a market that serves nobody on the pickup date, beside 'Libur' (issue 35). */
export const NO_SESSION_BADGE = "Tidak ada sesi";
export const FULL_BADGE = "Penuh";
export const NO_SESSION_DETAIL = "Tidak ada sesi pada tanggal pengambilan.";
export const FULL_DETAIL = "Semua sesi sudah penuh.";

/**
 * Why a market cannot be chosen for the pickup date, or null: a day off, no session that day, or no seat left in its
 * sessions. The last two only when the API says them (`pickup_sessions`, `pickup_seats_left`: this project's addition).
 */
export function locationClosure(location: GuestLocation, withSeats = true): "dayOff" | "noSession" | "full" | null {
  if (location.queue_days_off.length > 0) return "dayOff";
  if (!withSeats) return null;
  if (location.pickup_sessions === 0) return "noSession";
  if (location.pickup_seats_left === 0) return "full";
  return null;
}

/**
 * A market as the list offers it. `withSeats`: the answer's sessions and seats are for the pickup date the form shows
 * (the server lists that date, server/rules/registration-window.ts listedPickupDateFor; a list read before 21:00 and
 * not yet read again is tomorrow's while the form shows the day after: then only the days off mark).
 */
export function locationOption(location: GuestLocation, withSeats = true): SelectOption {
  const closure = locationClosure(location, withSeats);
  const [badge, description] =
    closure === "dayOff"
      ? ["Libur", location.queue_days_off[0]?.details]
      : closure === "noSession"
        ? [NO_SESSION_BADGE, NO_SESSION_DETAIL]
        : closure === "full"
          ? [FULL_BADGE, FULL_DETAIL]
          : [undefined, location.description];
  return {
    id: location.id,
    label: location.name,
    description: description ?? undefined,
    badge,
    badgeTone: closure === "full" ? "danger" : "warning",
    isDisabled: closure !== null,
  };
}

export function sessionOption(session: GuestSession): SelectOption {
  const full = isFull(session);
  return {
    id: session.id,
    label: wibRange(session.start_time, session.end_time),
    description: `Sisa kuota: ${Math.max(0, session.remaining_quota)}`,
    badge: full ? "Penuh" : undefined,
    badgeTone: "danger",
    isDisabled: full,
  };
}
