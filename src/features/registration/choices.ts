import type { GuestLocation, GuestSession } from "../../api/contract";
import { wibRange } from "../../lib/wib";
import type { SelectOption } from "../../ui";

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

export function locationOption(location: GuestLocation): SelectOption {
  const dayOff = location.queue_days_off.length > 0;
  return {
    id: location.id,
    label: location.name,
    description: dayOff ? (location.queue_days_off[0]?.details ?? undefined) : (location.description ?? undefined),
    badge: dayOff ? "Libur" : undefined,
    badgeTone: "warning",
    isDisabled: dayOff,
  };
}

export function sessionOption(session: GuestSession): SelectOption {
  const full = session.remaining_quota <= 0;
  return {
    id: session.id,
    label: wibRange(session.start_time, session.end_time),
    description: `Sisa kuota: ${Math.max(0, session.remaining_quota)}`,
    badge: full ? "Penuh" : undefined,
    badgeTone: "danger",
    isDisabled: full,
  };
}
