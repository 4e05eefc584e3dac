import type { CapacityReport } from "../../../contract";

type Rush = CapacityReport["rush"];

/** 'HH:mm:ss' of the slot's start (docs/product.md §9). */
export function slotStart(rush: Rush, slot: number): string {
  const [h, m] = rush.from.split(":").map(Number) as [number, number];
  const minutes = h * 60 + m + slot * rush.interval_minutes;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}:00`;
}

/** The busiest slot (the first of equals), or null when nobody registered. */
export function peakOf(rush: Rush): { slot: number; count: number } | null {
  let peak: { slot: number; count: number } | null = null;
  rush.counts.forEach((count, slot) => {
    if (count > 0 && (!peak || count > peak.count)) peak = { slot, count };
  });
  return peak;
}
