import { orderBy } from "../store/memory/query";
import { isSessionOffered } from "../rules/bookability";
import { decideRegistration } from "../rules/registration";
import { registrationWindowAt, scheduledDateFor } from "../rules/registration-window";
import { isViolation } from "../rules/violation";
import { fingerprintOf, rememberResponse, replayFor } from "./idempotency";
import { presentGuestLocation, presentGuestSession, presentTicket, presentTicketForGuest } from "./present";
import { refuse } from "./respond";
import type { Resolvers } from "./route";

/** The public routes of docs/product.md §10 (no login). */
export const guestResolvers: Resolvers = {
  guestScheduledDate({ backend, ok }) {
    const now = backend.clock.now();
    return ok({ scheduled_date: scheduledDateFor(now), registration_window: registrationWindowAt(now) });
  },

  guestLocations({ backend: { db, clock }, ok }) {
    const date = scheduledDateFor(clock.now());
    const locations = db.all("locations").filter((location) => location.is_active);
    return ok({
      queue_locations: [...locations].sort(orderBy("name")).map((location) => presentGuestLocation(db, location, date)),
    });
  },

  guestSessions({ backend: { db, clock }, query, ok }) {
    const date = scheduledDateFor(clock.now());
    const location = db.byId("locations", query.location_id);
    const sessions = location
      ? db.all("sessions").filter((session) => session.location_id === location.id && isSessionOffered(session, location, date))
      : [];
    return ok({
      queue_sessions: [...sessions].sort(orderBy("start_time")).map((session) => presentGuestSession(db, session, date)),
    });
  },

  guestCreateQueue({ backend: { db, clock }, body, request }) {
    const key = request.headers.get("idempotency-key")?.trim() || null;
    const fingerprint = fingerprintOf(body);
    return db.transaction(async () => {
      const now = clock.now();
      const replay = key ? replayFor(db, key, fingerprint, now) : null;
      if (replay) return replay;
      const decision = decideRegistration(body, now, crypto.randomUUID(), {
        session: (id) => db.byId("sessions", id),
        location: (id) => db.byId("locations", id),
        daysOff: () => db.all("daysOff"),
        seatsTaken: (sessionId, date) => db.tickets.registeredFor(sessionId, date),
        ktpRegistrations: (ktp, date) => db.tickets.ktpRegistrations(ktp, date),
        nextSequence: (locationId, date) => db.tickets.nextSequence(locationId, date),
      });
      if (isViolation(decision)) return refuse(decision);
      const ticket = await db.insert("tickets", decision);
      const responseBody = JSON.stringify({ data: { queue: presentTicket(ticket) } });
      if (key) await rememberResponse(db, key, fingerprint, 201, responseBody, now);
      return new Response(responseBody, { status: 201, headers: { "Content-Type": "application/json" } });
    });
  },

  guestCheckQueues({ backend: { db }, body, ok }) {
    return ok({ queues: db.tickets.forKjpOnDate(body.no_kjp, body.date).map(presentTicketForGuest) });
  },
};
