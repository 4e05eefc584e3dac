import type { locationClosure } from "./choices";

/**
 * How the location list marks the markets when none serves the pickup date (choices.ts): every one 'Libur', every one
 * 'Tidak ada sesi' (a Sunday), or some of each. The notice above the form says the same (registration-window.tsx).
 */
export type NowhereMarks = "dayOff" | "noSession" | "both";

/** The markets' marks when none serves the pickup date; null when one does (open or full) or there is none. */
export function nowhereMarks(closures: ReadonlyArray<ReturnType<typeof locationClosure>>): NowhereMarks | null {
  if (closures.length === 0 || !closures.every((closure) => closure === "dayOff" || closure === "noSession")) return null;
  if (closures.every((closure) => closure === "dayOff")) return "dayOff";
  return closures.includes("dayOff") ? "both" : "noSession";
}

/**
 * Why no market serves the pickup date, in the words the location list marks them with (choices.ts: 'Libur', 'Tidak
 * ada sesi'): on a Saturday the notice said every market was 'libur' while the list said 'Tidak ada sesi' for all but
 * the one with a day off (UX pass, session 20). Without an outlook, 'noSession', the longest (its room, laid out unseen).
 */
export function nowhereWhy(marks: NowhereMarks, date: string) {
  if (marks === "dayOff") return `Semua lokasi libur pada ${date}.`;
  if (marks === "noSession") return `Tidak ada sesi di semua lokasi pada ${date}.`;
  // some 'Libur', the rest 'Tidak ada sesi': what both mean
  return `Tidak ada lokasi yang buka pada ${date}.`;
}
