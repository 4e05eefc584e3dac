import type { GuestLocation, GuestRegistrationBody, GuestSession, Queue, QueueFilters } from "../../../contract";
import type { CapacityInput } from "../../rules/capacity";
import type { QueueAction } from "../../rules/queue-status";
import type { Violation } from "../../rules/violation";
import type { Page, PageRequest } from "../basics";

/** Tickets: the guest's reads and registration (docs/product.md §10, §11), the staff list, a ticket's status, the capacity board. */
export interface TicketsRepository {
  /**
   * Active locations by name, each with its active days off on `date` (the pickup date), the sessions a guest may
   * pick there for `date` (`pickup_sessions`, as `guestSessions` lists them) and their seats left (`pickup_seats_left`,
   * the sum of their `remaining_quota`). Fresh after a registration that took a location's last seat.
   */
  guestLocations(date: string): Promise<GuestLocation[]>;
  /**
   * The first date after `date` on which some active location offers an active session and has no active day off
   * (server/rules/bookability.ts `nextServedDate`), null when none does within two weeks.
   */
  nextPickupDate(date: string): Promise<string | null>;
  /**
   * The sessions a guest may pick at a location for `date`: active, of that weekday, at an active location
   * (server/rules/bookability.ts `isSessionOffered`), by start time, with `remaining_quota` = max(0, quota − seats
   * taken on `date`). A location that does not exist has none.
   */
  guestSessions(locationId: number, date: string): Promise<GuestSession[]>;
  /**
   * A guest registration, exactly once, in one step (the store's own: the SQL store's is one call of the database
   * function register_guest, so it is never part of a caller's transaction):
   * 1. idempotency: a key seen within IDEMPOTENCY_TTL_MS (server/rules/idempotency.ts) with the same fingerprint
   *    answers the ticket it created, `replayed: true`, and writes nothing; with another fingerprint, the
   *    `idempotencyKeyReused` violation. Expired keys are forgotten.
   * 2. the rules of `decideRegistration` (server/rules/registration.ts) in its order: window → session exists (404)
   *    → bookable (active, weekday, no active day off) → quota (seats taken on the pickup date < quota) → one per KTP
   *    per pickup date → five per KTP per calendar month of the pickup date. The pickup date is
   *    `scheduledDateFor(now)`; the queue number is the location's code + its next sequence for that date.
   * 3. the ticket insert (status "registered", created_at from `now`) and, with a key, remembering it.
   * A refusal is not remembered: a retry with the same key is decided again. SQL: one transaction with conditional
   * updates of the counters; unique (no_ktp, scheduled_date) and (location, date, sequence) are the backstop.
   */
  register(request: RegistrationRequest): Promise<RegistrationOutcome>;
  /**
   * Whether a registration's Idempotency-Key is remembered at `now` (within IDEMPOTENCY_TTL_MS: an answer kept, or on
   * SQL a registration under it still being answered): one indexed read, no lock, no write. A session marked full
   * (server/handlers/full-sessions.ts) is refused without `register` only for a key that is not, so a retry of a
   * registration that was saved still gets its ticket.
   */
  isKeyRemembered(key: string, now: number): Promise<boolean>;
  /** A KJP's tickets for a pickup date, in registration order, unmasked (the caller masks KTP and KK). */
  forKjp(kjp: string, date: string): Promise<Queue[]>;

  /**
   * One page of tickets in the admin list's order (docs/product.md §2.8): newest pickup date first, then by location
   * name (code-unit order), location id, and queue number. Filters (docs/product.md §9, §14.3): `date` exact; `location_id` 0 or absent = all; `no`, `no_kjp`,
   * `no_ktp` contain, case-insensitive; `status` exact; `search` (trimmed) contains in the queue number, KJP or KTP.
   */
  list(filters: QueueFilters, page: PageRequest): Promise<Page<Queue>>;
  /** How many tickets `list` would page through: one count, no row read (the export's refusal, before any row). */
  count(filters: QueueFilters): Promise<number>;
  /**
   * Every ticket `list` would page through, in the same order (the XLSX export), or null when there are more than
   * `most`: at most `most + 1` rows are read, so tickets registered after a caller's `count` never take it past its
   * cap (contract/outcomes.ts EXPORT_MAX_ROWS: the rows are held in the process's memory).
   */
  listAll(filters: QueueFilters, most: number): Promise<Queue[] | null>;
  get(uuid: string): Promise<Queue | null>;
  /**
   * Mark done or reject (server/rules/queue-status.ts `nextQueueStatus`). Order: for "reject", an unknown reason id
   * → 422 on `rejection_reason_id` (`unknownReference("rejection_reason_id", id, "rejection reason")`); then no such
   * ticket → null; then the transition's violation. A rejected ticket keeps the reason's text as it was
   * (`rejection_reason: { reason }`); mark done clears it.
   */
  changeStatus(change: TicketStatusChange): Promise<Queue | null | Violation>;
  /**
   * What `capacityReport` (server/rules/capacity.ts) builds the board of for a pickup date: the date's tickets
   * tallied per session at the locations shown (`isShownLocation`) and per rush slot, and all locations, sessions and
   * days off.
   */
  capacityRows(date: string, options: { includeArchived: boolean }): Promise<CapacityRows>;
}

/** What `register` throws when reached inside a caller's transaction (store.ts `TransactionRepositories`: not handed there). */
export class RegisterInTransaction extends Error {
  constructor() {
    super("register is one call of its own, never a step of a caller's transaction");
    this.name = "RegisterInTransaction";
  }
}

export type RegistrationRequest = {
  body: GuestRegistrationBody;
  /** the server clock's now (epoch ms): the window, the pickup date and created_at all come from it */
  now: number;
  /** the new ticket's uuid (lower-case v4) */
  uuid: string;
  /** the Idempotency-Key header (trimmed) and `fingerprintOf(body)`; null without a key */
  idempotency: { key: string; fingerprint: string } | null;
};

/** The ticket created now, or the one a key created before (`replayed`), or the refusal. */
export type RegistrationOutcome = { ticket: Queue; replayed: boolean } | Violation;

export type TicketStatusChange =
  | { uuid: string; action: Extract<QueueAction, "mark-done"> }
  | { uuid: string; action: Extract<QueueAction, "reject">; rejectionReasonId: number };

export type CapacityRows = Pick<CapacityInput, "tallies" | "rush" | "locations" | "sessions" | "daysOff">;
