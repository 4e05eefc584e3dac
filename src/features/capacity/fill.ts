import type { CapacityCounts, CapacityLocation } from "../../../contract";
import { t } from "./texts";

export type MeterLevel = "open" | "high" | "full" | "none";

/** From 80% taken a session is 'high' (amber): staff should look before it fills. */
const HIGH_FROM_PERCENT = 80;

/** How full a session or location is: the colour level and the words that say the same. */
export function fillOf({ quota, registered }: { quota: number; registered: number }, filledAt: string | null = null) {
  if (quota <= 0) return { level: "none" as MeterLevel, percent: 0, label: t.noQuota };
  const percent = Math.min(100, Math.floor((registered / quota) * 100));
  if (registered >= quota) return { level: "full" as MeterLevel, percent: 100, label: filledAt ? t.fullAt(filledAt) : t.full };
  return { level: (percent >= HIGH_FROM_PERCENT ? "high" : "open") as MeterLevel, percent, label: t.percentFull(percent) };
}

/**
 * The seats taken of those a location or the city offers on the date: its 'Kuota' less its 'Sisa', so its meter and its
 * 'Sisa' say the same. Its 'Pendaftar' is not that: it also counts the registrations of a session that offers no seats on
 * the date (archived after they were made, moved to another weekday, at a location closed by a day off) and those beyond
 * a quota lowered after them; a card whose busiest session was archived read '75% terisi' beside 'Kuota 4' and 'Sisa 2'.
 */
export function seatsTaken({ quota, remaining }: Pick<CapacityCounts, "quota" | "remaining">): number {
  return quota - remaining;
}

/**
 * The city at a glance: of the sessions that offer seats on the date, how many are full and how many nearly full,
 * and how many locations are closed by a day off (what staff look for first in the 06:00 rush).
 */
export function glanceOf(locations: readonly CapacityLocation[]) {
  let offered = 0;
  let full = 0;
  let high = 0;
  for (const location of locations) {
    for (const session of location.sessions) {
      if (session.quota <= 0) continue;
      offered++;
      const { level } = fillOf(session);
      if (level === "full") full++;
      else if (level === "high") high++;
    }
  }
  return { offered, full, high, daysOff: locations.filter((l) => l.day_off).length };
}
