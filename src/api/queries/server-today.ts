import { useQuery } from "@tanstack/react-query";
import { useServerToday } from "../../lib/server-clock";
import { wibToday } from "../../../contract/wib";
import { guestQueries } from "./guest";

/**
 * Today in WIB by the server's clock (src/lib/server-clock.ts, ADR 009) for a screen that needs it: asks the server
 * for its time (the registration window's `server_time`) when this page has not heard it yet, and is `null` until
 * then, so a screen waits for the server's day rather than show the device's. If the server cannot be asked, the
 * device's day stands in (the screen's own calls then say what is wrong).
 */
export function useToday(): string | null {
  const today = useServerToday();
  const heard = useQuery({ ...guestQueries.scheduledDate(), enabled: today === null });
  if (today === null && heard.isError) return wibToday(Date.now());
  return today;
}

/** Keeps the server's time heard on a page that shows "today" but fetches nothing else (the status page, 'Tiket saya'). */
export function useServerTimeHeard(): void {
  useQuery({ ...guestQueries.scheduledDate(), enabled: useServerToday() === null });
}
