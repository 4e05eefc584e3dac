import type { Queue } from "../../contract";
import { servesNobody } from "../rules/bookability";
import { fingerprintOf, idempotencyKeyTooLong, isKeyTooLong } from "../rules/idempotency";
import { maskIdentityNumber } from "../rules/masking";
import {
  checkRegistrationWindow,
  listedPickupDateFor,
  listsMayBeKept,
  registrationWindowAt,
  scheduledDateFor,
  scheduledDateMayBeKept,
} from "../rules/registration-window";
import { isViolation } from "../rules/violation";
import { idempotencyKeyOf, retriesSavedRegistration } from "./idempotency-key";
import { jsonAnswer, jsonTextAnswer, okAnswer, refuse, SCHEDULED_DATE_CACHE, type JsonAnswer, type DataOf } from "./respond";
import type { Resolvers } from "./route";

/** The public routes of docs/product.md §10 (no login). */
export const guestResolvers: Resolvers = {
  guestScheduledDate({ clock }) {
    const now = clock.now();
    const answer = okAnswer({
      scheduled_date: scheduledDateFor(now),
      registration_window: registrationWindowAt(now),
    } satisfies DataOf<"guestScheduledDate">);
    // nginx keeps it a second, as the lists, while nothing in it can turn false meanwhile (issue 34, ADR 805, ADR 125)
    if (scheduledDateMayBeKept(now)) answer.cacheControl = SCHEDULED_DATE_CACHE;
    return answer;
  },

  /**
   * The locations for the pickup date the current or next registration window serves (from 21:00 the day after
   * tomorrow: the date the form shows, registration-window.ts `listedPickupDateFor`), that date, and when no location
   * serves it (a Sunday, a day off everywhere) the next date one does: the registration page says so before a citizen
   * types (issue 35). The next date is read only on such a day.
   */
  async guestLocations({ store, clock }) {
    const now = clock.now();
    const pickupDate = listedPickupDateFor(now);
    const list = await store.tickets.guestLocations(pickupDate);
    const nextPickupDate = list.every(servesNobody) ? await store.tickets.nextPickupDate(pickupDate) : null;
    return listAnswer(
      now,
      okList(
        list,
        () =>
          ({
            queue_locations: list,
            pickup_date: pickupDate,
            next_pickup_date: nextPickupDate,
          }) satisfies DataOf<"guestLocations">,
      ),
    );
  },

  async guestSessions({ server, store, clock, query }) {
    const now = clock.now();
    const date = listedPickupDateFor(now);
    const read = await store.tickets.guestSessions(query.location_id, date);
    // a session this process has just refused as full shows full, whatever a list read before the refusal said
    const stale = read.some((session) => session.remaining_quota > 0 && server.fullSessions.isFull(session.id, date));
    const list = stale
      ? read.map((session) => (server.fullSessions.isFull(session.id, date) ? { ...session, remaining_quota: 0 } : session))
      : read;
    return listAnswer(
      now,
      okList(list, () => ({ queue_sessions: list }) satisfies DataOf<"guestSessions">),
    );
  },

  /**
   * Exactly once per Idempotency-Key: a retry with the same key and body gets the same ticket again. A session this
   * process knows is full is refused as the store refused it, without the store (server/handlers/full-sessions.ts),
   * unless the key is remembered (a retry of a saved registration: the store replays its ticket).
   */
  async guestCreateQueue({ server, store, clock, body, request }) {
    const key = idempotencyKeyOf(request);
    if (key && isKeyTooLong(key)) return refuse(idempotencyKeyTooLong);
    const now = clock.now();
    const date = scheduledDateFor(now);
    const full = server.fullSessions;
    const marked = checkRegistrationWindow(now) === null ? full.refusal(body.session_id, date) : null;
    if (marked && !(await retriesSavedRegistration(server, request))) return refuse(marked);
    const generation = full.generation();
    const outcome = await store.tickets.register({
      body,
      now,
      uuid: crypto.randomUUID(),
      idempotency: key ? { key, fingerprint: fingerprintOf(body) } : null,
    });
    if (isViolation(outcome)) {
      if (outcome.code === "QUOTA_FULL") full.mark(body.session_id, date, outcome, generation);
      return refuse(outcome);
    }
    return jsonAnswer({ data: { queue: outcome.ticket } }, 201, outcome.replayed ? { "Idempotent-Replayed": "true" } : undefined);
  },

  async guestCheckQueues({ store, body, ok }) {
    return ok({ queues: (await store.tickets.forKjp(body.no_kjp, body.date)).map(maskedForGuest) });
  },
};

/**
 * A guest list's answer, serialized once per list the store hands out: the SQL store keeps each list for a second and
 * hands every caller in it the same array (ADR 121, "Guest lists kept 1 s"), so a rush's thousands of identical
 * answers a second are one JSON.stringify (issue 34). Kept as the JSON text, not its UTF-8 bytes: Node joins a text
 * body to the head as one chunk of the socket's write, where bytes go as a chunk of their own beside it — more of
 * Node's own work per call than encoding the text again (docs/performance-log.md, "Node's CPU per call").
 * A store that reads anew each time (the memory store) just misses.
 */
const listAnswers = new WeakMap<object, string>();
function okList(list: object, data: () => unknown): JsonAnswer {
  let text = listAnswers.get(list);
  if (text === undefined) {
    text = JSON.stringify({ data: data() });
    listAnswers.set(list, text);
  }
  return jsonTextAnswer(text);
}

/**
 * A guest list's answer as caches may keep it: a second (server/api.ts), but not in the seconds before 21:00, when
 * the date the lists are for moves on (registration-window.ts `listsMayBeKept`).
 */
function listAnswer(now: number, answer: JsonAnswer): JsonAnswer {
  if (!listsMayBeKept(now)) answer.cacheControl = "no-store";
  return answer;
}

/** The public status check: KTP and KK masked to first 4 + last 4 digits (docs/product.md §11). */
function maskedForGuest(ticket: Queue): Queue {
  return { ...ticket, no_ktp: maskIdentityNumber(ticket.no_ktp), no_kk: maskIdentityNumber(ticket.no_kk) };
}
