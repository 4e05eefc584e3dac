import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { idempotencyKeyReused } from "../../rules/idempotency";
import { formatQueueNumber } from "../../rules/queue-number";
import { isViolation } from "../../rules/violation";
import { StoreUnavailable } from "../basics";
import type { RegistrationOutcome } from "../tickets/repository";
import { connectSql, type SqlDatabase } from "./connect";
import { lockSessionsOf, registerTicket } from "./registration";
import { clearAll } from "./seed";
import type { Tables } from "./tables";
import { testTargets } from "./testing";

// The exactly-once cases of docs/decisions/121-sql-store.md, on PGlite always and on PostgreSQL when DATABASE_URL
// is set. PGlite is one session: its "parallel" transactions queue and interleave between transactions only;
// PostgreSQL runs them on 20 connections at once.

/** Tuesday 2026-03-10 10:00 WIB: the window is open, the pickup date is Wednesday 2026-03-11 (weekday 3). */
const NOW = new Date("2026-03-10T10:00:00+07:00").getTime();
const PICKUP = "2026-03-11";
const WEDNESDAY = 3;
const AT = new Date(NOW - 86_400_000);
const audit = { created_at: AT, updated_at: AT, created_by: null, updated_by: null };

const ktp = (n: number) => `31710${String(n).padStart(11, "0")}`;
const kjp = (n: number) => `50410${String(n).padStart(11, "0")}`;
const kk = (n: number) => `31720${String(n).padStart(11, "0")}`;

async function addLocation(db: Kysely<Tables>, code: string): Promise<number> {
  const row = await db
    .insertInto("locations")
    .values({ name: `Pasar ${code}`, code, description: null, is_active: true, ...audit })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addSession(db: Kysely<Tables>, locationId: number, quota: number, start = "07:00:00"): Promise<number> {
  const row = await db
    .insertInto("sessions")
    .values({
      location_id: locationId,
      day_of_the_week: WEDNESDAY,
      start_time: start,
      end_time: "09:00:00",
      quota,
      is_active: true,
      ...audit,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

function register(database: SqlDatabase, sessionId: number, person: number, key?: string): Promise<RegistrationOutcome> {
  const body = { no_kjp: kjp(person), no_ktp: ktp(person), no_kk: kk(person), session_id: sessionId };
  return registerTicket(database, {
    body,
    now: NOW,
    uuid: crypto.randomUUID(),
    idempotency: key ? { key, fingerprint: JSON.stringify(body) } : null,
  });
}

const codeOf = (outcome: RegistrationOutcome) =>
  isViolation(outcome) ? outcome.code : outcome.replayed ? "replayed" : "created";

function tally(outcomes: RegistrationOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[codeOf(outcome)] = (counts[codeOf(outcome)] ?? 0) + 1;
  return counts;
}

/** `count` registrations by `workers` concurrent callers; `afterEach(done)` runs after each one settles. */
async function rush(
  count: number,
  workers: number,
  attempt: (index: number) => Promise<RegistrationOutcome>,
  afterEach?: (done: number) => void,
): Promise<RegistrationOutcome[]> {
  const outcomes: RegistrationOutcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count) {
        const index = next++;
        outcomes[index] = await attempt(index);
        afterEach?.(outcomes.filter(Boolean).length);
      }
    }),
  );
  return outcomes;
}

async function seatsTaken(db: Kysely<Tables>, sessionId: number): Promise<number> {
  const row = await db
    .selectFrom("session_seats")
    .select("taken")
    .where("session_id", "=", sessionId)
    .where("date", "=", PICKUP)
    .executeTakeFirst();
  return row?.taken ?? 0;
}

async function ticketCount(db: Kysely<Tables>, sessionId?: number): Promise<number> {
  let query = db.selectFrom("tickets").select(sql<number>`count(*)`.as("n"));
  if (sessionId !== undefined) query = query.where("queue_session_id", "=", sessionId);
  return (await query.executeTakeFirstOrThrow()).n;
}

describe.each(testTargets())("the registration transaction on $kind", ({ open }) => {
  let database: SqlDatabase;
  let db: Kysely<Tables>;
  let location: number;

  beforeAll(async () => {
    database = await open();
    db = database.db;
  }, 120_000);
  afterAll(() => database?.close());
  beforeEach(async () => {
    await clearAll(db);
    location = await addLocation(db, "JKT");
  });

  it("100 parallel creates for 1 seat make exactly one ticket", async () => {
    const session = await addSession(db, location, 1);
    const outcomes = await Promise.all(Array.from({ length: 100 }, (_, i) => register(database, session, i)));
    expect(tally(outcomes)).toEqual({ created: 1, QUOTA_FULL: 99 });
    expect(await ticketCount(db)).toBe(1);
    expect(await seatsTaken(db, session)).toBe(1);
  });

  it("20 parallel creates for one KTP (in different sessions) make one ticket", async () => {
    const sessions = await Promise.all(Array.from({ length: 4 }, (_, i) => addSession(db, location, 50, `0${i + 6}:00:00`)));
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => register(database, sessions[i % sessions.length] as number, 7)),
    );
    expect(tally(outcomes)).toEqual({ created: 1, KTP_DAILY_LIMIT: 19 });
    expect(await ticketCount(db)).toBe(1);
    const month = await db.selectFrom("ktp_months").select("taken").where("no_ktp", "=", ktp(7)).executeTakeFirst();
    expect(month?.taken).toBe(1);
    const seats = await Promise.all(sessions.map((session) => seatsTaken(db, session)));
    expect(seats.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it("a quota lowered during a rush never oversells", async () => {
    const session = await addSession(db, location, 60);
    let edit: Promise<number> | undefined;
    const outcomes = await rush(
      120,
      10,
      (i) => register(database, session, i),
      (done) => {
        if (done === 15)
          edit = db.transaction().execute(async (tx) => {
            await tx.updateTable("sessions").set({ quota: 20 }).where("id", "=", session).execute();
            // what was sold when the new quota took hold: every later registration sees 20
            return seatsTaken(tx, session);
          });
      },
    );
    const takenAtEdit = await (edit as Promise<number>);
    const created = outcomes.filter((outcome) => codeOf(outcome) === "created").length;
    expect(takenAtEdit).toBeGreaterThanOrEqual(15);
    expect(created).toBe(Math.max(20, takenAtEdit));
    expect(await ticketCount(db)).toBe(created);
    expect(await seatsTaken(db, session)).toBe(created);
  });

  it("numbers per location and date run 1..n without gaps, refusals and all", async () => {
    const small = await addSession(db, location, 5, "07:00:00");
    const large = await addSession(db, location, 100, "09:00:00");
    const other = await addSession(db, await addLocation(db, "KRJ"), 100);
    // every third person registers twice (the second refused), the small session fills up
    const outcomes = await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        register(database, [small, large, other][i % 3] as number, i % 3 === 0 ? i : i - (i % 2)),
      ),
    );
    const created = outcomes.filter((outcome) => codeOf(outcome) === "created");
    expect(created.length).toBeGreaterThan(0);
    expect(outcomes.length - created.length).toBeGreaterThan(0);
    const rows = await db
      .selectFrom("tickets")
      .select(["queue_location_id", "sequence", "no"])
      .where("scheduled_date", "=", PICKUP)
      .orderBy("queue_location_id")
      .orderBy("sequence")
      .execute();
    expect(rows).toHaveLength(created.length);
    for (const id of new Set(rows.map((row) => row.queue_location_id))) {
      const numbers = rows.filter((row) => row.queue_location_id === id).map((row) => row.sequence);
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    }
    expect(rows.every((row) => /^(JKT|KRJ)-\d{3}$/.test(row.no))).toBe(true);
  });

  it("retries with the same Idempotency-Key make one ticket and get the same answer", async () => {
    const session = await addSession(db, location, 10);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => register(database, session, 1, "key-1")));
    expect(tally(outcomes)).toEqual({ created: 1, replayed: 9 });
    const bodies = new Set(outcomes.map((outcome) => JSON.stringify(outcome).replace('"replayed":true', '"replayed":false')));
    expect(bodies.size).toBe(1);
    expect(await ticketCount(db)).toBe(1);
    // the same key with another body is refused, not replayed
    expect(await register(database, session, 2, "key-1")).toEqual(idempotencyKeyReused);
    expect(await ticketCount(db)).toBe(1);
  });

  it("a refusal keeps no key: the retry after room appears registers", async () => {
    const session = await addSession(db, location, 1);
    expect(codeOf(await register(database, session, 1))).toBe("created");
    expect(codeOf(await register(database, session, 2, "key-2"))).toBe("QUOTA_FULL");
    await db.updateTable("sessions").set({ quota: 2 }).where("id", "=", session).execute();
    expect(codeOf(await register(database, session, 2, "key-2"))).toBe("created");
  });

  it("an archive or a day off during a rush stops the registrations after it", async () => {
    const archived = await addSession(db, location, 100, "07:00:00");
    const closedLocation = await addLocation(db, "KRJ");
    const dayOff = await addSession(db, closedLocation, 100);
    let archive: Promise<number> | undefined;
    let close: Promise<number> | undefined;
    const outcomes = await rush(
      80,
      8,
      (i) => register(database, i % 2 === 0 ? archived : dayOff, i),
      (done) => {
        if (done !== 10) return;
        archive = db.transaction().execute(async (tx) => {
          await tx.updateTable("sessions").set({ is_active: false }).where("id", "=", archived).execute();
          return seatsTaken(tx, archived);
        });
        close = db.transaction().execute(async (tx) => {
          // how the store adds a day off: its sessions' rows first, so registrations in flight finish before it
          await lockSessionsOf(tx, closedLocation);
          await tx
            .insertInto("days_off")
            .values({ location_id: closedLocation, date: PICKUP, details: "Libur", is_active: true, ...audit })
            .execute();
          return seatsTaken(tx, dayOff);
        });
      },
    );
    const [atArchive, atDayOff] = await Promise.all([archive as Promise<number>, close as Promise<number>]);
    expect(await ticketCount(db, archived)).toBe(atArchive);
    expect(await ticketCount(db, dayOff)).toBe(atDayOff);
    const counts = tally(outcomes);
    expect(counts.SESSION_UNAVAILABLE).toBeGreaterThan(0);
    expect(counts.LOCATION_DAY_OFF).toBeGreaterThan(0);
    expect(counts.created).toBe(atArchive + atDayOff);
  });

  it("refuses in the contract's order and words", async () => {
    const session = await addSession(db, location, 1);
    expect(await register(database, 99_999, 1)).toMatchObject({ code: "NOT_FOUND", message: "Sesi tidak ditemukan" });
    await register(database, session, 1);
    // quota comes before the KTP's day: a full session answers QUOTA_FULL even for a KTP already registered
    expect(await register(database, session, 1)).toMatchObject({ code: "QUOTA_FULL", message: "Kuota sesi ini sudah penuh" });
    const closedAt = new Date("2026-03-10T21:00:00+07:00").getTime();
    const late = await registerTicket(database, {
      body: { no_kjp: kjp(3), no_ktp: ktp(3), no_kk: kk(3), session_id: session },
      now: closedAt,
      uuid: crypto.randomUUID(),
      idempotency: null,
    });
    expect(late).toMatchObject({ code: "REGISTRATION_CLOSED" });
  });

  it("writes the queue number as formatQueueNumber does, past three digits too", async () => {
    const session = await addSession(db, location, 10);
    await db.insertInto("location_numbers").values({ location_id: location, date: PICKUP, last: 998 }).execute();
    const numbers = [await register(database, session, 1), await register(database, session, 2)].map((outcome) =>
      isViolation(outcome) ? outcome.code : outcome.ticket.no,
    );
    expect(numbers).toEqual([formatQueueNumber("JKT", 999), formatQueueNumber("JKT", 1000)]);
    expect(numbers).toEqual(["JKT-999", "JKT-1000"]);
  });

  it("replays a key's answer as it was given, after staff changed the ticket", async () => {
    const session = await addSession(db, location, 10);
    const first = await register(database, session, 1, "key-3");
    await db.updateTable("tickets").set({ status: "rejected", rejection_reason: "Data tidak sesuai" }).execute();
    const again = await register(database, session, 1, "key-3");
    expect(again).toEqual({ ...(first as object), replayed: true });
    expect(first).toMatchObject({ replayed: false, ticket: { status: "registered", rejection_reason: null } });
  });

  it("five registrations a month per KTP, counted by the pickup date's month", async () => {
    const session = await addSession(db, location, 10);
    await db
      .insertInto("ktp_months")
      .values({ no_ktp: ktp(5), month: "2026-03-01", taken: 5 })
      .execute();
    expect(await register(database, session, 5)).toMatchObject({ code: "KTP_MONTHLY_LIMIT" });
    expect(await ticketCount(db)).toBe(0);
  });
});

describe("a database that cannot be reached", () => {
  it("is StoreUnavailable (the handler's 503), not a raw error", async () => {
    const database = await connectSql({ databaseUrl: "postgres://nobody@127.0.0.1:1/none", poolSize: 1 });
    try {
      await expect(register(database, 1, 1)).rejects.toBeInstanceOf(StoreUnavailable);
    } finally {
      await database.close();
    }
  });
});

// PostgreSQL only: its server can drop the connections under a running pool (a restart, a failover).
for (const target of testTargets().filter(({ kind }) => kind === "postgres")) {
  describe("the registration's statement on PostgreSQL (issue 34)", () => {
    it("is prepared once per connection under its name, then only bound and run", async () => {
      const database = await target.open();
      try {
        const location = await addLocation(database.db, "PRP");
        const session = await addSession(database.db, location, 10);
        // one at a time: pg's pool hands out the connection released last, so each call and the probe share one
        for (let i = 0; i < 3; i++) expect(codeOf(await register(database, session, 100 + i))).toBe("created");
        const prepared = await database.prepared<{ name: string; statement: string }>({
          name: "antrean_probe_prepared",
          text: "select name, statement from pg_prepared_statements where name like 'antrean_register%'",
          values: [],
        });
        expect(prepared).toHaveLength(1);
        expect(prepared[0]!.statement).toMatch(/^select register_guest\(\$1::text/);
      } finally {
        await database.close();
      }
    });
  });

  describe("PostgreSQL dropping every connection during registrations", () => {
    it("answers StoreUnavailable meanwhile, recovers by itself, and loses no ticket it answered", async () => {
      const database = await target.open();
      const admin = await database.another();
      try {
        const location = await addLocation(database.db, "RST");
        const session = await addSession(database.db, location, 500);
        const outcomes: (RegistrationOutcome | "unavailable")[] = [];
        const attempt = (i: number) =>
          register(database, session, 5000 + i).then(
            (outcome) => outcomes.push(outcome),
            (error: unknown) => {
              if (!(error instanceof StoreUnavailable)) throw error;
              outcomes.push("unavailable");
            },
          );
        await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(i)));
        // answered once each backend is gone (the timeout argument, PostgreSQL 14+), so the call after it finds the
        // pool's dead connections already dropped and only new ones
        const terminate = sql`select pg_terminate_backend(pid, 5000) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`.execute(admin.db);
        await Promise.all([terminate, ...Array.from({ length: 40 }, (_, i) => attempt(20 + i))]);
        await attempt(60);
        expect(outcomes.at(-1)).toMatchObject({ replayed: false });
        const answered = outcomes.filter((outcome) => outcome !== "unavailable" && !isViolation(outcome)).length;
        expect(outcomes.every((outcome) => outcome === "unavailable" || !isViolation(outcome))).toBe(true);
        expect(await ticketCount(database.db)).toBe(answered);
        expect(await seatsTaken(database.db, session)).toBe(answered);
      } finally {
        await admin.close();
        await database.close();
      }
    });
  });
}
