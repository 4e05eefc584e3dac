import { violation, type Violation } from "./violation";

/** HH:mm from a form becomes HH:mm:ss, the way the API stores and answers times. */
export function fullTime(time: string): string {
  return time.length === 5 ? `${time}:00` : time;
}

/** A session ends after it starts (times as HH:mm or HH:mm:ss); 422 on `end_time` otherwise. */
export function sessionTimesOutOfOrder(start: string, end: string): Violation | null {
  return fullTime(start) < fullTime(end)
    ? null
    : violation(422, "VALIDATION", "The end time must be after the start time", { end_time: "must be after start_time" });
}
