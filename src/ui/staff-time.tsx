import { staffTime } from "../lib/staff-format";
import { staffTimeText } from "./staff-time.css";

/** A session's start or end time ('07:00' or '07:00:00' from the API) as every staff screen shows one: `HH:mm:ss`. */
export function StaffTime({ time }: { time: string }) {
  const shown = staffTime(time);
  return (
    <time dateTime={shown} className={staffTimeText}>
      {shown}
    </time>
  );
}
