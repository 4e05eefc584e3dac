import DataLoader from "dataloader";
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { GuestLocation, GuestSession, Queue, QueueFilters } from "../../../contract";
import { wibTimestamp, weekdayOf } from "../../../contract/wib";
import { nextServedDate } from "../../rules/bookability";
import { RUSH_INTERVAL_MINUTES, RUSH_SLOTS, rushStartOf, type SessionTally } from "../../rules/capacity";
import { IDEMPOTENCY_TTL_MS, isKeyRemembered } from "../../rules/idempotency";
import { remainingQuota } from "../../rules/limits";
import { nextQueueStatus } from "../../rules/queue-status";
import { isViolation, unknownReference, type Violation } from "../../rules/violation";
import { StoreUnavailable, type Page, type PageRequest } from "../basics";
import { contains } from "../sql/queries";
import { registerTicket, savedRegistration } from "../sql/registration";
import { ticketRecordOf } from "../sql/rows";
import { read, readPrepared, write, type SqlScope } from "../sql/scope";
import type { Tables } from "../sql/tables";
import {
  RegisterInTransaction,
  type CapacityRows,
  type RegistrationOutcome,
  type RegistrationRequest,
  type TicketStatusChange,
  type TicketsRepository,
} from "./repository";

/**
 * The remembered keys among a batch's (tickets/sql.ts #keyLookups). One array parameter, not `in ($1, …, $n)`: one
 * statement text whatever the batch's size, so it is prepared once per connection and pg_stat_statements counts it
 * as one.
 */
export const KEY_LOOKUP = {
  name: "antrean_remembered_keys",
  text: "select key, created_at from idempotency_keys where key = any($1::text[])",
} as const;
type RememberedKey = { key: string; created_at: Date };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How often (API clock) a registration also deletes the expired Idempotency-Keys: one indexed delete per 10 min. */
const KEY_PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Tickets on PostgreSQL or PGlite (docs/decisions/121-sql-store.md). The guest lists are kept a second (scope.ts,
 * `GUEST_LISTS_TTL_MS`) and answer as last read while the database is away; registration is one call of the database
 * function register_guest (../sql/registration.ts).
 */
export class SqlTickets implements TicketsRepository {
  constructor(private readonly scope: SqlScope) {}

  guestLocations(date: string): Promise<GuestLocation[]> {
    return this.scope.shared.guestLocations.get(date, () => guestLocationsOf(this.scope, date));
  }

  nextPickupDate(date: string): Promise<string | null> {
    return this.scope.shared.nextPickupDate.get(date, () =>
      read(this.scope, async (db) => {
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
      }),
    );
  }

  guestSessions(locationId: number, date: string): Promise<GuestSession[]> {
    return this.scope.shared.guestSessions.get(`${locationId} ${date}`, () => guestSessionsOf(this.scope, locationId, date));
  }

  async register(request: RegistrationRequest): Promise<RegistrationOutcome> {
    // its own call on the pool (the database function); inside a caller's transaction on PGlite it would wait forever
    if (this.scope.db.isTransaction) throw new RegisterInTransaction();
    const { shared } = this.scope;
    // the lists must not keep offering a seat this process knows is gone: its last one taken here, or a create
    // refused for a full session (one another process filled)
    let outcome: RegistrationOutcome;
    try {
      outcome = await registerTicket(shared.database, request, () => shared.forgetGuestLists());
    } catch (error) {
      // never "try again" for a registration that was saved (issue 33): look before answering 503
      const saved =
        error instanceof StoreUnavailable && request.idempotency
          ? await savedRegistration(shared.database, request.idempotency, error)
          : null;
      if (!saved) throw error;
      shared.forgetGuestLists();
      return saved;
    }
    if (isViolation(outcome) && outcome.code === "QUOTA_FULL") shared.forgetGuestLists();
    if (request.now >= shared.nextKeyPurgeAt) {
      shared.nextKeyPurgeAt = request.now + KEY_PURGE_EVERY_MS;
      // housekeeping after the answer is decided: a purge that fails leaves the rows to the next one
      await this.purgeExpiredKeys(request.now).catch(() => undefined);
    }
    return outcome;
  }

  /**
   * Deletes the Idempotency-Keys older than IDEMPOTENCY_TTL_MS at `now` (as the memory store drops them; an expired
   * key is taken over by its next use anyway, registration.ts). Run by `register` at most every KEY_PURGE_EVERY_MS
   * of the API's clock; answers how many went.
   */
  async purgeExpiredKeys(now: number): Promise<number> {
    const { numDeletedRows } = await read(this.scope, (db) =>
      db
        .deleteFrom("idempotency_keys")
        .where("created_at", "<=", new Date(now - IDEMPOTENCY_TTL_MS))
        .executeTakeFirst(),
    );
    return Number(numDeletedRows);
  }

  isKeyRemembered(key: string, now: number): Promise<boolean> {
    return this.#keyLookups.load({ key, now });
  }

  /**
   * Asked for every create a full session's mark refuses (server/handlers/guest.ts): at 06:00 hundreds a second. The
   * keys asked in one turn of the event loop go to the database in one query (DataLoader, dispatched by setImmediate:
   * after the turn's sockets are read), not one round trip each (issue 34; the library: ADR 121). Outside a
   * transaction the query is a named prepared statement (readPrepared, as the registration's): no Kysely query
   * built and compiled and no PostgreSQL parse per batch, the largest part of the morning's Kysely time (issue 34,
   * docs/performance-log.md "Node's share of a create"); in a caller's transaction the same text runs on it.
   */
  readonly #keyLookups = new DataLoader<{ key: string; now: number }, boolean>(
    async (asks) => {
      const values = [[...new Set(asks.map((ask) => ask.key))]];
      // the statement as one literal, not `{ ...KEY_LOOKUP, values }`: V8 11 (Node 20) gives an object spread followed
      // by a key of its own a fresh hidden class each time, a map and descriptors in the old space per batch
      // (docs/performance-log.md, "Hidden classes on the request path")
      const rows = await readPrepared<RememberedKey>(this.scope, { name: KEY_LOOKUP.name, text: KEY_LOOKUP.text, values });
      const createdAt = new Map(rows.map((row) => [row.key, row.created_at.getTime()]));
      return asks.map(({ key, now }) => {
        const at = createdAt.get(key);
        return at !== undefined && isKeyRemembered(at, now);
      });
    },
    // no cache: a key saved a moment later must be found; a batch of at most 1,000 keys keeps one query's parameter
    // (about 40 kB) and answer small however many refusals a turn holds
    { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch), maxBatchSize: 1000 },
  );

  forKjp(kjp: string, date: string): Promise<Queue[]> {
    return read(this.scope, async (db) => {
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

  list(filters: QueueFilters, page: PageRequest): Promise<Page<Queue>> {
    return read(this.scope, async (db) => {
      // the page and the total in one statement (count over the filtered rows, before limit and offset)
      const rows = await ticketsInOrder(db, filters)
        .select(sql<number>`count(*) over ()`.as("total"))
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute();
      // a page past the end has no row to carry the total: count apart (the first page's empty total is 0)
      const total = rows[0]?.total ?? (page.page > 1 ? await this.count(filters) : 0);
      return { page: page.page, size: page.size, total, rows: rows.map(ticketRecordOf) };
    });
  }

  count(filters: QueueFilters): Promise<number> {
    return read(this.scope, async (db) => {
      // a bigint, read as a number (connect.ts)
      const { total } = await ticketFilter(db.selectFrom("tickets"), filters)
        .select(sql<number>`count(*)`.as("total"))
        .executeTakeFirstOrThrow();
      return total;
    });
  }

  listAll(filters: QueueFilters, most: number): Promise<Queue[] | null> {
    return read(this.scope, async (db) => {
      const rows = await ticketsInOrder(db, filters)
        .$if(Number.isFinite(most), (query) => query.limit(most + 1))
        .execute();
      return rows.length > most ? null : rows.map(ticketRecordOf);
    });
  }

  get(uuid: string): Promise<Queue | null> {
    if (!UUID.test(uuid)) return Promise.resolve(null);
    return read(this.scope, async (db) => {
      const row = await db.selectFrom("tickets").selectAll().where("uuid", "=", uuid).executeTakeFirst();
      return row ? ticketRecordOf(row) : null;
    });
  }

  changeStatus(change: TicketStatusChange): Promise<Queue | null | Violation> {
    return write(this.scope, async (tx) => {
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

  capacityRows(date: string, { includeArchived }: { includeArchived: boolean }): Promise<CapacityRows> {
    return read(this.scope, async (db) => {
      const [tallies, rush, locations, sessions, daysOff] = await Promise.all([
        capacityTalliesOf(db, date, includeArchived),
        rushCurveOf(db, date, includeArchived),
        db.selectFrom("locations").select(["id", "name", "code", "is_active"]).orderBy("id").execute(),
        db
          .selectFrom("sessions")
          .select(["id", "location_id", "day_of_the_week", "start_time", "end_time", "quota", "is_active"])
          .orderBy("id")
          .execute(),
        db.selectFrom("days_off").select(["id", "location_id", "date", "details", "is_active"]).orderBy("id").execute(),
      ]);
      return { tallies, rush, locations, sessions, daysOff };
    });
  }
}

/** the date's tickets at the locations the board shows (server/rules/capacity.ts `isShownLocation`) */
function shownTickets(db: Kysely<Tables>, date: string, includeArchived: boolean) {
  return db
    .selectFrom("tickets as t")
    .innerJoin("locations as l", "l.id", "t.queue_location_id")
    .where("t.scheduled_date", "=", date)
    .where((eb) => (includeArchived ? eb.lit(true) : eb("l.is_active", "=", true)));
}

/**
 * server/rules/capacity.ts `tallyTickets`, counted in the database: per session, its registrations, done and
 * rejected, and the created_at of its quota-th registration in time (the session's quota now) when it has that many.
 */
async function capacityTalliesOf(db: Kysely<Tables>, date: string, includeArchived: boolean): Promise<SessionTally[]> {
  const rows = await db
    .selectFrom(
      shownTickets(db, date, includeArchived)
        .select([
          "t.queue_session_id as session_id",
          "t.status",
          "t.created_at",
          sql<number>`row_number() over (partition by t.queue_session_id order by t.created_at)`.as("rank"),
        ])
        .as("r"),
    )
    .innerJoin("sessions as s", "s.id", "r.session_id")
    .select([
      "r.session_id",
      sql<number>`count(*)::int`.as("registered"),
      sql<number>`(count(*) filter (where r.status = 'done'))::int`.as("done"),
      sql<number>`(count(*) filter (where r.status = 'rejected'))::int`.as("rejected"),
      // a quota of 0 matches no rank (row_number starts at 1): never full, as tallyTickets says
      sql<Date | null>`max(r.created_at) filter (where r.rank = s.quota)`.as("filled_at"),
    ])
    .groupBy("r.session_id")
    .orderBy("r.session_id")
    .execute();
  return rows.map((row) => ({ ...row, filled_at: row.filled_at === null ? null : wibTimestamp(row.filled_at) }));
}

/** The rush curve counted in the database: registrations per RUSH_INTERVAL_MINUTES slot from the window's opening. */
async function rushCurveOf(db: Kysely<Tables>, date: string, includeArchived: boolean): Promise<number[]> {
  const opens = new Date(rushStartOf(date));
  const closes = new Date(opens.getTime() + RUSH_SLOTS * RUSH_INTERVAL_MINUTES * 60_000);
  const slot = sql<number>`floor(extract(epoch from (t.created_at - ${opens}::timestamptz)) / ${RUSH_INTERVAL_MINUTES * 60})::int`;
  const rows = await db
    .selectFrom(
      shownTickets(db, date, includeArchived)
        .where("t.created_at", ">=", opens)
        .where("t.created_at", "<", closes)
        .select(slot.as("slot"))
        .as("w"),
    )
    .select(["w.slot", sql<number>`count(*)::int`.as("count")])
    .groupBy("w.slot")
    .execute();
  const rush = new Array<number>(RUSH_SLOTS).fill(0);
  for (const row of rows) rush[row.slot] = row.count;
  return rush;
}

/**
 * The guest lists' reads, each a named prepared statement (readPrepared): a process reads each list about once a
 * second in a rush, and again after each session it finds full (issue 34). A market's active sessions on the pickup
 * date's weekday with their seats taken; its days off on that date. Names compare by code unit (`collate "C"`), as the
 * memory store's sort does, not by the database's collation.
 */
const GUEST_LOCATIONS = {
  name: "antrean_guest_locations",
  text: `select id, name, code, description from locations where is_active order by name collate "C", id`,
} as const;
const GUEST_DAYS_OFF = {
  name: "antrean_guest_days_off",
  text: `select id, location_id, date, details from days_off
          where location_id = any($1::integer[]) and date = $2::date and is_active order by id`,
} as const;
const GUEST_SEATS = {
  name: "antrean_guest_seats",
  text: `select s.location_id, s.quota, seats.taken from sessions s
           left join session_seats seats on seats.session_id = s.id and seats.date = $2::date
          where s.location_id = any($1::integer[]) and s.is_active and s.day_of_the_week = $3::smallint`,
} as const;
const GUEST_SESSIONS = {
  name: "antrean_guest_sessions",
  text: `select s.id, s.day_of_the_week, s.start_time, s.end_time, s.quota,
                l.id as location_id, l.name as location_name, l.code as location_code, seats.taken
           from sessions s
           join locations l on l.id = s.location_id
           left join session_seats seats on seats.session_id = s.id and seats.date = $2::date
          where s.location_id = $1::integer and s.is_active and l.is_active and s.day_of_the_week = $3::smallint
          order by s.start_time, s.id`,
} as const;

async function guestLocationsOf(scope: SqlScope, date: string): Promise<GuestLocation[]> {
  const locations = await readPrepared<{ id: number; name: string; code: string; description: string | null }>(scope, {
    name: GUEST_LOCATIONS.name,
    text: GUEST_LOCATIONS.text,
    values: [],
  });
  if (!locations.length) return [];
  const ids = locations.map((row) => row.id);
  const daysOff = await readPrepared<{ id: number; location_id: number; date: string; details: string }>(scope, {
    name: GUEST_DAYS_OFF.name,
    text: GUEST_DAYS_OFF.text,
    values: [ids, date],
  });
  // the sessions a guest may pick for the date and their seats taken: what marks a market with none (issue 35)
  const sessions = await readPrepared<{ location_id: number; quota: number; taken: number | null }>(scope, {
    name: GUEST_SEATS.name,
    text: GUEST_SEATS.text,
    values: [ids, date, weekdayOf(date)],
  });
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
}

type GuestSessionRow = {
  id: number;
  day_of_the_week: number;
  start_time: string;
  end_time: string;
  quota: number;
  location_id: number;
  location_name: string;
  location_code: string;
  taken: number | null;
};

async function guestSessionsOf(scope: SqlScope, locationId: number, date: string): Promise<GuestSession[]> {
  const rows = await readPrepared<GuestSessionRow>(scope, {
    name: GUEST_SESSIONS.name,
    text: GUEST_SESSIONS.text,
    values: [locationId, date, weekdayOf(date)],
  });
  return rows.map((row) => ({
    id: row.id,
    day_of_the_week: row.day_of_the_week,
    queue_location: { id: row.location_id, name: row.location_name, code: row.location_code },
    start_time: row.start_time,
    end_time: row.end_time,
    quota: row.quota,
    remaining_quota: remainingQuota(row.quota, row.taken ?? 0),
  }));
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

/**
 * The staff list's tickets matching `filters` in the list's order (docs/product.md §2.8), as the memory store's
 * (server/store/memory/ticket-index.ts `listOrder`): newest pickup date first, then by location name (byte order, as
 * JavaScript compares), the location's id, then queue number; the index tickets_list (migration 0004) serves it.
 */
function ticketsInOrder(db: Kysely<Tables>, filters: QueueFilters) {
  return ticketFilter(db.selectFrom("tickets"), filters)
    .selectAll()
    .orderBy("scheduled_date", "desc")
    .orderBy(sql`scheduled_location collate "C"`)
    .orderBy("queue_location_id")
    .orderBy("sequence");
}
