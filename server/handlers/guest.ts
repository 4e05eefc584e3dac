import type { Queue } from "../../src/api/contract";
import { fingerprintOf } from "../rules/idempotency";
import { maskIdentityNumber } from "../rules/masking";
import { registrationWindowAt, scheduledDateFor } from "../rules/registration-window";
import { isViolation } from "../rules/violation";
import { json, refuse } from "./respond";
import type { Resolvers } from "./route";

/** The public routes of docs/product.md §10 (no login). */
export const guestResolvers: Resolvers = {
  guestScheduledDate({ clock, ok }) {
    const now = clock.now();
    return ok({ scheduled_date: scheduledDateFor(now), registration_window: registrationWindowAt(now) });
  },

  async guestLocations({ store, clock, ok }) {
    return ok({ queue_locations: await store.guestLocations(scheduledDateFor(clock.now())) });
  },

  async guestSessions({ store, clock, query, ok }) {
    return ok({ queue_sessions: await store.guestSessions(query.location_id, scheduledDateFor(clock.now())) });
  },

  /** Exactly once per Idempotency-Key: a retry with the same key and body gets the same ticket again. */
  async guestCreateQueue({ store, clock, body, request }) {
    const key = request.headers.get("idempotency-key")?.trim() || null;
    const outcome = await store.register({
      body,
      now: clock.now(),
      uuid: crypto.randomUUID(),
      idempotency: key ? { key, fingerprint: fingerprintOf(body) } : null,
    });
    if (isViolation(outcome)) return refuse(outcome);
    return json({ data: { queue: outcome.ticket } }, 201, outcome.replayed ? { "Idempotent-Replayed": "true" } : undefined);
  },

  async guestCheckQueues({ store, body, ok }) {
    return ok({ queues: (await store.ticketsForKjp(body.no_kjp, body.date)).map(maskedForGuest) });
  },
};

/** The public status check: KTP and KK masked to first 4 + last 4 digits (docs/product.md §11). */
function maskedForGuest(ticket: Queue): Queue {
  return { ...ticket, no_ktp: maskIdentityNumber(ticket.no_ktp), no_kk: maskIdentityNumber(ticket.no_kk) };
}
