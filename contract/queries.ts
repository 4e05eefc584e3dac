import { type } from "arktype";
import { isoDate } from "./primitives";

/**
 * The query strings' parsers and their client-side shapes, re-exported by ./requests.ts (every import stays). A file of
 * their own because a schema is built when its file runs, and the demo's mock runs its files one per task: with the
 * bodies they were one of the start's longer tasks (ADR 301; figures in docs/performance-log.md "Session 20: the demo's
 * start", issue 38).
 */

// Query strings arrive as text; these parse them (the mock uses them, the client sends plain values).
const pageNumber = type("string.integer.parse |> number >= 1");
const pageSize = type("string.integer.parse |> 1 <= number <= 100");
/** a location filter: an id 1-9999 (docs/product.md §9), 0 for every location */
const idParam = type("string.integer.parse |> 0 <= number <= 9999");

export const pageQuery = type({ "page?": pageNumber, "size?": pageSize });
export const queueFilterQuery = type({
  "location_id?": idParam,
  "no?": "string",
  "no_kjp?": "string",
  "no_ktp?": "string",
  "date?": isoDate,
  // docs/product.md §14.3: the counter's status filter and one search box (queue number, KJP or KTP)
  "status?": "'registered' | 'done' | 'rejected'",
  "search?": "string",
});
export const queueListQuery = pageQuery.and(queueFilterQuery);
export const locationListQuery = pageQuery.and({ "name?": "string" });
// docs/product.md §14.6: the sessions of one weekday, 0 Sunday … 6 Saturday as the session's day_of_the_week
const weekdayParam = type("string.integer.parse |> 0 <= number <= 6");
export const sessionListQuery = pageQuery.and({ "location_id?": idParam, "day_of_the_week?": weekdayParam });
export const dayOffListQuery = pageQuery.and({ "location_id?": idParam, "date?": isoDate });

/** Client-side shapes of the same queries (values before they become text). */
export type PageParams = { page?: number; size?: number };
export type QueueFilters = {
  location_id?: number;
  no?: string;
  no_kjp?: string;
  no_ktp?: string;
  date?: string;
  status?: "registered" | "done" | "rejected";
  /** matches the queue number, the KJP or the KTP (docs/product.md §14.3) */
  search?: string;
};
export type QueueListParams = PageParams & QueueFilters;
export type SessionListParams = PageParams & {
  location_id?: number;
  /** 0 Sunday … 6 Saturday (docs/product.md §14.6) */
  day_of_the_week?: number;
};
export type DayOffListParams = PageParams & { location_id?: number; date?: string };
