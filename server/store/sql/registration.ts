import { sql, type Kysely, type Transaction } from "kysely";
import type { Queue } from "../../../src/api/contract";
import { idempotencyKeyReused, IDEMPOTENCY_TTL_MS } from "../../rules/idempotency";
import type { DayOffRecord, LocationRecord, SessionRecord } from "../rows";
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
export async function registerTicket(db: Kysely<Tables>, request: RegistrationRequest): Promise<RegistrationOutcome> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      return await withStoreErrors(() => db.transaction().execute((tx) => registerIn(tx, request)));
    } catch (error) {
      if (!(error instanceof NoRowBack)) throw error;
      const refusal = await withStoreErrors(() => refusalFromRead(db, request));
      if (refusal) return refusal;
      // The read found room: whatever refused us rolled back meanwhile. Try again.
    }
  }
  throw new StoreUnavailable("registration kept conflicting", 1);
}

async function registerIn(tx: Transaction<Tables>, request: RegistrationRequest): Promise<RegistrationOutcome> {
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
  // would let a rush starve a quota edit). The location and its days off are read after the lock is held.
  const session = await tx
    .selectFrom("sessions")
    .select(["id", "location_id", "day_of_the_week", "start_time", "end_time", "quota", "is_active"])
    .where("id", "=", body.session_id)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!session) throw new NoRowBack("bookable");
  const location = await tx
    .selectFrom("locations as l")
    .select((eb) => [
      "l.name as location_name",
      "l.code as location_code",
      "l.is_active as location_active",
      eb
        .exists(
          eb
            .selectFrom("days_off as d")
            .select("d.id")
            .whereRef("d.location_id", "=", "l.id")
            .where("d.date", "=", date)
            .where("d.is_active", "=", true),
        )
        .as("day_off"),
    ])
    .where("l.id", "=", session.location_id)
    .executeTakeFirstOrThrow();
  const target: Target = { ...session, ...location };
  const daysOff = location.day_off ? [{ location_id: session.location_id, date, is_active: true }] : [];
  const unbookable = checkSessionBookable({
    session: target,
    location: { is_active: target.location_active },
    date,
    daysOff,
  });
  if (unbookable) throw new NoRowBack("bookable");

  const seats = await sql<{ taken: number }>`
    insert into session_seats (session_id, date, taken)
    select ${target.id}::integer, ${date}::date, 1 where ${target.quota}::integer > 0
    on conflict (session_id, date) do update set taken = session_seats.taken + 1
      where session_seats.taken < ${target.quota}::integer
    returning taken`
    .execute(tx)
    .then(({ rows }) => rows[0]);
  if (!seats) throw new NoRowBack("seats");

  const month = await tx
    .insertInto("ktp_months")
    .values({ no_ktp: body.no_ktp, month: monthKey(date), taken: 1 })
    .onConflict((oc) =>
      oc
        .columns(["no_ktp", "month"])
        .doUpdateSet({ taken: (eb) => eb("ktp_months.taken", "+", 1) })
        .where("ktp_months.taken", "<", KTP_MONTHLY_LIMIT),
    )
    .returning("taken")
    .executeTakeFirst();
  if (!month) throw new NoRowBack("ktp-month");

  // Last of the counters: the location's row is the hottest (every session there), held for the shortest time.
  const number = await tx
    .insertInto("location_numbers")
    .values({ location_id: target.location_id, date, last: 1 })
    .onConflict((oc) => oc.columns(["location_id", "date"]).doUpdateSet({ last: (eb) => eb("location_numbers.last", "+", 1) }))
    .returning("last")
    .executeTakeFirstOrThrow();

  const decision = decideRegistration(body, now, request.uuid, {
    session: () => sessionRecordOf(target),
    location: () => locationRecordOf(target),
    daysOff: () => [],
    seatsTaken: () => 0,
    ktpRegistrations: () => ({ onDate: 0, inMonth: 0 }),
    nextSequence: () => number.last,
  });
  // The checks above already passed; the rule builds the ticket (number format, copied names and times).
  if (isViolation(decision)) throw new NoRowBack("bookable");

  const inserted = await tx
    .insertInto("tickets")
    .values(ticketRowOf(decision, new Date(now)))
    .onConflict((oc) => oc.constraint("tickets_ktp_date_key").doNothing())
    .returning("uuid")
    .executeTakeFirst();
  if (!inserted) throw new NoRowBack("ktp-date");

  const ticket = ticketRecordOf({ ...ticketRowOf(decision, new Date(now)) });
  if (idempotency) {
    await tx
      .updateTable("idempotency_keys")
      .set({ status: 201, body: storedAnswer(ticket) })
      .where("key", "=", idempotency.key)
      .execute();
  }
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

/** Why the registration cannot be made, read now: decideRegistration over the rows (null: it could be made). */
async function refusalFromRead(db: Kysely<Tables>, { body, now }: RegistrationRequest): Promise<Violation | null> {
  const date = scheduledDateFor(now);
  const target = await db
    .selectFrom("sessions as s")
    .innerJoin("locations as l", "l.id", "s.location_id")
    .select([
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
    ])
    .where("s.id", "=", body.session_id)
    .executeTakeFirst();
  const [daysOff, seats, onDate, inMonth] = target
    ? await Promise.all([
        db.selectFrom("days_off").selectAll().where("location_id", "=", target.location_id).where("date", "=", date).execute(),
        db
          .selectFrom("session_seats")
          .select("taken")
          .where("session_id", "=", target.id)
          .where("date", "=", date)
          .executeTakeFirst(),
        db
          .selectFrom("tickets")
          .select(sql<number>`count(*)`.as("n"))
          .where("no_ktp", "=", body.no_ktp)
          .where("scheduled_date", "=", date)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("ktp_months")
          .select("taken")
          .where("no_ktp", "=", body.no_ktp)
          .where("month", "=", monthKey(date))
          .executeTakeFirst(),
      ])
    : [[], undefined, { n: 0 }, undefined];
  const decision = decideRegistration(body, now, "", {
    session: () => target && sessionRecordOf(target),
    location: () => target && locationRecordOf(target),
    daysOff: () => daysOff as unknown as DayOffRecord[],
    seatsTaken: () => seats?.taken ?? 0,
    ktpRegistrations: () => ({ onDate: onDate.n, inMonth: inMonth?.taken ?? 0 }),
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
