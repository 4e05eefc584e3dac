import type { DayOff, DayOffCreateBody } from "../../../contract";
import type { Violation } from "../../rules/violation";
import type { Change, Page, PageRequest } from "../basics";

/** A location's days off. */
export interface DaysOffRepository {
  /** By date descending, then location; filters exact, `location_id` 0 or absent = all. */
  list(filter: { location_id?: number | undefined; date?: string | undefined }, page: PageRequest): Promise<Page<DayOff>>;
  get(id: number): Promise<DayOff | null>;
  /**
   * Active. Order: unknown location → 422 on `location_id`; then `checkNewDayOff` (server/rules/days-off.ts: not
   * before today WIB by `change.now`, one per location and date, archived ones included).
   */
  create(values: DayOffCreateBody, change: Change): Promise<DayOff | Violation>;
  setActive(id: number, active: boolean, change: Change): Promise<DayOff | null>;
  /** false when there is none. */
  delete(id: number): Promise<boolean>;
}
