import { queryOptions } from "@tanstack/react-query";
import type { GuestRegistrationBody, GuestStatusBody } from "../../../contract";
import { learnServerTime, wasSetSince } from "../../lib/server-clock";
import { api } from "../instance";

export const guestKeys = {
  all: ["guest"] as const,
  scheduledDate: () => [...guestKeys.all, "scheduled-date"] as const,
  locations: () => [...guestKeys.all, "locations"] as const,
  allSessions: () => [...guestKeys.all, "sessions"] as const,
  sessions: (locationId: number) => [...guestKeys.allSessions(), locationId] as const,
};

/** The pickup date and the window; the app's one clock learns the server's time from it (src/lib/server-clock.ts, ADR 009). */
async function fetchScheduledDate() {
  let sentAt = Date.now();
  let { data } = await api.call("guestScheduledDate");
  // the demo's clock moved while this call was out: its answer is of the old time, so ask once more
  if (wasSetSince(sentAt)) {
    sentAt = Date.now();
    ({ data } = await api.call("guestScheduledDate"));
  }
  if (data.registration_window) learnServerTime(data.registration_window.server_time, Date.now(), sentAt);
  return data;
}

/** Hears the server's time, for a page that shows 'Tiket saya' and asks nothing else (the landing page). */
export async function hearServerTime(): Promise<void> {
  await fetchScheduledDate();
}

export const guestQueries = {
  /** The pickup date and the registration window by the server's clock (docs/product.md §14). */
  scheduledDate: () =>
    queryOptions({
      queryKey: guestKeys.scheduledDate(),
      queryFn: fetchScheduledDate,
    }),
  /** The locations for the pickup date, that date and the next one served when none serves it (issue 35). */
  locationsForPickup: () =>
    queryOptions({
      queryKey: guestKeys.locations(),
      queryFn: async () => (await api.call("guestLocations")).data,
    }),
  /** Nothing is requested before a location is chosen (docs/product.md §2). */
  sessions: (locationId: number | null) =>
    queryOptions({
      queryKey: guestKeys.sessions(locationId ?? 0),
      queryFn: async () => (await api.call("guestSessions", { query: { location_id: locationId } })).data.queue_sessions,
      enabled: locationId !== null && locationId > 0,
    }),
};

export async function createGuestQueue(body: GuestRegistrationBody, idempotencyKey: string) {
  return (await api.call("guestCreateQueue", { body, headers: { "Idempotency-Key": idempotencyKey } })).data.queue;
}

export async function checkGuestQueues(body: GuestStatusBody) {
  return (await api.call("guestCheckQueues", { body })).data.queues;
}
