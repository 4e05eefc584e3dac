import type { Queue, QueueFilters } from "../../../contract";
import { isSessionOffered, nextServedDate } from "../../rules/bookability";
import { tallyTickets } from "../../rules/capacity";
import { idempotencyKeyReused, isKeyRemembered } from "../../rules/idempotency";
import { nextQueueStatus } from "../../rules/queue-status";
import { decideRegistration } from "../../rules/registration";
import { isViolation, unknownReference, type Violation } from "../../rules/violation";
import type { PageRequest } from "../basics";
import type { Row } from "../memory/database";
import { presentGuestLocation, presentGuestSession, presentTicket } from "../memory/present";
import { containsMatcher, orderBy, selectAll, selectPage } from "../memory/query";
import { atomic, type MemoryScope } from "../memory/scope";
import { RegisterInTransaction, type RegistrationRequest, type TicketStatusChange, type TicketsRepository } from "./repository";

/** Tickets in memory: the collection and its index (../memory/ticket-index.ts) for the hot paths. */
export class MemoryTickets implements TicketsRepository {
  constructor(private readonly scope: MemoryScope) {}

  async guestLocations(date: string) {
    const { db } = this.scope;
    return db
      .all("locations")
      .filter((location) => location.is_active)
      .sort(orderBy("name"))
      .map((location) => presentGuestLocation(db, location, date));
  }

  async nextPickupDate(date: string) {
    const { db } = this.scope;
    const offered = db
      .all("sessions")
      .filter((session) => session.is_active && db.byId("locations", session.location_id)?.is_active);
    return nextServedDate(
      date,
      offered,
      db.all("daysOff").filter((dayOff) => dayOff.is_active),
    );
  }

  async guestSessions(locationId: number, date: string) {
    const { db } = this.scope;
    const location = db.byId("locations", locationId);
    if (!location) return [];
    return db
      .all("sessions")
      .filter((session) => session.location_id === location.id && isSessionOffered(session, location, date))
      .sort(orderBy("start_time"))
      .map((session) => presentGuestSession(db, session, date));
  }

  register({ body, now, uuid, idempotency }: RegistrationRequest) {
    if (this.scope.inTransaction) throw new RegisterInTransaction();
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      if (idempotency) {
        const stored = db.find("idempotency", (row) => row.key === idempotency.key && isKeyRemembered(row.created_at, now));
        if (stored) {
          if (stored.fingerprint !== idempotency.fingerprint) return idempotencyKeyReused;
          // the stored answer's ticket, as it was when first answered
          return { ticket: (JSON.parse(stored.body) as { data: { queue: Queue } }).data.queue, replayed: true };
        }
      }
      const decision = decideRegistration(body, now, uuid, {
        session: (id) => db.byId("sessions", id),
        location: (id) => db.byId("locations", id),
        daysOff: () => db.all("daysOff"),
        seatsTaken: (sessionId, date) => db.tickets.registeredFor(sessionId, date),
        ktpRegistrations: (ktp, date) => db.tickets.ktpRegistrations(ktp, date),
        nextSequence: (locationId, date) => db.tickets.nextSequence(locationId, date),
      });
      if (isViolation(decision)) return decision;
      const ticket = presentTicket(await db.insert("tickets", decision));
      if (idempotency) {
        for (const expired of db.all("idempotency").filter((row) => !isKeyRemembered(row.created_at, now)))
          db.remove("idempotency", expired);
        await db.insert("idempotency", {
          key: idempotency.key,
          fingerprint: idempotency.fingerprint,
          status: 201,
          body: JSON.stringify({ data: { queue: ticket } }),
          created_at: now,
        });
      }
      return { ticket, replayed: false };
    });
  }

  async isKeyRemembered(key: string, now: number) {
    return this.scope.db.find("idempotency", (row) => row.key === key && isKeyRemembered(row.created_at, now)) !== undefined;
  }

  async forKjp(kjp: string, date: string) {
    return this.scope.db.tickets.forKjpOnDate(kjp, date).map(presentTicket);
  }

  async list(filters: QueueFilters, page: PageRequest) {
    const result = selectPage(this.scope.db.tickets.inListOrder(filters.date), { where: ticketFilter(filters), ...page });
    return { ...result, rows: result.rows.map(presentTicket) };
  }

  async count(filters: QueueFilters) {
    return selectAll(this.scope.db.tickets.inListOrder(filters.date), { where: ticketFilter(filters) }).length;
  }

  async listAll(filters: QueueFilters, most: number) {
    const rows = selectAll(this.scope.db.tickets.inListOrder(filters.date), { where: ticketFilter(filters) });
    return rows.length > most ? null : rows;
  }

  async get(uuid: string) {
    const ticket = this.scope.db.tickets.get(uuid);
    return ticket ? presentTicket(ticket) : null;
  }

  changeStatus(change: TicketStatusChange) {
    const { db } = this.scope;
    return atomic(this.scope, async (): Promise<Queue | null | Violation> => {
      let rejection: Row<"tickets">["rejection_reason"] = null;
      if (change.action === "reject") {
        const reason = db.byId("rejectionReasons", change.rejectionReasonId);
        if (!reason) return unknownReference("rejection_reason_id", change.rejectionReasonId, "rejection reason");
        rejection = { reason: reason.reason };
      }
      const ticket = db.tickets.get(change.uuid);
      if (!ticket) return null;
      const next = nextQueueStatus(ticket.status, change.action);
      if (isViolation(next)) return next;
      return presentTicket(await db.update("tickets", ticket, { status: next.status, rejection_reason: rejection }));
    });
  }

  async capacityRows(date: string, { includeArchived }: { includeArchived: boolean }) {
    const { db } = this.scope;
    const locations = db.all("locations");
    const sessions = db.all("sessions");
    const tickets = db.tickets.inListOrder(date);
    return {
      ...tallyTickets({ tickets, locations, sessions, date, includeArchived }),
      locations,
      sessions,
      daysOff: db.all("daysOff"),
    };
  }
}

/**
 * The list and export filters: location 0 means all (docs/product.md §9); text filters match anywhere, case-insensitive;
 * `status` and `search` (queue number, KJP or KTP) are this project's additions (docs/product.md §14.3).
 * The date is not here: the ticket index hands over only that date's tickets.
 */
function ticketFilter(filters: QueueFilters): ((ticket: Row<"tickets">) => boolean) | undefined {
  const checks: ((ticket: Row<"tickets">) => boolean)[] = [];
  const locationId = filters.location_id;
  if (locationId) checks.push((ticket) => ticket.queue_location_id === locationId);
  for (const field of ["no", "no_kjp", "no_ktp"] as const) {
    const matches = containsMatcher(filters[field]);
    if (matches) checks.push((ticket) => matches(ticket[field]));
  }
  const status = filters.status;
  if (status) checks.push((ticket) => ticket.status === status);
  const search = containsMatcher(filters.search?.trim());
  if (search) checks.push((ticket) => search(ticket.no) || search(ticket.no_kjp) || search(ticket.no_ktp));
  if (checks.length <= 1) return checks[0];
  return (ticket) => checks.every((check) => check(ticket));
}
