import type {
  DayOff,
  DayOffCreateBody,
  GuestLocation,
  GuestRegistrationBody,
  GuestSession,
  Location,
  LocationCreateBody,
  LocationEditBody,
  Permission,
  PermissionCreateBody,
  PermissionEditBody,
  Queue,
  QueueFilters,
  RejectionReason,
  Role,
  RoleCreateBody,
  RoleEditBody,
  Session,
  SessionCreateBody,
  SessionEditBody,
  User,
  UserCreateBody,
  UserEditBody,
} from "../../contract";
import type { CapacityInput } from "../rules/capacity";
import type { QueueAction } from "../rules/queue-status";
import type { Violation } from "../rules/violation";
import type { SeedOptions } from "../seed/seed";
import type { TableName } from "./rows";

/**
 * What the API's resolvers read and write, one method per operation (docs/decisions/102-mock-routing.md).
 * Two implementations: the memory store (server/store/memory: the demo in the page, fast tests) and the SQL store
 * (server/store/sql: PGlite or PostgreSQL). The resolvers call only this and the pure rules (server/rules).
 *
 * Conventions, the same for every method:
 * - Each method is one atomic step (memory: the single-writer transaction; SQL: one transaction). Checks and the
 *   write they guard happen in the same step, so two requests cannot both pass a check.
 * - Reads answer the contract's entities (contract/entities.ts), joined and shaped (creator/updater names,
 *   a role's permissions, a location's days off …): the caller only wraps them in `{ data }`.
 * - A method addressing a record by id/uuid/username answers `null` when there is none (the caller answers 404 in
 *   its own words). A rule's refusal is a `Violation` (server/rules/violation.ts), returned, never thrown: the SQL
 *   store turns its unique and foreign-key violations into the same `Violation` the memory store's checks return.
 *   Where several checks apply, the order is the one written at the method (it decides which refusal is answered).
 * - Texts arrive trimmed (the gate trims staff bodies, docs/product.md §11.9). Usernames, slugs, location codes and
 *   rejection reasons are unique without case or surrounding spaces (server/rules/uniqueness.ts, `sameKey`).
 * - Times come from the server's clock (`now`, epoch ms; `Change.now`), never from the database's own clock, so tests
 *   and the demo can move time. Stored audit timestamps are WIB `YYYY-MM-DD HH:mm:ss` (server/rules/audit.ts).
 * - Lists are ordered as stated and paged with a resolved `PageRequest`.
 */
export interface Store {
  /** Which store answers: `GET /health` names it. */
  readonly kind: StoreKind;
  /** Resolves when the store can answer now (`GET /health`); StoreUnavailable when its database cannot be reached. */
  ping(): Promise<void>;

  // ── guest (docs/product.md §10, §11) ──

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
   * A guest registration, exactly once, in one step:
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
  ticketsForKjp(kjp: string, date: string): Promise<Queue[]>;

  // ── tickets, staff side ──

  /**
   * One page of tickets in the admin list's order: newest pickup date first, then by registration (created_at, then
   * insertion). Filters (docs/product.md §9, §14.3): `date` exact; `location_id` 0 or absent = all; `no`, `no_kjp`,
   * `no_ktp` contain, case-insensitive; `status` exact; `search` (trimmed) contains in the queue number, KJP or KTP.
   */
  listTickets(filters: QueueFilters, page: PageRequest): Promise<Page<Queue>>;
  /** Every ticket `listTickets` would page through, in the same order (the XLSX export). */
  exportTickets(filters: QueueFilters): Promise<Queue[]>;
  getTicket(uuid: string): Promise<Queue | null>;
  /**
   * Mark done or reject (server/rules/queue-status.ts `nextQueueStatus`). Order: for "reject", an unknown reason id
   * → 422 on `rejection_reason_id` (`unknownReference("rejection_reason_id", id, "rejection reason")`); then no such ticket → null; then the transition's
   * violation. A rejected ticket keeps the reason's text as it was (`rejection_reason: { reason }`); mark done
   * clears it.
   */
  changeTicketStatus(change: TicketStatusChange): Promise<Queue | null | Violation>;

  // ── capacity board (docs/product.md §14.2) ──

  /** The rows `capacityReport` (server/rules/capacity.ts) counts for a pickup date: that date's tickets, all locations, sessions and days off. */
  capacityRows(date: string): Promise<CapacityRows>;

  // ── locations ──

  /** By id; `name` contains, case-insensitive. */
  listLocations(filter: { name?: string | undefined }, page: PageRequest): Promise<Page<Location>>;
  getLocation(id: number): Promise<Location | null>;
  /** Active. Refuses a taken code (409 DUPLICATE on `code`, `checkUnique`). */
  createLocation(values: LocationCreateBody, change: Change): Promise<Location | Violation>;
  /** Only the given fields. null if none; then a code taken by another location → 409. */
  editLocation(id: number, values: LocationEditBody, change: Change): Promise<Location | null | Violation>;
  /** Archive (false) or activate (true); repeating it changes nothing (not even the audit fields). */
  setLocationActive(id: number, active: boolean, change: Change): Promise<Location | null>;

  // ── weekly sessions ──

  /** By location, weekday, start time; `location_id` 0 or absent = all. */
  listSessions(filter: { location_id?: number | undefined }, page: PageRequest): Promise<Page<Session>>;
  getSession(id: number): Promise<Session | null>;
  /**
   * Active; times stored as HH:mm:ss (`fullTime`). Order: unknown location → 422 on `location_id` (`unknownReference`); then end not
   * after start → `sessionTimesOutOfOrder` (server/rules/sessions.ts).
   */
  createSession(values: SessionCreateBody, change: Change): Promise<Session | Violation>;
  /** Only the given fields. Order: null if none; unknown location → 422; the merged times out of order → 422. */
  editSession(id: number, values: SessionEditBody, change: Change): Promise<Session | null | Violation>;
  setSessionActive(id: number, active: boolean, change: Change): Promise<Session | null>;

  // ── days off ──

  /** By date descending, then location; filters exact, `location_id` 0 or absent = all. */
  listDaysOff(filter: { location_id?: number | undefined; date?: string | undefined }, page: PageRequest): Promise<Page<DayOff>>;
  getDayOff(id: number): Promise<DayOff | null>;
  /**
   * Active. Order: unknown location → 422 on `location_id`; then `checkNewDayOff` (server/rules/days-off.ts: not
   * before today WIB by `change.now`, one per location and date, archived ones included).
   */
  createDayOff(values: DayOffCreateBody, change: Change): Promise<DayOff | Violation>;
  setDayOffActive(id: number, active: boolean, change: Change): Promise<DayOff | null>;
  /** false when there is none. */
  deleteDayOff(id: number): Promise<boolean>;

  // ── rejection reasons ──

  /** By id. */
  listRejectionReasons(page: PageRequest): Promise<Page<RejectionReason>>;
  getRejectionReason(id: number): Promise<RejectionReason | null>;
  /** Refuses a reason already there (409 DUPLICATE on `reason`). */
  createRejectionReason(values: { reason: string }): Promise<RejectionReason | Violation>;
  /** Tickets keep the text they were rejected with. false when there is none. */
  deleteRejectionReason(id: number): Promise<boolean>;

  // ── roles and permissions ──

  /** By id. */
  listRoles(page: PageRequest): Promise<Page<Role>>;
  getRole(id: number): Promise<Role | null>;
  /** Order: taken slug → 409 on `slug`; unknown permission id → 422 on `permissions`. */
  createRole(values: RoleCreateBody): Promise<Role | Violation>;
  /** Only the given fields (`permissions` replaces the list). Order: null; slug taken by another → 409; unknown permission → 422. */
  editRole(id: number, values: RoleEditBody): Promise<Role | null | Violation>;

  /** By id. */
  listPermissions(page: PageRequest): Promise<Page<Permission>>;
  getPermission(id: number): Promise<Permission | null>;
  /** Taken slug → 409 on `slug`. */
  createPermission(values: PermissionCreateBody): Promise<Permission | Violation>;
  /** Only the given fields. Order: null; slug taken by another → 409. */
  editPermission(id: number, values: PermissionEditBody): Promise<Permission | null | Violation>;

  // ── staff users (addressed by username, compared with `sameKey`) ──

  /** By id. */
  listUsers(page: PageRequest): Promise<Page<User>>;
  getUser(username: string): Promise<User | null>;
  /** The password arrives hashed. Order: taken username → 409 on `username`; unknown role → 422 on `roles`; unknown permission → 422 on `permissions`. */
  createUser(values: UserCreateValues, change: Change): Promise<User | Violation>;
  /**
   * Only the given fields (lists replace). Order: null; username taken by another → 409; unknown role → 422; unknown
   * permission → 422. A new password, or an edit of roles or permissions that leaves the user with none (the product's
   * deactivated user: docs/product.md has no other switch), revokes every refresh token of the user's sessions
   * except `change.session`, so those sessions end at their next request (ADR 126).
   */
  editUser(username: string, values: UserEditValues, change: Change): Promise<User | null | Violation>;

  // ── sign-in and login sessions (docs/decisions/103-mock-auth.md, 103-…) ──

  /** The user a login names (`sameKey`), with its password hash and effective permission slugs; null if none. */
  findLoginUser(username: string): Promise<LoginUser | null>;
  /** The same by id (a refresh issues a token with the user's current permissions); null if the user is gone. */
  getLoginUser(id: number): Promise<LoginUser | null>;
  /** Opens a login session: the first refresh token (stored as its hash) of a new family. */
  openSession(grant: RefreshTokenGrant): Promise<void>;
  /**
   * Trades a refresh token (by hash) for the next of its family, atomically. An active, unexpired token becomes
   * "rotated" and `next` is stored active in its family → `{ userId, family }`. A token already rotated is a replay
   * (stolen or raced): its whole family is revoked → null. Unknown, revoked or expired (expires_at ≤ now) → null.
   */
  rotateRefreshToken(
    tokenHash: string,
    next: { tokenHash: string; expiresAt: number },
    now: number,
  ): Promise<RotatedSession | null>;
  /** Logout by refresh token: revokes the token's whole family; an unknown hash is ignored. */
  revokeRefreshToken(tokenHash: string): Promise<void>;
  /** Logout by access token: revokes every token of the family (the login session `sid`). */
  revokeSession(family: string): Promise<void>;
  /**
   * The user of a login session as they stand now, read on every authenticated request (ADR 126): their current
   * name, username and effective permission slugs (as `findLoginUser`), so a removed role counts at the next request
   * on every process. null when the session is closed (no token of the family left unrevoked: logout, a replayed
   * refresh token, a changed password) or its user is gone; the access token is then refused.
   */
  sessionUser(family: string): Promise<SignedInUser | null>;

  // ── login throttle (server/rules/login-throttle.ts; ADRs 103 and 125): shared by every process of one database ──

  /**
   * Reserves a login attempt under its keys unless one of them is locked, counting every attempt of that key still
   * in flight (reserved, not yet ended, on any process) as a failure (`assumingFailures`), in one atomic step per
   * key set, so parallel guesses spread over any number of processes are refused from the threshold on. A
   * reservation older than LOGIN_RESERVATION_TTL_MS is taken for a crashed process's and no longer counts.
   * Answers the seconds to wait (0: reserved).
   */
  reserveLoginAttempt(attempt: LoginAttempt, now: number): Promise<number>;
  /**
   * Ends a reserved attempt: its reservation is given back; "failed" records a failure under each key
   * (`afterFailure`); "succeeded" clears the username's record (not the client's, ADR 103); "unchecked" (the check
   * itself could not run: the database away) records nothing.
   */
  endLoginAttempt(attempt: LoginAttempt, outcome: LoginOutcome, now: number): Promise<void>;

  // ── whole-store operations (start-up, the control API, tests) ──

  /** Throws away every row and loads the demo data relative to `now` (server/seed: `demoTables`), or nothing with `false`. */
  reset(seed: SeedOptions | false, now: number): Promise<void>;
  /** Rows per table (the control API's `/__mock/counts`; the rush benchmark's checks). */
  counts(): Promise<Record<TableName, number>>;
  /** Releases what the store holds (a pool, PGlite's files); the memory store has nothing to release. */
  close(): Promise<void>;
}

export type StoreKind = "memory" | "pglite" | "postgres";

/** A page request with its defaults applied by the caller (page ≥ 1, 1 ≤ size ≤ 100). */
export type PageRequest = { page: number; size: number };
/** One page of rows plus the total that match. */
export type Page<T> = { page: number; size: number; total: number; rows: T[] };

/**
 * Who changes a record and when: the audit fields (`created_by`/`updated_by`, `created_at`/`updated_at`), and the
 * login session acting (a changed password ends the user's other sessions, not this one: `editUser`).
 */
export type Change = { now: number; actorId: number | null; session?: string | null };

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

export type CapacityRows = Pick<CapacityInput, "tickets" | "locations" | "sessions" | "daysOff">;

export type UserCreateValues = Omit<UserCreateBody, "password"> & { password_hash: string };
export type UserEditValues = Omit<UserEditBody, "password"> & { password_hash?: string };

/** A user as sign-in needs it; the hash never leaves the server. */
export type LoginUser = { id: number; username: string; name: string; password_hash: string; permissions: string[] };
/** The signed-in user as a request is judged: who they are now and what they may do now. */
export type SignedInUser = Omit<LoginUser, "password_hash">;

export type LoginOutcome = "succeeded" | "failed" | "unchecked";

/** One login attempt's throttle keys (`throttleKeys`) with the failures each may have before it locks. */
export type LoginAttempt = {
  /** unique per attempt: its reservation */
  id: string;
  username: { key: string; threshold: number };
  client: { key: string; threshold: number };
};

export type RefreshTokenGrant = { tokenHash: string; family: string; userId: number; expiresAt: number };
export type RotatedSession = { userId: number; family: string };

export type { Violation } from "../rules/violation";
export type { SeedOptions } from "../seed/seed";

/**
 * Thrown by a store when the database cannot answer now (connection lost, pool exhausted, a serialization failure
 * after its retries): the API answers 503 with Retry-After and the JSON error body, never the error itself.
 */
export class StoreUnavailable extends Error {
  constructor(
    message: string,
    /** seconds a client should wait before retrying */
    readonly retryAfterSeconds = 1,
    /** `cause`: the driver's error (server/store/sql/registration.ts reads which connection it was on) */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "StoreUnavailable";
  }
}

/**
 * Thrown by a store when the database refuses a value the contract's checks let through (a date not on the calendar,
 * a number out of the column's range): the API answers 422 with the JSON error body, never the database's text.
 */
export class StoreInvalidInput extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StoreInvalidInput";
  }
}
