import { sql, type Kysely, type QueryCreator, type Transaction } from "kysely";
import type { Queue } from "../../../src/api/contract";
import { idempotencyKeyReused, IDEMPOTENCY_TTL_MS } from "../../rules/idempotency";
import type { LocationRecord, SessionRecord } from "../rows";
import { StoreUnavailable, type RegistrationOutcome, type RegistrationRequest } from "../store";
import { checkSessionBookable } from "../../rules/bookability";
import { KTP_MONTHLY_LIMIT } from "../../rules/limits";
import { decideRegistration } from "../../rules/registration";
import { checkRegistrationWindow, scheduledDateFor } from "../../rules/registration-window";
import { isViolation, type Violation } from "../../rules/violation";
import { withStoreErrors } from "./errors";
import { monthKey, ticketRecordOf, ticketRowOf } from "./rows";
import type { Tables } from "./tables";

/** What a registration keeps under its key and replays: the answer's body, as the memory store keeps it. */
function storedAnswer(ticket: Queue): string {
  return JSON.stringify({ data: { queue: ticket } });
}

/** A conditional write came back empty: the transaction is rolled back and a read says why. */
class NoRowBack extends Error {
  constructor(readonly step: "bookable" | "seats" | "ktp-month" | "ktp-date") {
    super(step);
  }
}

const ATTEMPTS = 3;

/**
 * A guest registration, exactly once (ADR 121): one transaction claims the idempotency key (a retry waits for
 * the first attempt and replays its answer), locks the session's row (an archive, a quota edit or a new day off
 * locks it too, so it waits for registrations in flight and those after it see the change), then moves the
 * counters with conditional upserts — seats `taken < quota`, the KTP's month `taken < 5`, the location's number
 * `last + 1` — and inserts the ticket (unique per KTP and date). When a conditional write returns no row, the
 * transaction rolls back and a read decides the refusal with the mock's own rule (decideRegistration), so the order
 * and the words are the contract's.
 */
export async function registerTicket(
  db: Kysely<Tables>,
  request: RegistrationRequest,
  /** called when this registration took its session's last seat (a list of seats left is then stale) */
  onLastSeat?: () => void,
): Promise<RegistrationOutcome> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      // told after the commit: a list read before it would still see the seat
      const took = { lastSeat: false };
      const outcome = await withStoreErrors(() => db.transaction().execute((tx) => registerIn(tx, request, took)));
      if (took.lastSeat) onLastSeat?.();
      return outcome;
    } catch (error) {
      if (!(error instanceof NoRowBack)) throw error;
      const refusal = await withStoreErrors(() => refusalFromRead(db, request));
      if (refusal) return refusal;
      // The read found room: whatever refused us rolled back meanwhile. Try again.
    }
  }
  throw new StoreUnavailable("registration kept conflicting", 1);
}

async function registerIn(
  tx: Transaction<Tables>,
  request: RegistrationRequest,
  took: { lastSeat: boolean },
): Promise<RegistrationOutcome> {
  const { body, now, idempotency } = request;
  if (idempotency) {
    const earlier = await claimKey(tx, idempotency, now);
    if (earlier) return earlier;
  }
  const closed = checkRegistrationWindow(now);
  if (closed) return closed;
  const date = scheduledDateFor(now);

  // The session's row, locked (FOR NO KEY UPDATE): registrations for one session take turns on it (they would on its
  // seats row anyway), and so does anything that changes whether it is bookable, in arrival order (a shared lock
  // would let a rush starve a quota edit).
  const session = await tx
    .selectFrom("sessions")
    .select(["id", "location_id", "day_of_the_week", "start_time", "end_time", "quota", "is_active"])
    .where("id", "=", body.session_id)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!session) throw new NoRowBack("bookable");

  // One statement after the lock is held (a statement's snapshot is taken when it starts, so the location and its day
  // off are read here, not beside the lock, or a day off committed while we waited would be missed): the location,
  // then the three counters, each conditional write fed by the one before it — a seat (taken < quota), the KTP's
  // month (taken < 5), the location's number (last + 1; the hottest row, every session there, so taken last and held
  // for the shortest time). A step that returns no row leaves the ones after it undone and comes back null; the
  // transaction is then rolled back, so the ones before it are undone too. Whether the session is bookable at all is
  // the rule's to say, below: when it is not, the counters moved here are rolled back with the rest.
  const step = await sql<{
    location_name: string;
    location_code: string;
    location_active: boolean;
    day_off: boolean;
    seat: number | null;
    month: number | null;
    last: number | null;
  }>`
    with seat as (
      insert into session_seats (session_id, date, taken)
      select ${session.id}::integer, ${date}::date, 1 where ${session.quota}::integer > 0
      on conflict (session_id, date) do update set taken = session_seats.taken + 1
        where session_seats.taken < ${session.quota}::integer
      returning taken
    ), month as (
      insert into ktp_months (no_ktp, month, taken)
      select ${body.no_ktp}::text, ${monthKey(date)}::date, 1 from seat
      on conflict (no_ktp, month) do update set taken = ktp_months.taken + 1
        where ktp_months.taken < ${KTP_MONTHLY_LIMIT}::integer
      returning taken
    ), number as (
      insert into location_numbers (location_id, date, last)
      select ${session.location_id}::integer, ${date}::date, 1 from month
      on conflict (location_id, date) do update set last = location_numbers.last + 1
      returning last
    )
    select l.name as location_name, l.code as location_code, l.is_active as location_active,
           exists (select from days_off d where d.location_id = l.id and d.date = ${date}::date and d.is_active) as day_off,
           (select taken from seat) as seat, (select taken from month) as month, (select last from number) as last
      from locations l where l.id = ${session.location_id}::integer`
    .execute(tx)
    .then(({ rows }) => rows[0]!);
  const target: Target = { ...session, ...step };
  const unbookable = checkSessionBookable({
    session: target,
    location: { is_active: target.location_active },
    date,
    daysOff: step.day_off ? [{ location_id: target.location_id, date, is_active: true }] : [],
  });
  if (unbookable) throw new NoRowBack("bookable");
  if (step.seat === null) throw new NoRowBack("seats");
  if (step.month === null || step.last === null) throw new NoRowBack("ktp-month");
  const last = step.last;

  const decision = decideRegistration(body, now, request.uuid, {
    session: () => sessionRecordOf(target),
    location: () => locationRecordOf(target),
    daysOff: () => [],
    seatsTaken: () => 0,
    ktpRegistrations: () => ({ onDate: 0, inMonth: 0 }),
    nextSequence: () => last,
  });
  // The checks above already passed; the rule builds the ticket (number format, copied names and times).
  if (isViolation(decision)) throw new NoRowBack("bookable");

  // The ticket (unique per KTP and date) and the answer kept under the key, in one statement.
  const row = ticketRowOf(decision, new Date(now));
  const ticket = ticketRecordOf(row);
  const insertTicket = (qb: QueryCreator<Tables>) =>
    qb
      .insertInto("tickets")
      .values(row)
      .onConflict((oc) => oc.constraint("tickets_ktp_date_key").doNothing())
      .returning("uuid");
  const inserted = idempotency
    ? await tx
        .with("ticket", insertTicket)
        .with("answer", (qb) =>
          qb
            .updateTable("idempotency_keys")
            .set({ status: 201, body: storedAnswer(ticket) })
            .where("key", "=", idempotency.key)
            .where((eb) => eb.exists(eb.selectFrom("ticket").select("uuid")))
            .returning("key"),
        )
        .selectFrom("ticket")
        .select("uuid")
        .executeTakeFirst()
    : await insertTicket(tx).executeTakeFirst();
  if (!inserted) throw new NoRowBack("ktp-date");
  took.lastSeat = step.seat >= session.quota;
  return { ticket, replayed: false };
}

/**
 * Inserts the key first. Taken by an unexpired row: that attempt's answer (same body) or key-reused (another body);
 * if that attempt is still running, the insert waits for it. An expired row is taken over. Null: the key is ours.
 */
async function claimKey(
  tx: Transaction<Tables>,
  { key, fingerprint }: { key: string; fingerprint: string },
  now: number,
): Promise<RegistrationOutcome | null> {
  const createdAt = new Date(now);
  const claimed = await tx
    .insertInto("idempotency_keys")
    .values({ key, fingerprint, status: 0, body: "", created_at: createdAt })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({ fingerprint, status: 0, body: "", created_at: createdAt })
        .where("idempotency_keys.created_at", "<=", new Date(now - IDEMPOTENCY_TTL_MS)),
    )
    .returning("key")
    .executeTakeFirst();
  if (claimed) return null;
  const stored = await tx
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "status", "body"])
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  if (stored.fingerprint !== fingerprint) return idempotencyKeyReused;
  return { ticket: (JSON.parse(stored.body) as { data: { queue: Queue } }).data.queue, replayed: true };
}

/**
 * What a change to a location's bookability (archive, a day off added, archived, restored or deleted) does first:
 * lock the rows of its sessions, as a registration does, so registrations in flight finish before it and those
 * after it see the change. In id order, so two such changes cannot deadlock.
 */
export async function lockSessionsOf(tx: Transaction<Tables>, locationId: number): Promise<void> {
  await tx.selectFrom("sessions").select("id").where("location_id", "=", locationId).orderBy("id").forNoKeyUpdate().execute();
}

/**
 * Why the registration cannot be made, read now: decideRegistration over the rows (null: it could be made). One
 * statement, so a refusal holds one connection for one round trip. No session row: the rule refuses with not found
 * before it would read the KTP's counts.
 */
async function refusalFromRead(db: Kysely<Tables>, { body, now }: RegistrationRequest): Promise<Violation | null> {
  const date = scheduledDateFor(now);
  const target = await db
    .selectFrom("sessions as s")
    .innerJoin("locations as l", "l.id", "s.location_id")
    .select((eb) => [
      "s.id",
      "s.location_id",
      "s.day_of_the_week",
      "s.start_time",
      "s.end_time",
      "s.quota",
      "s.is_active",
      "l.name as location_name",
      "l.code as location_code",
      "l.is_active as location_active",
      eb
        .exists(
          eb
            .selectFrom("days_off as d")
            .select("d.id")
            .whereRef("d.location_id", "=", "s.location_id")
            .where("d.date", "=", date)
            .where("d.is_active", "=", true),
        )
        .as("day_off"),
      eb
        .selectFrom("session_seats as ss")
        .select("ss.taken")
        .whereRef("ss.session_id", "=", "s.id")
        .where("ss.date", "=", date)
        .as("seats_taken"),
      eb
        .selectFrom("tickets as t")
        .select(sql<number>`count(*)::integer`.as("n"))
        .where("t.no_ktp", "=", body.no_ktp)
        .where("t.scheduled_date", "=", date)
        .as("on_date"),
      eb
        .selectFrom("ktp_months as m")
        .select("m.taken")
        .where("m.no_ktp", "=", body.no_ktp)
        .where("m.month", "=", monthKey(date))
        .as("in_month"),
    ])
    .where("s.id", "=", body.session_id)
    .executeTakeFirst();
  const decision = decideRegistration(body, now, "", {
    session: () => target && sessionRecordOf(target),
    location: () => target && locationRecordOf(target),
    daysOff: () => (target?.day_off ? [{ location_id: target.location_id, date, is_active: true }] : []),
    seatsTaken: () => target?.seats_taken ?? 0,
    ktpRegistrations: () => ({ onDate: target?.on_date ?? 0, inMonth: target?.in_month ?? 0 }),
    nextSequence: () => 1,
  });
  return isViolation(decision) ? decision : null;
}

type Target = {
  id: number;
  location_id: number;
  day_of_the_week: number;
  start_time: string;
  end_time: string;
  quota: number;
  is_active: boolean;
  location_name: string;
  location_code: string;
  location_active: boolean;
};

// decideRegistration reads records; the audit fields play no part in it.
const noAudit = { created_at: "", updated_at: "", created_by: null, updated_by: null };

function sessionRecordOf(target: Target): SessionRecord {
  const { id, location_id, day_of_the_week, start_time, end_time, quota, is_active } = target;
  return { id, location_id, day_of_the_week, start_time, end_time, quota, is_active, ...noAudit };
}

function locationRecordOf(target: Target): LocationRecord {
  return {
    id: target.location_id,
    name: target.location_name,
    code: target.location_code,
    description: null,
    is_active: target.location_active,
    ...noAudit,
  };
}
