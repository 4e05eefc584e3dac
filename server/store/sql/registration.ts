import type { Transaction } from "kysely";
import type { Queue } from "../../../contract";
import { weekdayOf } from "../../../contract/wib";
import { idempotencyKeyReused, IDEMPOTENCY_TTL_MS } from "../../rules/idempotency";
import type { LocationRecord, SessionRecord } from "../rows";
import { StoreUnavailable } from "../basics";
import type { RegistrationOutcome, RegistrationRequest } from "../tickets/repository";
import { KTP_MONTHLY_LIMIT } from "../../rules/limits";
import { decideRegistration } from "../../rules/registration";
import { checkRegistrationWindow, scheduledDateFor } from "../../rules/registration-window";
import { isViolation, type Violation } from "../../rules/violation";
import { backendPidOf, type SqlDatabase } from "./connect";
import { sqlStateOf, withStoreErrors } from "./errors";
import { monthKey, ticketRecordOf, type TicketRow } from "./rows";
import type { Tables } from "./tables";

/** A registration's facts a refusal is decided on, as register_guest reads them under the session's lock. */
type Facts = {
  session: (SessionFacts & { location_name: string; location_code: string; location_active: boolean }) | null;
  on_date: number;
  in_month: number;
};
type SessionFacts = Omit<SessionRecord, keyof typeof noAudit> & { day_off: boolean; seats_taken: number };

/** A ticket row as register_guest returns it (row_to_json: the instant as ISO text). */
type TicketJson = Omit<TicketRow, "created_at"> & { created_at: string };

type FunctionOutcome =
  | { outcome: "created"; ticket: TicketJson; seats: number; quota: number }
  | { outcome: "stored"; fingerprint: string; body: string; ticket: TicketJson | null }
  | { outcome: "refused"; facts: Facts };

/**
 * SQLSTATE register_guest raises when a backstop fires (a KTP's first registration of a month racing another of the
 * same KTP): the call was rolled back whole and runs again.
 */
const BACKSTOP_FIRED = "AR001";

const ATTEMPTS = 3;

/**
 * The registration's one statement, prepared once per connection under this name (SqlDatabase.prepared): at 06:00 it
 * is most of what PostgreSQL parses, and Node builds no query for it (issue 34). The casts name each value's type.
 */
const REGISTER_STATEMENT = "antrean_register_guest";
const REGISTER_CALL = `select register_guest($1::text, $2::text, $3::timestamptz, $4::timestamptz, $5::boolean, $6::integer,
  $7::date, $8::smallint, $9::date, $10::integer, $11::uuid, $12::text, $13::text, $14::text) as result`;

/**
 * A guest registration, exactly once (ADR 121): one call of the database function register_guest (migration 0002),
 * one round trip and one transaction. It claims the idempotency key (a retry waits for the first attempt and then
 * replays its answer), locks the session's row (an archive, a quota edit or a new day off locks it too, so it waits for
 * registrations in flight and those after it see the change), checks under that lock and then moves the counters with
 * conditional upserts — seats `taken < quota`, the KTP's month `taken < 5`, the location's number `last + 1` — and
 * inserts the ticket (unique per KTP and date). A refusal writes nothing and comes back with the facts it was decided
 * on; decideRegistration words it, so the order and the words are the contract's, as the memory store's.
 */
export async function registerTicket(
  database: SqlDatabase,
  request: RegistrationRequest,
  /** called when this registration took its session's last seat (a list of seats left is then stale) */
  onLastSeat?: () => void,
): Promise<RegistrationOutcome> {
  const { body, now, idempotency } = request;
  const date = scheduledDateFor(now);
  // the instants as ISO text: pg would format a Date in the process's own zone, field by field
  const values = [
    idempotency?.key ?? null,
    idempotency?.fingerprint ?? null,
    new Date(now).toISOString(),
    new Date(now - IDEMPOTENCY_TTL_MS).toISOString(),
    checkRegistrationWindow(now) === null,
    body.session_id,
    date,
    weekdayOfPickup(date),
    monthKey(date),
    KTP_MONTHLY_LIMIT,
    request.uuid,
    body.no_kjp,
    body.no_ktp,
    body.no_kk,
  ];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await withStoreErrors(() =>
      database
        .prepared<{ result: FunctionOutcome }>({ name: REGISTER_STATEMENT, text: REGISTER_CALL, values })
        .then((rows) => rows[0]!.result)
        .catch((error: unknown) => {
          if (sqlStateOf(error) === BACKSTOP_FIRED) return null;
          throw error;
        }),
    );
    if (result === null) continue; // rolled back whole: run again, and see what the other registration wrote
    switch (result.outcome) {
      case "created":
        // told after the commit: a list read before it would still see the seat
        if (result.seats >= result.quota) onLastSeat?.();
        return { ticket: ticketRecordOf(ticketRowOfJson(result.ticket)), replayed: false };
      case "stored":
        if (result.fingerprint !== idempotency?.fingerprint) return idempotencyKeyReused;
        return { ticket: storedTicket(result), replayed: true };
      case "refused": {
        const refusal = refusalFrom(body, now, date, result.facts);
        if (refusal) return refusal;
        // The rules found room where the function did not: they disagree, which the tests rule out. Try again.
      }
    }
  }
  throw new StoreUnavailable("registration kept conflicting", 1);
}

/**
 * The pickup date's weekday, worked out once per date: every registration of a morning has the same pickup date, and
 * weekdayOf parses the date each time (a few % of a create's CPU, issue 34).
 */
let lastPickup = { date: "", weekday: 0 };
function weekdayOfPickup(date: string): number {
  if (lastPickup.date !== date) lastPickup = { date, weekday: weekdayOf(date) };
  return lastPickup.weekday;
}

/**
 * Before a registration answers 503 (issue 33, ADR 127): whether the call the
 * server gave up on was saved after all (PostgreSQL finished it but its answer never came: a frozen host, a network
 * cut). Read on a connection of its own after the backend the call went to has been ended, so nothing of it is still
 * running: saved → the 201 the call would have answered; not saved, or the database still does not answer → null,
 * and the 503 stands (nothing of the call can be saved later: the backend is gone). Only a call with an
 * Idempotency-Key can be found; PGlite, in this process, has no call running elsewhere.
 */
export async function savedRegistration(
  database: SqlDatabase,
  idempotency: NonNullable<RegistrationRequest["idempotency"]>,
  unavailable: StoreUnavailable,
): Promise<RegistrationOutcome | null> {
  if (!database.afterUnanswered) return null;
  const cause = unavailable.cause;
  // an error the database itself sent (a cancelled statement: SQLSTATE 57014) came over a connection that is fine and
  // back in the pool; only a call whose answer never came has a backend that may still be at it
  const answered = /^[0-9A-Z]{5}$/.test(sqlStateOf(cause) ?? "");
  try {
    return await database.afterUnanswered(answered ? null : backendPidOf(cause), async (client) => {
      const { rows } = await client.query<{ fingerprint: string; body: string; ticket: TicketJson | null }>(
        `select k.fingerprint, k.body, row_to_json(t) as ticket
           from idempotency_keys k left join tickets t on t.uuid = k.ticket
          where k.key = $1 and k.status = 201`,
        [idempotency.key],
      );
      const stored = rows[0];
      // another body under this key: the call was not this one's (the retry then answers 422, idempotencyKeyReused)
      if (!stored || stored.fingerprint !== idempotency.fingerprint) return null;
      return { ticket: storedTicket({ outcome: "stored", ...stored }), replayed: false };
    });
  } catch {
    return null;
  }
}

/** The 201's ticket kept under a key: the ticket it names, as it was registered; or a stored body (a demo import). */
function storedTicket(stored: Extract<FunctionOutcome, { outcome: "stored" }>): Queue {
  if (stored.ticket) {
    return ticketRecordOf({ ...ticketRowOfJson(stored.ticket), status: "registered", rejection_reason: null });
  }
  return (JSON.parse(stored.body) as { data: { queue: Queue } }).data.queue;
}

function ticketRowOfJson(row: TicketJson): TicketRow {
  return { ...row, created_at: new Date(row.created_at) };
}

/**
 * What a change to a location's bookability (archive, a day off added, archived, restored or deleted) does first:
 * lock the rows of its sessions, as a registration does, so registrations in flight finish before it and those
 * after it see the change. In id order, so two such changes cannot deadlock.
 */
export async function lockSessionsOf(tx: Transaction<Tables>, locationId: number): Promise<void> {
  await tx.selectFrom("sessions").select("id").where("location_id", "=", locationId).orderBy("id").forNoKeyUpdate().execute();
}

/** Why the registration cannot be made, by the rule over the facts register_guest read (null: it could be made). */
function refusalFrom(body: RegistrationRequest["body"], now: number, date: string, facts: Facts): Violation | null {
  const target = facts.session;
  const decision = decideRegistration(body, now, "", {
    session: () => (target ? sessionRecordOf(target) : undefined),
    location: () => (target ? locationRecordOf(target) : undefined),
    daysOff: () => (target?.day_off ? [{ location_id: target.location_id, date, is_active: true }] : []),
    seatsTaken: () => target?.seats_taken ?? 0,
    ktpRegistrations: () => ({ onDate: facts.on_date, inMonth: facts.in_month }),
    nextSequence: () => 1,
  });
  return isViolation(decision) ? decision : null;
}

/** A session with its location, as the facts carry them. */
type Target = NonNullable<Facts["session"]>;

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
