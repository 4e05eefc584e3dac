import type { Session, SessionCreateBody, SessionEditBody } from "../../../contract";
import { fullTime } from "../../rules/sessions";
import type { Violation } from "../../rules/violation";
import type { Change, Page, PageRequest } from "../basics";

export type SessionListFilter = { location_id?: number | undefined; day_of_the_week?: number | undefined };

/** A location's weekly sessions (weekday, times, quota). */
export interface SessionsRepository {
  /**
   * By location, weekday, start time; `location_id` 0 or absent = all locations; `day_of_the_week` (0 Sunday … 6
   * Saturday) absent = every day (docs/product.md §14.6).
   */
  list(filter: SessionListFilter, page: PageRequest): Promise<Page<Session>>;
  get(id: number): Promise<Session | null>;
  /**
   * Active; times stored as HH:mm:ss (`fullTime`). Order: unknown location → 422 on `location_id`
   * (`unknownReference`); then end not after start → `sessionTimesOutOfOrder` (server/rules/sessions.ts).
   */
  create(values: SessionCreateBody, change: Change): Promise<Session | Violation>;
  /** Only the given fields. Order: null if none; unknown location → 422; the merged times out of order → 422. */
  edit(id: number, values: SessionEditBody, change: Change): Promise<Session | null | Violation>;
  setActive(id: number, active: boolean, change: Change): Promise<Session | null>;
}

/** A new session's columns, as both stores keep them: active, its times as HH:mm:ss (`fullTime`). */
export function newSessionColumns(values: SessionCreateBody) {
  const { location_id, day_of_the_week, quota } = values;
  return {
    location_id,
    day_of_the_week,
    start_time: fullTime(values.start_time),
    end_time: fullTime(values.end_time),
    quota,
    is_active: true,
  };
}
