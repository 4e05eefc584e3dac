import type { Queue, QueueFilters } from "../../../contract";
import { createdAudit, updatedAudit } from "../../rules/audit";
import { isSessionOffered, nextServedDate } from "../../rules/bookability";
import { checkNewDayOff } from "../../rules/days-off";
import { idempotencyKeyReused, isKeyRemembered } from "../../rules/idempotency";
import { afterFailure, LOGIN_RESERVATION_TTL_MS, waitBeforeAttempt, type LoginFailures } from "../../rules/login-throttle";
import { nextQueueStatus } from "../../rules/queue-status";
import { decideRegistration } from "../../rules/registration";
import { fullTime, sessionTimesOutOfOrder } from "../../rules/sessions";
import { checkUnique, sameKey } from "../../rules/uniqueness";
import { isViolation, unknownReference, type Violation } from "../../rules/violation";
import { seedDatabase } from "../../seed/seed";
import { tableNames, type IdTable, type Row, type TableName } from "../rows";
import type { Change, LoginAttempt, LoginOutcome, Page, PageRequest, Store } from "../store";
import { Database } from "./database";
import {
  permissionSlugsOf,
  presentDayOff,
  presentGuestLocation,
  presentGuestSession,
  presentLocation,
  presentPermission,
  presentRejectionReason,
  presentRole,
  presentSession,
  presentTicket,
  presentUser,
} from "./present";
import { containsMatcher, orderBy, selectAll, selectPage, type Selection } from "./query";

/**
 * The store in memory (docs/decisions/102-mock-routing.md): @msw/data collections and the ticket index of
 * `Database`, for the demo in the page and the fast tests. Every write runs in the database's single-writer
 * transaction with the checks that guard it (docs/decisions/101-mock-database.md); reads are synchronous scans of the
 * collections and the index, answered as the contract's entities (./present.ts).
 */
export class MemoryStore implements Store {
  readonly kind = "memory";

  /** In this process's memory: always there. */
  ping(): Promise<void> {
    return Promise.resolve();
  }

  /** The login throttle's state, in this process (the demo, tests): like the SQL store's tables, not kept in snapshots. */
  readonly loginThrottle = new MemoryLoginThrottle();

  constructor(readonly db: Database = new Database()) {}

  // ── guest ──

  async guestLocations(date: string) {
    const { db } = this;
    return db
      .all("locations")
      .filter((location) => location.is_active)
      .sort(orderBy("name"))
      .map((location) => presentGuestLocation(db, location, date));
  }

  async nextPickupDate(date: string) {
    const { db } = this;
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
    const { db } = this;
    const location = db.byId("locations", locationId);
    if (!location) return [];
    return db
      .all("sessions")
      .filter((session) => session.location_id === location.id && isSessionOffered(session, location, date))
      .sort(orderBy("start_time"))
      .map((session) => presentGuestSession(db, session, date));
  }

  register({ body, now, uuid, idempotency }: Parameters<Store["register"]>[0]) {
    const { db } = this;
    return db.transaction(async () => {
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
    return this.db.find("idempotency", (row) => row.key === key && isKeyRemembered(row.created_at, now)) !== undefined;
  }

  async ticketsForKjp(kjp: string, date: string) {
    return this.db.tickets.forKjpOnDate(kjp, date).map(presentTicket);
  }

  // ── tickets, staff side ──

  async listTickets(filters: QueueFilters, page: PageRequest) {
    const result = selectPage(this.db.tickets.inListOrder(filters.date), { where: ticketFilter(filters), ...page });
    return { ...result, rows: result.rows.map(presentTicket) };
  }

  async exportTickets(filters: QueueFilters) {
    return selectAll(this.db.tickets.inListOrder(filters.date), { where: ticketFilter(filters) });
  }

  async getTicket(uuid: string) {
    const ticket = this.db.tickets.get(uuid);
    return ticket ? presentTicket(ticket) : null;
  }

  changeTicketStatus(change: Parameters<Store["changeTicketStatus"]>[0]) {
    const { db } = this;
    return db.transaction(async (): Promise<Queue | null | Violation> => {
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

  // ── capacity board ──

  async capacityRows(date: string) {
    const { db } = this;
    return {
      tickets: db.tickets.inListOrder(date),
      locations: db.all("locations"),
      sessions: db.all("sessions"),
      daysOff: db.all("daysOff"),
    };
  }

  // ── locations ──

  async listLocations({ name }: { name?: string | undefined }, page: PageRequest) {
    const matchesName = containsMatcher(name);
    return this.#page("locations", page, (row) => presentLocation(this.db, row), {
      where: (row) => !matchesName || matchesName(row.name),
      orderBy: orderBy("id"),
    });
  }

  async getLocation(id: number) {
    const row = this.db.byId("locations", id);
    return row ? presentLocation(this.db, row) : null;
  }

  createLocation(values: Parameters<Store["createLocation"]>[0], change: Change) {
    const { db } = this;
    return db.transaction(async () => {
      const refusal = checkUnique(db.all("locations"), "code", values.code);
      if (refusal) return refusal;
      const row = await db.insert("locations", {
        id: db.nextId("locations"),
        name: values.name,
        code: values.code,
        description: values.description ?? null,
        is_active: true,
        ...createdAudit(change.now, change.actorId),
      });
      return presentLocation(db, row);
    });
  }

  editLocation(id: number, values: Parameters<Store["editLocation"]>[1], change: Change) {
    const { db } = this;
    return db.transaction(async () => {
      const row = db.byId("locations", id);
      if (!row) return null;
      const refusal = checkUnique(db.all("locations"), "code", values.code, row.id);
      if (refusal) return refusal;
      const updated = await db.update("locations", row, {
        ...(values.name !== undefined && { name: values.name }),
        ...(values.code !== undefined && { code: values.code }),
        ...(values.description !== undefined && { description: values.description }),
        ...updatedAudit(change.now, change.actorId),
      });
      return presentLocation(db, updated);
    });
  }

  setLocationActive(id: number, active: boolean, change: Change) {
    return this.#setActive("locations", id, active, change, presentLocation);
  }

  // ── weekly sessions ──

  async listSessions({ location_id }: { location_id?: number | undefined }, page: PageRequest) {
    return this.#page("sessions", page, (row) => presentSession(this.db, row), {
      where: (row) => !location_id || row.location_id === location_id,
      orderBy: orderBy("location_id", "day_of_the_week", "start_time"),
    });
  }

  async getSession(id: number) {
    const row = this.db.byId("sessions", id);
    return row ? presentSession(this.db, row) : null;
  }

  createSession(values: Parameters<Store["createSession"]>[0], change: Change) {
    const { db } = this;
    return db.transaction(async () => {
      const refusal =
        this.#missing("locations", [values.location_id], "location_id") ??
        sessionTimesOutOfOrder(values.start_time, values.end_time);
      if (refusal) return refusal;
      const row = await db.insert("sessions", {
        id: db.nextId("sessions"),
        location_id: values.location_id,
        day_of_the_week: values.day_of_the_week,
        start_time: fullTime(values.start_time),
        end_time: fullTime(values.end_time),
        quota: values.quota,
        is_active: true,
        ...createdAudit(change.now, change.actorId),
      });
      return presentSession(db, row);
    });
  }

  editSession(id: number, values: Parameters<Store["editSession"]>[1], change: Change) {
    const { db } = this;
    return db.transaction(async () => {
      const row = db.byId("sessions", id);
      if (!row) return null;
      const start = fullTime(values.start_time ?? row.start_time);
      const end = fullTime(values.end_time ?? row.end_time);
      const refusal =
        this.#missing("locations", values.location_id === undefined ? [] : [values.location_id], "location_id") ??
        sessionTimesOutOfOrder(start, end);
      if (refusal) return refusal;
      const updated = await db.update("sessions", row, {
        ...(values.location_id !== undefined && { location_id: values.location_id }),
        ...(values.day_of_the_week !== undefined && { day_of_the_week: values.day_of_the_week }),
        ...(values.quota !== undefined && { quota: values.quota }),
        start_time: start,
        end_time: end,
        ...updatedAudit(change.now, change.actorId),
      });
      return presentSession(db, updated);
    });
  }

  setSessionActive(id: number, active: boolean, change: Change) {
    return this.#setActive("sessions", id, active, change, presentSession);
  }

  // ── days off ──

  async listDaysOff({ location_id, date }: { location_id?: number | undefined; date?: string | undefined }, page: PageRequest) {
    return this.#page("daysOff", page, (row) => presentDayOff(this.db, row), {
      where: (row) => (!location_id || row.location_id === location_id) && (date === undefined || row.date === date),
      orderBy: orderBy("-date", "location_id"),
    });
  }

  async getDayOff(id: number) {
    const row = this.db.byId("daysOff", id);
    return row ? presentDayOff(this.db, row) : null;
  }

  createDayOff(values: Parameters<Store["createDayOff"]>[0], change: Change) {
    const { db } = this;
    return db.transaction(async () => {
      const refusal =
        this.#missing("locations", [values.location_id], "location_id") ?? checkNewDayOff(values, db.all("daysOff"), change.now);
      if (refusal) return refusal;
      const row = await db.insert("daysOff", {
        id: db.nextId("daysOff"),
        location_id: values.location_id,
        date: values.date,
        details: values.details,
        is_active: true,
        ...createdAudit(change.now, change.actorId),
      });
      return presentDayOff(db, row);
    });
  }

  setDayOffActive(id: number, active: boolean, change: Change) {
    return this.#setActive("daysOff", id, active, change, presentDayOff);
  }

  deleteDayOff(id: number) {
    return this.#delete("daysOff", id);
  }

  // ── rejection reasons ──

  async listRejectionReasons(page: PageRequest) {
    return this.#page("rejectionReasons", page, presentRejectionReason, { orderBy: orderBy("id") });
  }

  async getRejectionReason(id: number) {
    const row = this.db.byId("rejectionReasons", id);
    return row ? presentRejectionReason(row) : null;
  }

  createRejectionReason(values: { reason: string }) {
    const { db } = this;
    return db.transaction(async () => {
      // docs/product.md §11.9: one reason per text, whatever its case or surrounding spaces
      const refusal = checkUnique(db.all("rejectionReasons"), "reason", values.reason);
      if (refusal) return refusal;
      return presentRejectionReason(
        await db.insert("rejectionReasons", { id: db.nextId("rejectionReasons"), reason: values.reason }),
      );
    });
  }

  deleteRejectionReason(id: number) {
    return this.#delete("rejectionReasons", id);
  }

  // ── roles and permissions ──

  async listRoles(page: PageRequest) {
    return this.#page("roles", page, (row) => presentRole(this.db, row), { orderBy: orderBy("id") });
  }

  async getRole(id: number) {
    const row = this.db.byId("roles", id);
    return row ? presentRole(this.db, row) : null;
  }

  createRole(values: Parameters<Store["createRole"]>[0]) {
    const { db } = this;
    return db.transaction(async () => {
      const refusal =
        checkUnique(db.all("roles"), "slug", values.slug) ?? this.#missing("permissions", values.permissions, "permissions");
      if (refusal) return refusal;
      const row = await db.insert("roles", {
        id: db.nextId("roles"),
        name: values.name,
        slug: values.slug,
        description: values.description ?? null,
        permission_ids: values.permissions ?? [],
      });
      return presentRole(db, row);
    });
  }

  editRole(id: number, values: Parameters<Store["editRole"]>[1]) {
    const { db } = this;
    return db.transaction(async () => {
      const row = db.byId("roles", id);
      if (!row) return null;
      const refusal =
        checkUnique(db.all("roles"), "slug", values.slug, row.id) ??
        this.#missing("permissions", values.permissions, "permissions");
      if (refusal) return refusal;
      const updated = await db.update("roles", row, {
        ...(values.name !== undefined && { name: values.name }),
        ...(values.slug !== undefined && { slug: values.slug }),
        ...(values.description !== undefined && { description: values.description }),
        ...(values.permissions !== undefined && { permission_ids: values.permissions }),
      });
      return presentRole(db, updated);
    });
  }

  async listPermissions(page: PageRequest) {
    return this.#page("permissions", page, presentPermission, { orderBy: orderBy("id") });
  }

  async getPermission(id: number) {
    const row = this.db.byId("permissions", id);
    return row ? presentPermission(row) : null;
  }

  createPermission(values: Parameters<Store["createPermission"]>[0]) {
    const { db } = this;
    return db.transaction(async () => {
      const refusal = checkUnique(db.all("permissions"), "slug", values.slug);
      if (refusal) return refusal;
      const row = await db.insert("permissions", {
        id: db.nextId("permissions"),
        name: values.name,
        slug: values.slug,
        description: values.description ?? null,
      });
      return presentPermission(row);
    });
  }

  editPermission(id: number, values: Parameters<Store["editPermission"]>[1]) {
    const { db } = this;
    return db.transaction(async () => {
      const row = db.byId("permissions", id);
      if (!row) return null;
      const refusal = checkUnique(db.all("permissions"), "slug", values.slug, row.id);
      if (refusal) return refusal;
      const updated = await db.update("permissions", row, {
        ...(values.name !== undefined && { name: values.name }),
        ...(values.slug !== undefined && { slug: values.slug }),
        ...(values.description !== undefined && { description: values.description }),
      });
      return presentPermission(updated);
    });
  }

  // ── staff users ──

  async listUsers(page: PageRequest) {
    return this.#page("users", page, (row) => presentUser(this.db, row), { orderBy: orderBy("id") });
  }

  async getUser(username: string) {
    const row = this.#userNamed(username);
    return row ? presentUser(this.db, row) : null;
  }

  createUser(values: Parameters<Store["createUser"]>[0], change: Change) {
    const { db } = this;
    return db.transaction(async () => {
      const refusal =
        checkUnique(db.all("users"), "username", values.username) ??
        this.#missing("roles", values.roles, "roles") ??
        this.#missing("permissions", values.permissions, "permissions");
      if (refusal) return refusal;
      const row = await db.insert("users", {
        id: db.nextId("users"),
        name: values.name,
        username: values.username,
        password_hash: values.password_hash,
        role_ids: values.roles ?? [],
        permission_ids: values.permissions ?? [],
        ...createdAudit(change.now, change.actorId),
      });
      return presentUser(db, row);
    });
  }

  editUser(username: string, values: Parameters<Store["editUser"]>[1], change: Change) {
    const { db } = this;
    return db.transaction(async () => {
      const row = this.#userNamed(username);
      if (!row) return null;
      const refusal =
        checkUnique(db.all("users"), "username", values.username, row.id) ??
        this.#missing("roles", values.roles, "roles") ??
        this.#missing("permissions", values.permissions, "permissions");
      if (refusal) return refusal;
      const updated = await db.update("users", row, {
        ...(values.name !== undefined && { name: values.name }),
        ...(values.username !== undefined && { username: values.username }),
        ...(values.password_hash !== undefined && { password_hash: values.password_hash }),
        ...(values.roles !== undefined && { role_ids: values.roles }),
        ...(values.permissions !== undefined && { permission_ids: values.permissions }),
        ...updatedAudit(change.now, change.actorId),
      });
      const rightsChanged = values.roles !== undefined || values.permissions !== undefined;
      if (values.password_hash !== undefined || (rightsChanged && permissionSlugsOf(db, updated).length === 0)) {
        const others = db
          .all("refreshTokens")
          .filter((token) => token.user_id === updated.id && token.state !== "revoked" && token.family !== change.session);
        for (const token of others) await db.update("refreshTokens", token, { state: "revoked" });
      }
      return presentUser(db, updated);
    });
  }

  // ── sign-in and login sessions ──

  async findLoginUser(username: string) {
    const row = this.#userNamed(username);
    return row ? this.#loginUser(row) : null;
  }

  async getLoginUser(id: number) {
    const row = this.db.byId("users", id);
    return row ? this.#loginUser(row) : null;
  }

  openSession(grant: Parameters<Store["openSession"]>[0]) {
    const { db } = this;
    return db.transaction(async () => {
      await db.insert("refreshTokens", {
        token_hash: grant.tokenHash,
        family: grant.family,
        user_id: grant.userId,
        expires_at: grant.expiresAt,
        state: "active",
      });
    });
  }

  rotateRefreshToken(tokenHash: string, next: { tokenHash: string; expiresAt: number }, now: number) {
    const { db } = this;
    return db.transaction(async () => {
      const stored = db.find("refreshTokens", (row) => row.token_hash === tokenHash);
      if (!stored) return null;
      if (stored.state === "rotated") {
        await this.#revokeFamily(stored.family);
        return null;
      }
      if (stored.state === "revoked" || stored.expires_at <= now) return null;
      await db.update("refreshTokens", stored, { state: "rotated" });
      await db.insert("refreshTokens", {
        token_hash: next.tokenHash,
        family: stored.family,
        user_id: stored.user_id,
        expires_at: next.expiresAt,
        state: "active",
      });
      return { userId: stored.user_id, family: stored.family };
    });
  }

  revokeRefreshToken(tokenHash: string) {
    return this.db.transaction(async () => {
      const stored = this.db.find("refreshTokens", (row) => row.token_hash === tokenHash);
      if (stored) await this.#revokeFamily(stored.family);
    });
  }

  revokeSession(family: string) {
    return this.db.transaction(() => this.#revokeFamily(family));
  }

  async sessionUser(family: string) {
    const token = this.db.find("refreshTokens", (row) => row.family === family && row.state !== "revoked");
    const row = token && this.db.byId("users", token.user_id);
    if (!row) return null;
    const { password_hash: _hash, ...user } = this.#loginUser(row);
    return user;
  }

  // ── login throttle ──

  async reserveLoginAttempt(attempt: LoginAttempt, now: number) {
    // no await from the check to the reservation: the memory store's callers share one event loop
    return this.loginThrottle.reserve(attempt, now);
  }

  async endLoginAttempt(attempt: LoginAttempt, outcome: LoginOutcome, now: number) {
    this.loginThrottle.end(attempt, outcome, now);
  }

  // ── whole store ──

  reset(seed: Parameters<Store["reset"]>[0], now: number) {
    const { db } = this;
    return db.transaction(async () => {
      db.clear();
      this.loginThrottle.failures.clear();
      if (seed !== false) await seedDatabase(db, now, seed);
    });
  }

  async counts() {
    return Object.fromEntries(tableNames.map((table) => [table, this.db.count(table)])) as Record<TableName, number>;
  }

  async close() {}

  // ── shared steps ──

  #page<T extends TableName, E>(table: T, page: PageRequest, present: (row: Row<T>) => E, selection: Selection<Row<T>>): Page<E> {
    const result = selectPage(this.db.all(table), { ...selection, ...page });
    return { ...result, rows: result.rows.map(present) };
  }

  /** 422 naming the first id in `ids` that `table` does not hold; null when all exist. */
  #missing(table: IdTable, ids: readonly number[] | undefined, field: string): Violation | null {
    const missing = ids?.find((id) => !this.db.byId(table, id));
    return missing === undefined ? null : unknownReference(field, missing);
  }

  /** Archive or activate; repeating it is harmless (the record is answered as it is). */
  #setActive<T extends "locations" | "sessions" | "daysOff", E>(
    table: T,
    id: number,
    active: boolean,
    change: Change,
    present: (db: Database, row: Row<T>) => E,
  ): Promise<E | null> {
    const { db } = this;
    return db.transaction(async () => {
      const row = db.byId(table, id);
      if (!row) return null;
      if (row.is_active === active) return present(db, row);
      const changes = { is_active: active, ...updatedAudit(change.now, change.actorId) } as Partial<Row<T>>;
      return present(db, await db.update(table, row, changes));
    });
  }

  #delete(table: "daysOff" | "rejectionReasons", id: number): Promise<boolean> {
    const { db } = this;
    return db.transaction(() => {
      const row = db.byId(table, id);
      if (!row) return false;
      db.remove(table, row);
      return true;
    });
  }

  #userNamed(username: string) {
    return this.db.find("users", (row) => sameKey(row.username, username));
  }

  #loginUser(row: Row<"users">) {
    return {
      id: row.id,
      username: row.username,
      name: row.name,
      password_hash: row.password_hash,
      permissions: permissionSlugsOf(this.db, row),
    };
  }

  /** Closes a login session: no token of the family refreshes, and access tokens carrying it as `sid` are refused. */
  async #revokeFamily(family: string): Promise<void> {
    const { db } = this;
    for (const row of db
      .all("refreshTokens")
      .filter((candidate) => candidate.family === family && candidate.state !== "revoked")) {
      await db.update("refreshTokens", row, { state: "revoked" });
    }
  }
}

/** Failed logins per throttle key and the attempts in flight (server/rules/login-throttle.ts, ADR 103). */
export class MemoryLoginThrottle {
  readonly failures = new Map<string, LoginFailures>();
  /** attempt id → its keys and when it was reserved */
  readonly reservations = new Map<string, { keys: string[]; at: number }>();

  reserve(attempt: LoginAttempt, now: number): number {
    const keys = [attempt.username, attempt.client];
    const wait = waitBeforeAttempt(
      keys.map(({ key, threshold }) => ({ record: this.failures.get(key), inFlight: this.#inFlight(key, now), threshold })),
      now,
    );
    if (wait === 0) this.reservations.set(attempt.id, { keys: keys.map(({ key }) => key), at: now });
    return wait;
  }

  end(attempt: LoginAttempt, outcome: LoginOutcome, now: number): void {
    this.reservations.delete(attempt.id);
    if (outcome === "succeeded") this.failures.delete(attempt.username.key);
    if (outcome !== "failed") return;
    for (const { key, threshold } of [attempt.username, attempt.client])
      this.failures.set(key, afterFailure(this.failures.get(key), now, threshold));
  }

  #inFlight(key: string, now: number): number {
    let count = 0;
    for (const reservation of this.reservations.values())
      if (reservation.keys.includes(key) && now - reservation.at < LOGIN_RESERVATION_TTL_MS) count++;
    return count;
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
