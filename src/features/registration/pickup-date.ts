import { pickupDateOfWindow } from "../../../contract/wib";
import type { WindowPhase } from "./registration-window";

/**
 * The pickup date the form shows (docs/product.md §2.3): while registration is closed, the one a registration made
 * when it opens gets — the day after the opening, so from 21:00 the day after tomorrow, not the date the server
 * would give now; while it is open (or before the server has said), the server's date. The server lists the markets
 * and sessions for the same date by the same rule (`pickupDateOfWindow`; server/rules/registration-window.ts
 * `listedPickupDateFor`): the lists' `pickup_date` is this date, save for a list read before the window moved on.
 */
export function shownPickupDate(
  { phase, opensAt }: { phase: WindowPhase; opensAt: number },
  scheduledDate: string | undefined,
): string | undefined {
  const closed = phase === "before" || phase === "after";
  return closed && !Number.isNaN(opensAt) ? pickupDateOfWindow(opensAt) : scheduledDate;
}
