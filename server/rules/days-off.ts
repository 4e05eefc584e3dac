import { adminProblems } from "../../contract/admin-rules";
import { wibDate } from "../../contract/wib";
import { violation, type Violation } from "./violation";

type DayOffLike = { id: number; location_id: number; date: string; is_active: boolean };

/**
 * A new day off (docs/product.md §11.9): not before today in WIB by the server's clock (422 on `date`), and at most
 * one per location and date, archived ones included (409 DUPLICATE on `date`). Where the one there is archived, the
 * refusal says so: staff closing the market that day activate it in the list instead of being told it is closed.
 */
export function checkNewDayOff(
  candidate: { location_id: number; date: string },
  existing: Iterable<DayOffLike>,
  now: number,
): Violation | null {
  const today = wibDate(now);
  if (candidate.date < today)
    return violation(422, "VALIDATION", `A day off cannot be in the past (today is ${today} WIB)`, { date: adminProblems.past });
  for (const dayOff of existing) {
    if (dayOff.location_id !== candidate.location_id || dayOff.date !== candidate.date) continue;
    return dayOff.is_active
      ? violation(409, "DUPLICATE", `This location already has a day off on ${candidate.date}`, {
          date: adminProblems.dayOffTaken,
        })
      : violation(409, "DUPLICATE", `This location has an archived day off on ${candidate.date}; activate it instead`, {
          date: adminProblems.dayOffArchived,
        });
  }
  return null;
}
