import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from "kysely";
import type {
  DayOff,
  GuestLocation,
  GuestSession,
  Location,
  Permission,
  Queue,
  QueueFilters,
  RejectionReason,
  Role,
  Session,
  User,
} from "../../../contract";
import { wibTimestamp, weekdayOf } from "../../../contract/wib";
import { nextServedDate } from "../../rules/bookability";
import { checkNewDayOff } from "../../rules/days-off";
import { remainingQuota } from "../../rules/limits";
import { nextQueueStatus } from "../../rules/queue-status";
import { fullTime, sessionTimesOutOfOrder } from "../../rules/sessions";
import { checkUnique } from "../../rules/uniqueness";
import { IDEMPOTENCY_TTL_MS } from "../../rules/idempotency";
import {
  afterFailure,
  LOGIN_RESERVATION_TTL_MS,
  LOGIN_THROTTLE,
  waitBeforeAttempt,
  type LoginFailures,
} from "../../rules/login-throttle";
import { isViolation, unknownReference, type Violation } from "../../rules/violation";
import { demoTables } from "../../seed/seed";
import type { TableName } from "../rows";
import type {
  CapacityRows,
  Change,
  LoginAttempt,
  LoginOutcome,
  LoginUser,
  Page,
  PageRequest,
  RefreshTokenGrant,
  RegistrationOutcome,
  RegistrationRequest,
  RotatedSession,
  SignedInUser,
  Store,
  StoreKind,
  TicketStatusChange,
  UserCreateValues,
  UserEditValues,
} from "../store";
import { StoreUnavailable } from "../store";
import type { SqlDatabase } from "./connect";
import { StoreRefusal, withStoreErrors } from "./errors";
import { lockSessionsOf, registerTicket, savedRegistration } from "./registration";
import { ticketRecordOf } from "./rows";
import { clearAll, copyRows } from "./seed";
import { ShortLived } from "./short-lived";
import type { Tables } from "./tables";

type Db = Kysely<Tables> | Transaction<Tables>;
type AuditRow = { created_at: Date; updated_at: Date; creator_name: string | null; updater_name: string | null };

/** Advisory lock class of the login throttle's keys (with the key's hashtext as the second number). */
const LOGIN_THROTTLE_LOCK = 7_121_003;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The contract's audit block from a row joined with its creator's and updater's names. */
function auditOf(row: AuditRow) {
  return {
    created_at: wibTimestamp(row.created_at),
    updated_at: wibTimestamp(row.updated_at),
    creator: row.creator_name === null ? null : { name: row.creator_name },
    updater: row.updater_name === null ? null : { name: row.updater_name },
  };
}

/** Case-insensitive "contains", as the memory store's containsMatcher (no LIKE: the needle's % and _ are text). */
const contains = (column: string, needle: string) => sql<boolean>`strpos(lower(${sql.ref(column)}), lower(${needle})) > 0`;

/** Names compare by code unit, as the memory store's sort does (not by the database's collation). */
const byCodeUnit = (column: string) => sql`${sql.ref(column)} collate "C"`;

/**
 * How old the guest lists (locations, sessions with their seats left) may be when a citizen reads them: at most one
 * query per list per second per process in a rush, and seats left at most a second behind. The create is the truth
 * (registration.ts): a session the list still shows with a seat may answer QUOTA_FULL. This process's own changes
 * (a staff edit, a create refused for a full session) clear the lists at once; another process's show within the TTL.
 */
export const GUEST_LISTS_TTL_MS = 1_000;

const isStoreUnavailable = (error: unknown) => error instanceof StoreUnavailable;

/**
 * How long a citizen waits for a fresh guest list before the last one read answers instead (issue 33, ADR 121): a
 * list's read takes milliseconds, a stalled database none until the query timeout (10 s).
 */
export const LAST_READ_AFTER_MS = 300;

/** How often (API clock) a registration also deletes the expired Idempotency-Keys: one indexed delete per 10 min. */
const KEY_PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * The store on PostgreSQL or PGlite (docs/decisions/121-sql-store.md): every method is one statement or one
 * transaction; lists are filtered, ordered and paged in SQL; the answers are the contract's entities, shaped as the
 * memory store's presenters shape them. A unique constraint that fires (a check lost a race) is the same Violation
 * the check gives; a lost connection is StoreUnavailable (errors.ts).
 */
export class SqlStore implements Store {
  readonly kind: StoreKind;
  readonly db: Kysely<Tables>;
  readonly #database: SqlDatabase;
  // while the database is away the lists answer as last read (ADR 121); the create answers 503 + Retry-After
  readonly #guestLocations = new ShortLived<GuestLocation[]>(GUEST_LISTS_TTL_MS, {
    lastWhen: isStoreUnavailable,
    lastAfterMs: LAST_READ_AFTER_MS,
  });
  readonly #guestSessions = new ShortLived<GuestSession[]>(GUEST_LISTS_TTL_MS, {
    lastWhen: isStoreUnavailable,
    lastAfterMs: LAST_READ_AFTER_MS,
  });
  // asked by every citizen on a day no market serves (a Saturday's rush for Sunday): one read a second at most
  readonly #nextPickupDate = new ShortLived<string | null>(GUEST_LISTS_TTL_MS, { lastWhen: isStoreUnavailable });
  #nextKeyPurgeAt = 0;

  constructor(database: SqlDatabase) {
    this.#database = database;
    this.db = database.db;
    this.kind = database.kind;
  }

  /** One round trip to the database: a health check that says whether requests can be answered now. */
  async ping(): Promise<void> {
    await this.#read((db) => sql`select 1`.execute(db));
  }

  // ── guest ──

  guestLocations(date: string): Promise<GuestLocation[]> {
    return this.#guestLocations.get(date, () => this.#readGuestLocations(date));
  }

  #readGuestLocations(date: string): Promise<GuestLocation[]> {
    return this.#read(async (db) => {
      const locations = await db
        .selectFrom("locations")
        .select(["id", "name", "code", "description"])
        .where("is_active", "=", true)
        .orderBy(byCodeUnit("name"))
        .orderBy("id")
        .execute();
      const daysOff = locations.length
        ? await db
            .selectFrom("days_off")
            .select(["id", "location_id", "date", "details"])
            .where(
              "location_id",
              "in",
              locations.map((row) => row.id),
            )
            .where("date", "=", date)
            .where("is_active", "=", true)
            .orderBy("id")
            .execute()
        : [];
      // the sessions a guest may pick for the date and their seats taken: what marks a market with none (issue 35)
      const sessions = locations.length
        ? await db
            .selectFrom("sessions as s")
            .leftJoin("session_seats as seats", (join) => join.onRef("seats.session_id", "=", "s.id").on("seats.date", "=", date))
            .select(["s.location_id", "s.quota", "seats.taken"])
            .where(
              "s.location_id",
              "in",
              locations.map((row) => row.id),
            )
            .where("s.is_active", "=", true)
            .where("s.day_of_the_week", "=", weekdayOf(date))
            .execute()
        : [];
      return locations.map((location) => {
        const offered = sessions.filter((session) => session.location_id === location.id);
        return {
          ...location,
          queue_days_off: daysOff
            .filter((dayOff) => dayOff.location_id === location.id)
            .map(({ id, date: day, details }) => ({ id, date: day, details })),
          pickup_sessions: offered.length,
          pickup_seats_left: offered.reduce((seats, session) => seats + remainingQuota(session.quota, session.taken ?? 0), 0),
        };
      });
    });
  }

  nextPickupDate(date: string): Promise<string | null> {
    return this.#nextPickupDate.get(date, () => this.#readNextPickupDate(date));
  }

  #readNextPickupDate(date: string): Promise<string | null> {
    return this.#read(async (db) => {
      const offered = await db
        .selectFrom("sessions as s")
        .innerJoin("locations as l", "l.id", "s.location_id")
        .select(["s.location_id", "s.day_of_the_week"])
        .distinct()
        .where("s.is_active", "=", true)
        .where("l.is_active", "=", true)
        .execute();
      const daysOff = await db
        .selectFrom("days_off")
        .select(["location_id", "date"])
        .where("is_active", "=", true)
        .where("date", ">", date)
        .execute();
      return nextServedDate(date, offered, daysOff);
    });
  }

  guestSessions(locationId: number, date: string): Promise<GuestSession[]> {
    return this.#guestSessions.get(`${locationId} ${date}`, () => this.#readGuestSessions(locationId, date));
  }

  #readGuestSessions(locationId: number, date: string): Promise<GuestSession[]> {
    return this.#read(async (db) => {
      const rows = await db
        .selectFrom("sessions as s")
        .innerJoin("locations as l", "l.id", "s.location_id")
        .leftJoin("session_seats as seats", (join) => join.onRef("seats.session_id", "=", "s.id").on("seats.date", "=", date))
        .select([
          "s.id",
          "s.day_of_the_week",
          "s.start_time",
          "s.end_time",
          "s.quota",
          "l.id as location_id",
          "l.name as location_name",
          "l.code as location_code",
          "seats.taken",
        ])
        .where("s.location_id", "=", locationId)
        .where("s.is_active", "=", true)
        .where("l.is_active", "=", true)
        .where("s.day_of_the_week", "=", weekdayOf(date))
        .orderBy("s.start_time")
        .orderBy("s.id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        day_of_the_week: row.day_of_the_week,
        queue_location: { id: row.location_id, name: row.location_name, code: row.location_code },
        start_time: row.start_time,
        end_time: row.end_time,
        quota: row.quota,
        remaining_quota: remainingQuota(row.quota, row.taken ?? 0),
      }));
    });
  }

  /** The guest lists as last read: the sessions' seats, and the locations' seats left (issue 35). */
  #forgetGuestLists() {
    this.#guestSessions.clear();
    this.#guestLocations.clear();
  }

  async register(request: RegistrationRequest): Promise<RegistrationOutcome> {
    // the lists must not keep offering a seat this process knows is gone: its last one taken here, or a create
    // refused for a full session (one another process filled)
    let outcome: RegistrationOutcome;
    try {
      outcome = await registerTicket(this.db, request, () => this.#forgetGuestLists());
    } catch (error) {
      // never "try again" for a registration that was saved (issue 33): look before answering 503
      const saved =
        error instanceof StoreUnavailable && request.idempotency
          ? await savedRegistration(this.#database, request.idempotency, error)
          : null;
      if (!saved) throw error;
      this.#forgetGuestLists();
      return saved;
    }
    if (isViolation(outcome) && outcome.code === "QUOTA_FULL") this.#forgetGuestLists();
    if (request.now >= this.#nextKeyPurgeAt) {
      this.#nextKeyPurgeAt = request.now + KEY_PURGE_EVERY_MS;
      // housekeeping after the answer is decided: a purge that fails leaves the rows to the next one
      await this.purgeExpiredKeys(request.now).catch(() => undefined);
    }
    return outcome;
  }

  isKeyRemembered(key: string, now: number): Promise<boolean> {
    return this.#read(async (db) => {
      const row = await db
        .selectFrom("idempotency_keys")
        .select("key")
        .where("key", "=", key)
        .where("created_at", ">", new Date(now - IDEMPOTENCY_TTL_MS))
        .executeTakeFirst();
      return row !== undefined;
    });
  }

  ticketsForKjp(kjp: string, date: string): Promise<Queue[]> {
    return this.#read(async (db) => {
      const rows = await db
        .selectFrom("tickets")
        .selectAll()
        .where("no_kjp", "=", kjp)
        .where("scheduled_date", "=", date)
        .orderBy("seq")
        .execute();
      return rows.map(ticketRecordOf);
    });
  }

  // ── tickets, staff side ──

  listTickets(filters: QueueFilters, page: PageRequest): Promise<Page<Queue>> {
    return this.#read(async (db) => {
      // the page and the total in one statement (count over the filtered rows, before limit and offset)
      const rows = await ticketsInOrder(db, filters)
        .select(sql<number>`count(*) over ()`.as("total"))
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute();
      // a page past the end has no row to carry the total: count apart (the first page's empty total is 0)
      const total =
        rows[0]?.total ??
        (page.page > 1
          ? (
              await ticketFilter(db.selectFrom("tickets"), filters)
                .select(sql<number>`count(*)`.as("total"))
                .executeTakeFirstOrThrow()
            ).total
          : 0);
      return { page: page.page, size: page.size, total, rows: rows.map(ticketRecordOf) };
    });
  }

  exportTickets(filters: QueueFilters): Promise<Queue[]> {
    return this.#read(async (db) => (await ticketsInOrder(db, filters).execute()).map(ticketRecordOf));
  }

  getTicket(uuid: string): Promise<Queue | null> {
    if (!UUID.test(uuid)) return Promise.resolve(null);
    return this.#read(async (db) => {
      const row = await db.selectFrom("tickets").selectAll().where("uuid", "=", uuid).executeTakeFirst();
      return row ? ticketRecordOf(row) : null;
    });
  }

  changeTicketStatus(change: TicketStatusChange): Promise<Queue | null | Violation> {
    return this.#write(async (tx) => {
      let rejection: string | null = null;
      if (change.action === "reject") {
        const reason = await tx
          .selectFrom("rejection_reasons")
          .select("reason")
          .where("id", "=", change.rejectionReasonId)
          .executeTakeFirst();
        if (!reason) return unknownReference("rejection_reason_id", change.rejectionReasonId, "rejection reason");
        rejection = reason.reason;
      }
      if (!UUID.test(change.uuid)) return null;
      const ticket = await tx.selectFrom("tickets").selectAll().where("uuid", "=", change.uuid).forUpdate().executeTakeFirst();
      if (!ticket) return null;
      const next = nextQueueStatus(ticket.status, change.action);
      if (isViolation(next)) return next;
      const updated = await tx
        .updateTable("tickets")
        .set({ status: next.status, rejection_reason: rejection })
        .where("uuid", "=", change.uuid)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ticketRecordOf(updated);
    });
  }

  // ── capacity board ──

  capacityRows(date: string): Promise<CapacityRows> {
    return this.#read(async (db) => {
      const [tickets, locations, sessions, daysOff] = await Promise.all([
        db
          .selectFrom("tickets")
          .select(["queue_location_id", "queue_session_id", "status", "created_at"])
          .where("scheduled_date", "=", date)
          .orderBy("seq")
          .execute(),
        db.selectFrom("locations").select(["id", "name", "code", "is_active"]).orderBy("id").execute(),
        db
          .selectFrom("sessions")
          .select(["id", "location_id", "day_of_the_week", "start_time", "end_time", "quota", "is_active"])
          .orderBy("id")
          .execute(),
        db.selectFrom("days_off").select(["id", "location_id", "date", "details", "is_active"]).orderBy("id").execute(),
      ]);
      return {
        tickets: tickets.map((ticket) => ({ ...ticket, created_at: wibTimestamp(ticket.created_at) })),
        locations,
        sessions,
        daysOff,
      };
    });
  }

  // ── locations ──

  listLocations({ name }: { name?: string | undefined }, page: PageRequest): Promise<Page<Location>> {
    return this.#read(async (db) => {
      let query = db.selectFrom("locations");
      if (name) query = query.where(contains("name", name));
      const { total, ids } = await pageOfIds(db, query, page, "id");
      return { page: page.page, size: page.size, total, rows: await this.#locations(db, ids) };
    });
  }

  getLocation(id: number): Promise<Location | null> {
    return this.#read(async (db) => (await this.#locations(db, [id]))[0] ?? null);
  }

  createLocation(values: { name: string; code: string; description?: string }, change: Change) {
    return this.#write(async (tx): Promise<Location | Violation> => {
      const refusal = checkUnique(await this.#sameKeyRows(tx, "locations", "code", values.code), "code", values.code);
      if (refusal) return refusal;
      const { id } = await tx
        .insertInto("locations")
        .values({
          name: values.name,
          code: values.code,
          description: values.description ?? null,
          is_active: true,
          ...createdAudit(change),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return this.#location(tx, id);
    });
  }

  editLocation(id: number, values: { name?: string; code?: string; description?: string | null }, change: Change) {
    return this.#write(async (tx): Promise<Location | null | Violation> => {
      const row = await tx.selectFrom("locations").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
      if (!row) return null;
      const refusal = checkUnique(await this.#sameKeyRows(tx, "locations", "code", values.code), "code", values.code, id);
      if (refusal) return refusal;
      await tx
        .updateTable("locations")
        .set({
          ...(values.name !== undefined && { name: values.name }),
          ...(values.code !== undefined && { code: values.code }),
          ...(values.description !== undefined && { description: values.description }),
          ...updatedAudit(change),
        })
        .where("id", "=", id)
        .execute();
      return this.#location(tx, id);
    });
  }

  setLocationActive(id: number, active: boolean, change: Change): Promise<Location | null> {
    return this.#transaction(async (tx) => {
      // registrations at its sessions in flight finish first; those after see the change (ADR 121)
      await lockSessionsOf(tx, id);
      const changed = await this.#setActive(tx, "locations", id, active, change);
      return changed ? this.#location(tx, id) : null;
    });
  }

  // ── weekly sessions ──

  listSessions({ location_id }: { location_id?: number | undefined }, page: PageRequest): Promise<Page<Session>> {
    return this.#read(async (db) => {
      let query = db.selectFrom("sessions");
      if (location_id) query = query.where("location_id", "=", location_id);
      const { total, ids } = await pageOfIds(db, query, page, "location_id", "day_of_the_week", "start_time", "id");
      return { page: page.page, size: page.size, total, rows: await this.#sessions(db, ids) };
    });
  }

  getSession(id: number): Promise<Session | null> {
    return this.#read(async (db) => (await this.#sessions(db, [id]))[0] ?? null);
  }

  createSession(
    values: { location_id: number; day_of_the_week: number; start_time: string; end_time: string; quota: number },
    change: Change,
  ) {
    return this.#write(async (tx): Promise<Session | Violation> => {
      const refusal =
        (await this.#missing(tx, "locations", [values.location_id], "location_id")) ??
        sessionTimesOutOfOrder(values.start_time, values.end_time);
      if (refusal) return refusal;
      const { id } = await tx
        .insertInto("sessions")
        .values({
          location_id: values.location_id,
          day_of_the_week: values.day_of_the_week,
          start_time: fullTime(values.start_time),
          end_time: fullTime(values.end_time),
          quota: values.quota,
          is_active: true,
          ...createdAudit(change),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return this.#session(tx, id);
    });
  }

  editSession(
    id: number,
    values: { location_id?: number; day_of_the_week?: number; start_time?: string; end_time?: string; quota?: number },
    change: Change,
  ) {
    return this.#write(async (tx): Promise<Session | null | Violation> => {
      // the row's lock: a quota or weekday edit waits for registrations in flight (ADR 121)
      const row = await tx
        .selectFrom("sessions")
        .select(["start_time", "end_time"])
        .where("id", "=", id)
        .forNoKeyUpdate()
        .executeTakeFirst();
      if (!row) return null;
      const start = fullTime(values.start_time ?? row.start_time);
      const end = fullTime(values.end_time ?? row.end_time);
      const refusal =
        (await this.#missing(tx, "locations", values.location_id === undefined ? [] : [values.location_id], "location_id")) ??
        sessionTimesOutOfOrder(start, end);
      if (refusal) return refusal;
      await tx
        .updateTable("sessions")
        .set({
          ...(values.location_id !== undefined && { location_id: values.location_id }),
          ...(values.day_of_the_week !== undefined && { day_of_the_week: values.day_of_the_week }),
          ...(values.quota !== undefined && { quota: values.quota }),
          start_time: start,
          end_time: end,
          ...updatedAudit(change),
        })
        .where("id", "=", id)
        .execute();
      return this.#session(tx, id);
    });
  }

  setSessionActive(id: number, active: boolean, change: Change): Promise<Session | null> {
    return this.#transaction(async (tx) =>
      (await this.#setActive(tx, "sessions", id, active, change)) ? this.#session(tx, id) : null,
    );
  }

  // ── days off ──

  listDaysOff(
    { location_id, date }: { location_id?: number | undefined; date?: string | undefined },
    page: PageRequest,
  ): Promise<Page<DayOff>> {
    return this.#read(async (db) => {
      let query = db.selectFrom("days_off");
      if (location_id) query = query.where("location_id", "=", location_id);
      if (date !== undefined) query = query.where("date", "=", date);
      const { total, ids } = await pageOfIds(db, query, page, "-date", "location_id", "id");
      return { page: page.page, size: page.size, total, rows: await this.#daysOff(db, ids) };
    });
  }

  getDayOff(id: number): Promise<DayOff | null> {
    return this.#read(async (db) => (await this.#daysOff(db, [id]))[0] ?? null);
  }

  createDayOff(values: { date: string; details: string; location_id: number }, change: Change) {
    return this.#write(async (tx): Promise<DayOff | Violation> => {
      const missing = await this.#missing(tx, "locations", [values.location_id], "location_id");
      if (missing) return missing;
      await lockSessionsOf(tx, values.location_id);
      const existing = await tx
        .selectFrom("days_off")
        .select(["id", "location_id", "date"])
        .where("location_id", "=", values.location_id)
        .where("date", "=", values.date)
        .execute();
      const refusal = checkNewDayOff(values, existing, change.now);
      if (refusal) return refusal;
      const { id } = await tx
        .insertInto("days_off")
        .values({ ...values, is_active: true, ...createdAudit(change) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return this.#dayOff(tx, id);
    });
  }

  setDayOffActive(id: number, active: boolean, change: Change): Promise<DayOff | null> {
    return this.#transaction(async (tx) => {
      const row = await tx.selectFrom("days_off").select("location_id").where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      await lockSessionsOf(tx, row.location_id);
      return (await this.#setActive(tx, "days_off", id, active, change)) ? this.#dayOff(tx, id) : null;
    });
  }

  deleteDayOff(id: number): Promise<boolean> {
    return this.#transaction(async (tx) => {
      const row = await tx.selectFrom("days_off").select("location_id").where("id", "=", id).executeTakeFirst();
      if (!row) return false;
      await lockSessionsOf(tx, row.location_id);
      const { numDeletedRows } = await tx.deleteFrom("days_off").where("id", "=", id).executeTakeFirst();
      return numDeletedRows > 0n;
    });
  }

  // ── rejection reasons ──

  listRejectionReasons(page: PageRequest): Promise<Page<RejectionReason>> {
    return this.#read(async (db) => {
      const { total, ids } = await pageOfIds(db, db.selectFrom("rejection_reasons"), page, "id");
      const rows = ids.length
        ? await db.selectFrom("rejection_reasons").select(["id", "reason"]).where("id", "in", ids).orderBy("id").execute()
        : [];
      return { page: page.page, size: page.size, total, rows };
    });
  }

  getRejectionReason(id: number): Promise<RejectionReason | null> {
    return this.#read(
      async (db) =>
        (await db.selectFrom("rejection_reasons").select(["id", "reason"]).where("id", "=", id).executeTakeFirst()) ?? null,
    );
  }

  createRejectionReason(values: { reason: string }) {
    return this.#write(async (tx): Promise<RejectionReason | Violation> => {
      // docs/product.md §11.9: one reason per text, whatever its case or surrounding spaces
      const refusal = checkUnique(
        await this.#sameKeyRows(tx, "rejection_reasons", "reason", values.reason),
        "reason",
        values.reason,
      );
      if (refusal) return refusal;
      return tx
        .insertInto("rejection_reasons")
        .values({ reason: values.reason })
        .returning(["id", "reason"])
        .executeTakeFirstOrThrow();
    });
  }

  deleteRejectionReason(id: number): Promise<boolean> {
    return this.#transaction(async (tx) => {
      const { numDeletedRows } = await tx.deleteFrom("rejection_reasons").where("id", "=", id).executeTakeFirst();
      return numDeletedRows > 0n;
    });
  }

  // ── roles and permissions ──

  listRoles(page: PageRequest): Promise<Page<Role>> {
    return this.#read(async (db) => {
      const { total, ids } = await pageOfIds(db, db.selectFrom("roles"), page, "id");
      return { page: page.page, size: page.size, total, rows: await this.#roles(db, ids) };
    });
  }

  getRole(id: number): Promise<Role | null> {
    return this.#read(async (db) => (await this.#roles(db, [id]))[0] ?? null);
  }

  createRole(values: { name: string; slug: string; description?: string; permissions?: number[] }) {
    return this.#write(async (tx): Promise<Role | Violation> => {
      const refusal =
        checkUnique(await this.#sameKeyRows(tx, "roles", "slug", values.slug), "slug", values.slug) ??
        (await this.#missing(tx, "permissions", values.permissions, "permissions"));
      if (refusal) return refusal;
      const { id } = await tx
        .insertInto("roles")
        .values({ name: values.name, slug: values.slug, description: values.description ?? null })
        .returning("id")
        .executeTakeFirstOrThrow();
      await replaceLinks(tx, "role_permissions", "role_id", id, "permission_id", values.permissions ?? []);
      return (await this.#roles(tx, [id]))[0] as Role;
    });
  }

  editRole(id: number, values: { name?: string; slug?: string; description?: string | null; permissions?: number[] }) {
    return this.#write(async (tx): Promise<Role | null | Violation> => {
      const row = await tx.selectFrom("roles").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
      if (!row) return null;
      const refusal =
        checkUnique(await this.#sameKeyRows(tx, "roles", "slug", values.slug), "slug", values.slug, id) ??
        (await this.#missing(tx, "permissions", values.permissions, "permissions"));
      if (refusal) return refusal;
      const changes = {
        ...(values.name !== undefined && { name: values.name }),
        ...(values.slug !== undefined && { slug: values.slug }),
        ...(values.description !== undefined && { description: values.description }),
      };
      if (Object.keys(changes).length) await tx.updateTable("roles").set(changes).where("id", "=", id).execute();
      if (values.permissions !== undefined)
        await replaceLinks(tx, "role_permissions", "role_id", id, "permission_id", values.permissions);
      return (await this.#roles(tx, [id]))[0] as Role;
    });
  }

  listPermissions(page: PageRequest): Promise<Page<Permission>> {
    return this.#read(async (db) => {
      const { total, ids } = await pageOfIds(db, db.selectFrom("permissions"), page, "id");
      const rows = ids.length
        ? await db
            .selectFrom("permissions")
            .select(["id", "name", "slug", "description"])
            .where("id", "in", ids)
            .orderBy("id")
            .execute()
        : [];
      return { page: page.page, size: page.size, total, rows };
    });
  }

  getPermission(id: number): Promise<Permission | null> {
    return this.#read(
      async (db) =>
        (await db
          .selectFrom("permissions")
          .select(["id", "name", "slug", "description"])
          .where("id", "=", id)
          .executeTakeFirst()) ?? null,
    );
  }

  createPermission(values: { name: string; slug: string; description?: string }) {
    return this.#write(async (tx): Promise<Permission | Violation> => {
      const refusal = checkUnique(await this.#sameKeyRows(tx, "permissions", "slug", values.slug), "slug", values.slug);
      if (refusal) return refusal;
      return tx
        .insertInto("permissions")
        .values({ name: values.name, slug: values.slug, description: values.description ?? null })
        .returning(["id", "name", "slug", "description"])
        .executeTakeFirstOrThrow();
    });
  }

  editPermission(id: number, values: { name?: string; slug?: string; description?: string | null }) {
    return this.#write(async (tx): Promise<Permission | null | Violation> => {
      const row = await tx.selectFrom("permissions").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
      if (!row) return null;
      const refusal = checkUnique(await this.#sameKeyRows(tx, "permissions", "slug", values.slug), "slug", values.slug, id);
      if (refusal) return refusal;
      const changes = {
        ...(values.name !== undefined && { name: values.name }),
        ...(values.slug !== undefined && { slug: values.slug }),
        ...(values.description !== undefined && { description: values.description }),
      };
      if (Object.keys(changes).length) await tx.updateTable("permissions").set(changes).where("id", "=", id).execute();
      return tx
        .selectFrom("permissions")
        .select(["id", "name", "slug", "description"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    });
  }

  // ── staff users ──

  listUsers(page: PageRequest): Promise<Page<User>> {
    return this.#read(async (db) => {
      const { total, ids } = await pageOfIds(db, db.selectFrom("users"), page, "id");
      return { page: page.page, size: page.size, total, rows: await this.#users(db, ids) };
    });
  }

  getUser(username: string): Promise<User | null> {
    return this.#read(async (db) => {
      const id = await userIdNamed(db, username);
      return id === undefined ? null : ((await this.#users(db, [id]))[0] ?? null);
    });
  }

  createUser(values: UserCreateValues, change: Change) {
    return this.#write(async (tx): Promise<User | Violation> => {
      const refusal =
        checkUnique(await this.#sameKeyRows(tx, "users", "username", values.username), "username", values.username) ??
        (await this.#missing(tx, "roles", values.roles, "roles")) ??
        (await this.#missing(tx, "permissions", values.permissions, "permissions"));
      if (refusal) return refusal;
      const { id } = await tx
        .insertInto("users")
        .values({
          name: values.name,
          username: values.username,
          password_hash: values.password_hash,
          ...createdAudit(change),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await replaceLinks(tx, "user_roles", "user_id", id, "role_id", values.roles ?? []);
      await replaceLinks(tx, "user_permissions", "user_id", id, "permission_id", values.permissions ?? []);
      return (await this.#users(tx, [id]))[0] as User;
    });
  }

  editUser(username: string, values: UserEditValues, change: Change) {
    return this.#write(async (tx): Promise<User | null | Violation> => {
      const id = await userIdNamed(tx, username, true);
      if (id === undefined) return null;
      const refusal =
        checkUnique(await this.#sameKeyRows(tx, "users", "username", values.username), "username", values.username, id) ??
        (await this.#missing(tx, "roles", values.roles, "roles")) ??
        (await this.#missing(tx, "permissions", values.permissions, "permissions"));
      if (refusal) return refusal;
      await tx
        .updateTable("users")
        .set({
          ...(values.name !== undefined && { name: values.name }),
          ...(values.username !== undefined && { username: values.username }),
          ...(values.password_hash !== undefined && { password_hash: values.password_hash }),
          ...updatedAudit(change),
        })
        .where("id", "=", id)
        .execute();
      if (values.roles !== undefined) await replaceLinks(tx, "user_roles", "user_id", id, "role_id", values.roles);
      if (values.permissions !== undefined)
        await replaceLinks(tx, "user_permissions", "user_id", id, "permission_id", values.permissions);
      const rightsChanged = values.roles !== undefined || values.permissions !== undefined;
      if (values.password_hash !== undefined || (rightsChanged && (await loginUserOf(tx, id))?.permissions.length === 0)) {
        let sessions = tx
          .updateTable("refresh_tokens")
          .set({ state: "revoked" })
          .where("user_id", "=", id)
          .where("state", "<>", "revoked");
        if (change.session) sessions = sessions.where("family", "<>", change.session);
        await sessions.execute();
      }
      return (await this.#users(tx, [id]))[0] as User;
    });
  }

  // ── sign-in and login sessions ──

  findLoginUser(username: string): Promise<LoginUser | null> {
    return this.#read(async (db) => {
      const id = await userIdNamed(db, username);
      return id === undefined ? null : loginUserOf(db, id);
    });
  }

  getLoginUser(id: number): Promise<LoginUser | null> {
    return this.#read((db) => loginUserOf(db, id));
  }

  openSession(grant: RefreshTokenGrant): Promise<void> {
    return this.#read(async (db) => {
      await db
        .insertInto("refresh_tokens")
        .values({
          token_hash: grant.tokenHash,
          family: grant.family,
          user_id: grant.userId,
          expires_at: new Date(grant.expiresAt),
          state: "active",
        })
        .execute();
    });
  }

  rotateRefreshToken(
    tokenHash: string,
    next: { tokenHash: string; expiresAt: number },
    now: number,
  ): Promise<RotatedSession | null> {
    // A replay revokes the family and answers null; that revocation must commit, so it is not a rollback.
    return this.#transaction(async (tx) => {
      const stored = await tx
        .selectFrom("refresh_tokens")
        .selectAll()
        .where("token_hash", "=", tokenHash)
        .forUpdate()
        .executeTakeFirst();
      if (!stored) return null;
      if (stored.state === "rotated") {
        await revokeFamily(tx, stored.family);
        return null;
      }
      if (stored.state === "revoked" || stored.expires_at.getTime() <= now) return null;
      await tx.updateTable("refresh_tokens").set({ state: "rotated" }).where("token_hash", "=", tokenHash).execute();
      await tx
        .insertInto("refresh_tokens")
        .values({
          token_hash: next.tokenHash,
          family: stored.family,
          user_id: stored.user_id,
          expires_at: new Date(next.expiresAt),
          state: "active",
        })
        .execute();
      return { userId: stored.user_id, family: stored.family };
    });
  }

  revokeRefreshToken(tokenHash: string): Promise<void> {
    return this.#transaction(async (tx) => {
      const stored = await tx
        .selectFrom("refresh_tokens")
        .select("family")
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
      if (stored) await revokeFamily(tx, stored.family);
    });
  }

  revokeSession(family: string): Promise<void> {
    return this.#transaction((tx) => revokeFamily(tx, family));
  }

  /**
   * One statement on every authenticated request (ADR 126): the session's user found through the family's index, and
   * their permissions (direct, then by role, in position order) through the link tables' primary keys.
   */
  sessionUser(family: string): Promise<SignedInUser | null> {
    return this.#read(async (db) => {
      const { rows } = await sql<{
        id: number;
        username: string;
        name: string;
        permission_id: number | null;
        slug: string | null;
      }>`
        select u.id, u.username, u.name, p.permission_id, p.slug
        from users u
        left join lateral (
          select up.permission_id, pe.slug, 0 as via_role, up.position as first, 0 as second
          from user_permissions up join permissions pe on pe.id = up.permission_id
          where up.user_id = u.id
          union all
          select rp.permission_id, pe.slug, 1, ur.position, rp.position
          from user_roles ur
          join role_permissions rp on rp.role_id = ur.role_id
          join permissions pe on pe.id = rp.permission_id
          where ur.user_id = u.id
        ) p on true
        where u.id = (select user_id from refresh_tokens where family = ${family} and state <> 'revoked' limit 1)
        order by p.via_role, p.first, p.second`.execute(db);
      const first = rows[0];
      if (!first) return null;
      const slugs = new Map<number, string>();
      for (const row of rows)
        if (row.permission_id !== null && row.slug !== null && !slugs.has(row.permission_id))
          slugs.set(row.permission_id, row.slug);
      return { id: first.id, username: first.username, name: first.name, permissions: [...slugs.values()] };
    });
  }

  // ── login throttle ──

  reserveLoginAttempt(attempt: LoginAttempt, now: number): Promise<number> {
    return this.#throttleStep(attempt, async (tx, keys) => {
      const since = new Date(now - LOGIN_RESERVATION_TTL_MS);
      const [records, inFlight] = await Promise.all([
        failureRecords(tx, keys),
        tx
          .selectFrom("login_attempts")
          .select(["key", sql<number>`count(*)::int`.as("attempts")])
          .where(
            "key",
            "in",
            keys.map(({ key }) => key),
          )
          .where("reserved_at", ">", since)
          .groupBy("key")
          .execute(),
      ]);
      const wait = waitBeforeAttempt(
        keys.map(({ key, threshold }) => ({
          record: records.get(key),
          inFlight: inFlight.find((row) => row.key === key)?.attempts ?? 0,
          threshold,
        })),
        now,
      );
      if (wait === 0)
        await tx
          .insertInto("login_attempts")
          .values(keys.map(({ key }) => ({ id: attempt.id, key, reserved_at: new Date(now) })))
          .execute();
      // a crashed process's reservations of these keys
      await tx
        .deleteFrom("login_attempts")
        .where(
          "key",
          "in",
          keys.map(({ key }) => key),
        )
        .where("reserved_at", "<=", since)
        .execute();
      return wait;
    });
  }

  endLoginAttempt(attempt: LoginAttempt, outcome: LoginOutcome, now: number): Promise<void> {
    return this.#throttleStep(attempt, async (tx, keys) => {
      await tx.deleteFrom("login_attempts").where("id", "=", attempt.id).execute();
      if (outcome === "succeeded") await tx.deleteFrom("login_failures").where("key", "=", attempt.username.key).execute();
      if (outcome !== "failed") return;
      const records = await failureRecords(tx, keys);
      for (const { key, threshold } of keys) {
        const next = afterFailure(records.get(key), now, threshold);
        const row = {
          count: next.count,
          last_failure_at: new Date(next.lastFailureAt),
          locked_until: new Date(next.lockedUntil),
        };
        await tx
          .insertInto("login_failures")
          .values({ key, ...row })
          .onConflict((conflict) => conflict.column("key").doUpdateSet(row))
          .execute();
      }
      // records quiet for longer than the rule remembers, and not locked, are forgotten
      await tx
        .deleteFrom("login_failures")
        .where("last_failure_at", "<=", new Date(now - LOGIN_THROTTLE.forgetAfterSeconds * 1000))
        .where("locked_until", "<=", new Date(now))
        .execute();
    });
  }

  /**
   * One transaction holding the attempt's keys (transaction-scoped advisory locks, taken in the keys' order so two
   * attempts cannot wait on each other): the read of a key's state and the write that follows are one step for every
   * process. Not #transaction: a login changes nothing the guest lists show.
   */
  #throttleStep<R>(
    attempt: LoginAttempt,
    work: (tx: Transaction<Tables>, keys: LoginAttempt["username"][]) => Promise<R>,
  ): Promise<R> {
    const keys = [attempt.username, attempt.client].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return withStoreErrors(() =>
      this.db.transaction().execute(async (tx) => {
        for (const { key } of keys) await sql`select pg_advisory_xact_lock(${LOGIN_THROTTLE_LOCK}, hashtext(${key}))`.execute(tx);
        return work(tx, keys);
      }),
    );
  }

  /**
   * Deletes the Idempotency-Keys older than IDEMPOTENCY_TTL_MS at `now` (as the memory store drops them; an expired
   * key is taken over by its next use anyway, registration.ts). Run by `register` at most every KEY_PURGE_EVERY_MS
   * of the API's clock; answers how many went.
   */
  async purgeExpiredKeys(now: number): Promise<number> {
    const { numDeletedRows } = await this.#read((db) =>
      db
        .deleteFrom("idempotency_keys")
        .where("created_at", "<=", new Date(now - IDEMPOTENCY_TTL_MS))
        .executeTakeFirst(),
    );
    return Number(numDeletedRows);
  }

  // ── whole store ──

  async reset(seed: Parameters<Store["reset"]>[0], now: number): Promise<void> {
    // the demo rows are made before the transaction: PBKDF2 hashing should not hold the tables
    const rows = seed === false ? null : await demoTables(now, seed);
    await this.#transaction(async (tx) => {
      await clearAll(tx);
      if (rows) await copyRows(tx, rows);
    });
  }

  counts(): Promise<Record<TableName, number>> {
    return this.#read(async (db) => {
      const { rows } = await sql<Record<TableName, number>>`select
        (select count(*) from users) as "users",
        (select count(*) from roles) as "roles",
        (select count(*) from permissions) as "permissions",
        (select count(*) from locations) as "locations",
        (select count(*) from sessions) as "sessions",
        (select count(*) from days_off) as "daysOff",
        (select count(*) from rejection_reasons) as "rejectionReasons",
        (select count(*) from tickets) as "tickets",
        (select count(*) from refresh_tokens) as "refreshTokens",
        (select count(*) from idempotency_keys) as "idempotency"`.execute(db);
      return rows[0] as Record<TableName, number>;
    });
  }

  close(): Promise<void> {
    return this.#database.close();
  }

  // ── shared steps ──

  /** A read (or a single statement): database errors become StoreUnavailable (errors.ts). */
  #read<R>(work: (db: Kysely<Tables>) => Promise<R>): Promise<R> {
    return withStoreErrors(() => work(this.db));
  }

  /** One transaction (database errors as in #read). Staff changes are transactions: the guest lists are read anew. */
  async #transaction<R>(work: (tx: Transaction<Tables>) => Promise<R>): Promise<R> {
    try {
      return await withStoreErrors(() => this.db.transaction().execute(work));
    } finally {
      this.#guestLocations.clear();
      this.#guestSessions.clear();
    }
  }

  /** One transaction; a unique constraint that fires answers the check's Violation. */
  async #write<R>(work: (tx: Transaction<Tables>) => Promise<R>): Promise<R | Violation> {
    try {
      return await this.#transaction(work);
    } catch (error) {
      if (error instanceof StoreRefusal) return error.violation;
      throw error;
    }
  }

  /** Rows whose `column` is the same key as `value` (sameKey: case and surrounding spaces ignored). */
  async #sameKeyRows<T extends "locations" | "rejection_reasons" | "roles" | "permissions" | "users">(
    tx: Transaction<Tables>,
    table: T,
    column: "code" | "reason" | "slug" | "username",
    value: string | undefined,
  ): Promise<{ id: number; [key: string]: unknown }[]> {
    if (value === undefined) return [];
    const { rows } = await sql<{ id: number; [key: string]: unknown }>`select id, ${sql.ref(column)} from ${sql.table(table)}
      where lower(btrim(${sql.ref(column)})) = lower(btrim(${value}))`.execute(tx);
    return rows;
  }

  /** 422 naming the first id in `ids` that `table` does not hold; null when all exist. */
  async #missing(
    tx: Transaction<Tables>,
    table: "locations" | "roles" | "permissions",
    ids: readonly number[] | undefined,
    field: string,
  ): Promise<Violation | null> {
    if (!ids?.length) return null;
    const found = new Set(
      (
        await tx
          .selectFrom(table)
          .select("id")
          .where("id", "in", [...ids])
          .execute()
      ).map((row) => row.id),
    );
    const missing = ids.find((id) => !found.has(id));
    return missing === undefined ? null : unknownReference(field, missing);
  }

  /** Archive or activate; repeating it changes nothing. False when there is no such row. */
  async #setActive(
    tx: Transaction<Tables>,
    table: "locations" | "sessions" | "days_off",
    id: number,
    active: boolean,
    change: Change,
  ): Promise<boolean> {
    const row = await tx.selectFrom(table).select("is_active").where("id", "=", id).forUpdate().executeTakeFirst();
    if (!row) return false;
    if (row.is_active !== active)
      await tx
        .updateTable(table)
        .set({ is_active: active, ...updatedAudit(change) })
        .where("id", "=", id)
        .execute();
    return true;
  }

  async #location(db: Db, id: number): Promise<Location> {
    return (await this.#locations(db, [id]))[0] as Location;
  }

  async #locations(db: Db, ids: readonly number[]): Promise<Location[]> {
    if (!ids.length) return [];
    const [rows, daysOff] = await Promise.all([
      withAudit(db, "locations")
        .select(["x.id", "x.name", "x.code", "x.description", "x.is_active"])
        .where("x.id", "in", [...ids])
        .execute(),
      this.#daysOffWhere(db, { locationIds: ids }),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id: row.id,
          name: row.name,
          code: row.code,
          description: row.description,
          is_active: row.is_active,
          queue_days_off: daysOff.filter((dayOff) => dayOff.queue_location.id === id),
          ...auditOf(row),
        },
      ];
    });
  }

  async #session(db: Db, id: number): Promise<Session> {
    return (await this.#sessions(db, [id]))[0] as Session;
  }

  async #sessions(db: Db, ids: readonly number[]): Promise<Session[]> {
    if (!ids.length) return [];
    const rows = await withAudit(db, "sessions")
      .leftJoin("locations as l", "l.id", "x.location_id")
      .select([
        "x.id",
        "x.day_of_the_week",
        "x.location_id",
        "l.name as location_name",
        "l.code as location_code",
        "x.start_time",
        "x.end_time",
        "x.quota",
        "x.is_active",
      ])
      .where("x.id", "in", [...ids])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id: row.id,
          day_of_the_week: row.day_of_the_week,
          queue_location: { id: row.location_id, name: row.location_name ?? "", code: row.location_code ?? "" },
          start_time: row.start_time,
          end_time: row.end_time,
          quota: row.quota,
          is_active: row.is_active,
          ...auditOf(row),
        },
      ];
    });
  }

  async #dayOff(db: Db, id: number): Promise<DayOff> {
    return (await this.#daysOff(db, [id]))[0] as DayOff;
  }

  async #daysOff(db: Db, ids: readonly number[]): Promise<DayOff[]> {
    if (!ids.length) return [];
    const rows = await this.#daysOffWhere(db, { ids });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Days off by id, or a location's (by date, as the location's page lists them). */
  async #daysOffWhere(db: Db, which: { ids?: readonly number[]; locationIds?: readonly number[] }): Promise<DayOff[]> {
    let query = withAudit(db, "days_off")
      .leftJoin("locations as l", "l.id", "x.location_id")
      .select(["x.id", "x.date", "x.details", "x.is_active", "x.location_id", "l.name as location_name"]);
    if (which.ids) query = query.where("x.id", "in", [...which.ids]);
    if (which.locationIds)
      query = query
        .where("x.location_id", "in", [...which.locationIds])
        .orderBy("x.date")
        .orderBy("x.id");
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      date: row.date,
      details: row.details,
      is_active: row.is_active,
      queue_location: { id: row.location_id, name: row.location_name ?? "" },
      ...auditOf(row),
    }));
  }

  async #roles(db: Db, ids: readonly number[]): Promise<Role[]> {
    if (!ids.length) return [];
    const [rows, links] = await Promise.all([
      db
        .selectFrom("roles")
        .select(["id", "name", "slug", "description"])
        .where("id", "in", [...ids])
        .execute(),
      db
        .selectFrom("role_permissions as rp")
        .innerJoin("permissions as p", "p.id", "rp.permission_id")
        .select(["rp.role_id", "p.id", "p.name", "p.slug", "p.description"])
        .where("rp.role_id", "in", [...ids])
        .orderBy("rp.role_id")
        .orderBy("rp.position")
        .execute(),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const permissions = links
        .filter((link) => link.role_id === id)
        .map(({ id: permissionId, name, slug, description }) => ({ id: permissionId, name, slug, description }));
      return [{ ...row, permissions }];
    });
  }

  async #users(db: Db, ids: readonly number[]): Promise<User[]> {
    if (!ids.length) return [];
    const [rows, roles, permissions] = await Promise.all([
      withAudit(db, "users")
        .select(["x.id", "x.name", "x.username"])
        .where("x.id", "in", [...ids])
        .execute(),
      db
        .selectFrom("user_roles as link")
        .innerJoin("roles as r", "r.id", "link.role_id")
        .select(["link.user_id", "r.id", "r.name", "r.slug"])
        .where("link.user_id", "in", [...ids])
        .orderBy("link.position")
        .execute(),
      db
        .selectFrom("user_permissions as link")
        .innerJoin("permissions as p", "p.id", "link.permission_id")
        .select(["link.user_id", "p.id", "p.name", "p.slug"])
        .where("link.user_id", "in", [...ids])
        .orderBy("link.position")
        .execute(),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const refs = (links: { user_id: number; id: number; name: string; slug: string }[], userId: number) =>
      links.filter((link) => link.user_id === userId).map(({ id, name, slug }) => ({ id, name, slug }));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          name: row.name,
          username: row.username,
          ...auditOf(row),
          roles: refs(roles, id),
          permissions: refs(permissions, id),
        },
      ];
    });
  }
}

/** `table as x` joined with the names of its creator and updater. */
function withAudit<T extends "locations" | "sessions" | "days_off" | "users">(db: Db, table: T) {
  return db
    .selectFrom(`${table} as x` as "locations as x")
    .leftJoin("users as cu", "cu.id", "x.created_by")
    .leftJoin("users as uu", "uu.id", "x.updated_by")
    .select(["x.created_at", "x.updated_at", "cu.name as creator_name", "uu.name as updater_name"]) as
    // the caller picks the table's own columns; the audit ones are the same in the four tables
    unknown as SelectQueryBuilder<
    Tables & { x: Tables[T]; cu: Tables["users"]; uu: Tables["users"] },
    "x" | "cu" | "uu",
    AuditRow
  >;
}

/** The list and export filters, as the memory store's ticketFilter (location 0 = all; texts contain, any case). */
function ticketFilter<O>(query: SelectQueryBuilder<Tables, "tickets", O>, filters: QueueFilters) {
  let filtered = query;
  if (filters.date !== undefined) filtered = filtered.where("scheduled_date", "=", filters.date);
  if (filters.location_id) filtered = filtered.where("queue_location_id", "=", filters.location_id);
  for (const field of ["no", "no_kjp", "no_ktp"] as const) {
    const needle = filters[field];
    if (needle) filtered = filtered.where(contains(field, needle));
  }
  if (filters.status) filtered = filtered.where("status", "=", filters.status);
  const search = filters.search?.trim();
  if (search)
    filtered = filtered.where((eb) => eb.or([contains("no", search), contains("no_kjp", search), contains("no_ktp", search)]));
  return filtered;
}

/** The staff list's tickets matching `filters`, newest pickup date first, then in registration order. */
function ticketsInOrder(db: Kysely<Tables>, filters: QueueFilters) {
  return ticketFilter(db.selectFrom("tickets"), filters).selectAll().orderBy("scheduled_date", "desc").orderBy("seq");
}

/**
 * The ids of one page and the total, ordered by `keys` (`-key` descending): one statement (one round trip, one
 * connection), the total counted over the filtered rows and the page's ids as an array in their order.
 */
async function pageOfIds<
  T extends "locations" | "sessions" | "days_off" | "rejection_reasons" | "roles" | "permissions" | "users",
>(
  db: Db,
  query: SelectQueryBuilder<Tables, T, object>,
  page: PageRequest,
  ...keys: string[]
): Promise<{ total: number; ids: number[] }> {
  let ordered = query.select(sql<number>`id`.as("id"));
  for (const key of keys)
    ordered = key.startsWith("-") ? ordered.orderBy(sql.ref(key.slice(1)), "desc") : ordered.orderBy(sql.ref(key));
  const pageIds = ordered.limit(page.size).offset((page.page - 1) * page.size);
  const counted = query.select(sql<number>`count(*)`.as("total"));
  const { rows } = await sql<{ total: number; ids: number[] }>`select (${counted}) as total, array(${pageIds}) as ids`.execute(
    db,
  );
  return rows[0]!;
}

async function userIdNamed(db: Db, username: string, lock = false): Promise<number | undefined> {
  let query = db
    .selectFrom("users")
    .select("id")
    .where(sql<boolean>`lower(btrim(username)) = lower(btrim(${username}))`);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst())?.id;
}

/** The token's permissions: direct ones ∪ its roles', as slugs, in the memory store's order (docs/product.md §10). */
async function loginUserOf(db: Db, id: number): Promise<LoginUser | null> {
  const user = await db
    .selectFrom("users")
    .select(["id", "username", "name", "password_hash"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!user) return null;
  const [direct, viaRoles] = await Promise.all([
    db
      .selectFrom("user_permissions as up")
      .innerJoin("permissions as p", "p.id", "up.permission_id")
      .select(["p.id", "p.slug"])
      .where("up.user_id", "=", id)
      .orderBy("up.position")
      .execute(),
    db
      .selectFrom("user_roles as ur")
      .innerJoin("role_permissions as rp", "rp.role_id", "ur.role_id")
      .innerJoin("permissions as p", "p.id", "rp.permission_id")
      .select(["p.id", "p.slug"])
      .where("ur.user_id", "=", id)
      .orderBy("ur.position")
      .orderBy("rp.position")
      .execute(),
  ]);
  const slugs = new Map<number, string>();
  for (const permission of [...direct, ...viaRoles]) if (!slugs.has(permission.id)) slugs.set(permission.id, permission.slug);
  return { ...user, permissions: [...slugs.values()] };
}

/** The throttle keys' failure records, as the rule reads them (locked_until epoch 0: not locked). */
async function failureRecords(tx: Transaction<Tables>, keys: readonly { key: string }[]): Promise<Map<string, LoginFailures>> {
  const rows = await tx
    .selectFrom("login_failures")
    .selectAll()
    .where(
      "key",
      "in",
      keys.map(({ key }) => key),
    )
    .execute();
  return new Map(
    rows.map((row) => [
      row.key,
      { count: row.count, lastFailureAt: row.last_failure_at.getTime(), lockedUntil: row.locked_until.getTime() },
    ]),
  );
}

async function revokeFamily(tx: Transaction<Tables>, family: string): Promise<void> {
  await tx
    .updateTable("refresh_tokens")
    .set({ state: "revoked" })
    .where("family", "=", family)
    .where("state", "<>", "revoked")
    .execute();
}

/** Replaces a record's list of links, keeping the given order. */
async function replaceLinks(
  tx: Transaction<Tables>,
  table: "role_permissions" | "user_roles" | "user_permissions",
  ownerColumn: "role_id" | "user_id",
  ownerId: number,
  targetColumn: "permission_id" | "role_id",
  targetIds: readonly number[],
): Promise<void> {
  await sql`delete from ${sql.table(table)} where ${sql.ref(ownerColumn)} = ${ownerId}`.execute(tx);
  const unique = [...new Set(targetIds)];
  if (!unique.length) return;
  await tx
    .insertInto(table)
    .values(unique.map((targetId, position) => ({ [ownerColumn]: ownerId, [targetColumn]: targetId, position })) as never)
    .execute();
}

function createdAudit(change: Change) {
  const at = new Date(change.now);
  return { created_at: at, updated_at: at, created_by: change.actorId, updated_by: change.actorId };
}

function updatedAudit(change: Change) {
  return { updated_at: new Date(change.now), updated_by: change.actorId };
}
