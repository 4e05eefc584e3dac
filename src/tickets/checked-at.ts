import { hhmm, longDateId, wibDate, wibTime } from "../../contract/wib";

/**
 * When a saved ticket's status was last known, 'Senin, 23 November 2026 pukul 08:00 WIB': one format in 'Tiket saya'
 * and in the opened ticket (docs/product.md §2.2).
 */
export function checkedAtText(at: number): string {
  return `${longDateId(wibDate(at))} pukul ${hhmm(wibTime(at))} WIB`;
}

/** Under each listed ticket and in an opened one checked just now: 'Status diperiksa <date> pukul <HH:mm> WIB.' */
export const checkedNote = (at: number) => `Status diperiksa ${checkedAtText(at)}.`;
