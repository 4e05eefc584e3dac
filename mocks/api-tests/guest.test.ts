import { beforeEach, describe, expect, it } from "vitest";
import { guestMessages } from "../../contract";
import { answered, guestBody, refused, TEST_NOW, useTestApi } from "../testing/harness";

const api = useTestApi();
const PICKUP = "2026-03-11"; // the day after TEST_NOW, a Wednesday

beforeEach(() => {
  api.clock.freeze(TEST_NOW);
  api.faults.clear();
});

async function offeredSessions(locationId = 1): Promise<{ id: number; quota: number; remaining_quota: number }[]> {
  const result = await api.call("guestSessions", { query: { location_id: locationId } });
  return answered(result, 200).data.queue_sessions;
}

/** A new Wednesday session at location 1 with this quota, made through the admin API. */
async function sessionWithQuota(quota: number): Promise<number> {
  const token = await api.login("konfigurator");
  const result = await api.call("sessionCreate", {
    token,
    body: { location_id: 1, day_of_the_week: 3, start_time: "16:00", end_time: "17:00", quota },
  });
  return answered(result, 201).data.queue_session.id;
}

const ticketsOf = (sessionId: number) => api.backend.db.tickets.registeredFor(sessionId, PICKUP);

describe("scheduled date, locations and sessions", () => {
  it("answers tomorrow in WIB as the scheduled date, with the registration window by the server's clock", async () => {
    const result = await api.call("guestScheduledDate");
    expect(result.body).toEqual({
      data: {
        scheduled_date: PICKUP,
        registration_window: {
          is_open: true,
          opens_at: "2026-03-10T06:00:00.000+07:00",
          closes_at: "2026-03-10T21:00:00.000+07:00",
          server_time: TEST_NOW,
        },
      },
    });
  });

  // nginx keeps it a second when the server says so (issue 34): never an answer from before 06:00:00, never one that
  // a cache could still serve at 21:00:00 (kept up to 3 s: server/rules/registration-window.ts)
  it.each([
    ["2026-03-10T03:00:00.000+07:00", false, "no-store"],
    ["2026-03-10T05:59:59.999+07:00", false, "no-store"],
    ["2026-03-10T06:00:00.000+07:00", true, "public, max-age=1, stale-while-revalidate=1"],
    ["2026-03-10T20:59:54.999+07:00", true, "public, max-age=1, stale-while-revalidate=1"],
    ["2026-03-10T20:59:55.000+07:00", true, "no-store"],
    ["2026-03-10T20:59:59.999+07:00", true, "no-store"],
    ["2026-03-10T21:00:00.000+07:00", false, "no-store"],
  ])("at %s says open %s and lets a cache keep it: %s", async (instant, isOpen, cacheControl) => {
    api.clock.freeze(instant);
    const result = await api.call("guestScheduledDate");
    expect(answered(result, 200).data.registration_window?.is_open).toBe(isOpen);
    expect(result.headers.get("cache-control")).toBe(cacheControl);
  });

  it("lists active locations only, with tomorrow's active day off on the one it hits", async () => {
    const locations = answered(await api.call("guestLocations"), 200).data.queue_locations;
    expect(locations.map((l) => l.code)).not.toContain("CKG"); // archived
    const withDayOff = locations.filter((l) => l.queue_days_off.length > 0);
    expect(withDayOff.map((l) => l.code)).toEqual(["CKR"]); // the archived day off at PSM does not count
    expect(withDayOff[0]?.queue_days_off[0]?.date).toBe(PICKUP);
  });

  it("lists the location's active sessions for the pickup weekday with their remaining quota", async () => {
    const sessions = await offeredSessions();
    expect(sessions.length).toBe(3);
    for (const session of sessions) expect(session.remaining_quota).toBe(session.quota - ticketsOf(session.id));
    const atArchived = await api.call("guestSessions", { query: { location_id: 8 } });
    expect(answered(atArchived, 200).data.queue_sessions).toEqual([]); // archived location
  });

  /** The locations' answer at `instant` WIB: its date, next date, the markets off, and location 1's sessions' weekdays. */
  async function listsAt(instant: string) {
    api.clock.freeze(`${instant}+07:00`);
    const locations = await api.call("guestLocations");
    const data = answered(locations, 200).data;
    const sessions = await api.call("guestSessions", { query: { location_id: 1 } });
    return {
      pickupDate: data.pickup_date,
      nextPickupDate: data.next_pickup_date,
      daysOff: data.queue_locations.filter((l) => l.queue_days_off.length > 0).map((l) => l.code),
      withSessions: data.queue_locations.filter((l) => (l.pickup_sessions ?? 0) > 0).length,
      weekdays: [...new Set(answered(sessions, 200).data.queue_sessions.map((s) => s.day_of_the_week))],
      cacheControl: [locations.headers.get("cache-control"), sessions.headers.get("cache-control")],
    };
  }

  // docs/product.md §2.3, §11.4: the form shows the pickup date of the current or next window, so the lists are for
  // it: from 21:00 the day after tomorrow. They were tomorrow's, so on a Tuesday night a market showed 'Libur' for
  // Wednesday's day off beside Thursday's pickup date.
  it("lists tomorrow's markets and sessions until 20:59:59.999, the day after tomorrow's from 21:00:00.000", async () => {
    expect(await listsAt("2026-03-10T20:59:59.999")).toMatchObject({
      pickupDate: PICKUP,
      daysOff: ["CKR"],
      weekdays: [3],
    });
    expect(await listsAt("2026-03-10T21:00:00.000")).toMatchObject({ pickupDate: "2026-03-12", daysOff: [], weekdays: [4] });
    expect(await listsAt("2026-03-10T21:30:00.000")).toMatchObject({ pickupDate: "2026-03-12", daysOff: [], weekdays: [4] });
    // the scheduled date (a registration made now) stays tomorrow (§11.3)
    expect(answered(await api.call("guestScheduledDate"), 200).data.scheduled_date).toBe(PICKUP);
    // midnight and 06:00 change nothing: still the pickup of Wednesday's window
    expect(await listsAt("2026-03-11T00:00:00.000")).toMatchObject({ pickupDate: "2026-03-12", weekdays: [4] });
    expect(await listsAt("2026-03-11T05:59:59.999")).toMatchObject({ pickupDate: "2026-03-12", weekdays: [4] });
    expect(await listsAt("2026-03-11T06:00:00.000")).toMatchObject({ pickupDate: "2026-03-12", weekdays: [4] });
  });

  it("on a Friday night lists Sunday, when no market serves, and names Monday as the next pickup", async () => {
    expect(await listsAt("2026-03-13T20:59:59.999")).toMatchObject({
      pickupDate: "2026-03-14",
      nextPickupDate: null,
      weekdays: [6],
    });
    const friday = await listsAt("2026-03-13T21:30:00.000");
    expect(friday).toMatchObject({ pickupDate: "2026-03-15", nextPickupDate: "2026-03-16", withSessions: 0, weekdays: [] });
    // Saturday before 06:00: the same Sunday, the same next pickup
    expect(await listsAt("2026-03-14T05:30:00.000")).toEqual({ ...friday, cacheControl: expect.any(Array) });
    // Saturday night: Monday's markets
    expect(await listsAt("2026-03-14T21:30:00.000")).toMatchObject({
      pickupDate: "2026-03-16",
      nextPickupDate: null,
      weekdays: [1],
    });
  });

  // nginx keeps a list a second (ADR 125): never one it could still serve at 21:00:00, when the lists' date moves on
  it.each([
    ["2026-03-10T05:59:59.999", "public, max-age=1, stale-while-revalidate=1"],
    ["2026-03-10T06:00:00.000", "public, max-age=1, stale-while-revalidate=1"],
    ["2026-03-10T20:59:54.999", "public, max-age=1, stale-while-revalidate=1"],
    ["2026-03-10T20:59:55.000", "no-store"],
    ["2026-03-10T20:59:59.999", "no-store"],
    ["2026-03-10T21:00:00.000", "public, max-age=1, stale-while-revalidate=1"],
  ])("at %s lets a cache keep the lists: %s", async (instant, cacheControl) => {
    expect((await listsAt(instant)).cacheControl).toEqual([cacheControl, cacheControl]);
  });

  it("needs a location_id to list sessions (422)", async () => {
    const result = await api.call("guestSessions");
    expect(refused(result, 422).errors).toHaveProperty("location_id");
  });
});

describe("guest create", () => {
  it("registers with pickup tomorrow and a queue number per location and date", async () => {
    const [session] = await offeredSessions();
    const before = api.backend.db.tickets.nextSequence(1, PICKUP);
    const result = await api.call("guestCreateQueue", { body: guestBody(session!.id, 1) });
    expect(answered(result, 201).data.queue).toMatchObject({
      scheduled_date: PICKUP,
      status: "registered",
      no: `KRJ-${String(before).padStart(3, "0")}`,
      no_ktp: guestBody(0, 1).no_ktp, // the creator sees its own numbers unmasked
      created_at: "2026-03-10 10:00:00",
    });
  });

  it("gives exactly one ticket for 100 parallel creates on 1 remaining seat; 99 get 409 QUOTA_FULL", async () => {
    const sessionId = await sessionWithQuota(1);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api.call("guestCreateQueue", {
          body: guestBody(sessionId, 1000 + i),
          headers: { "x-mock-client-address": `10.0.0.${i}` },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.status === 409 && r.body.code === "QUOTA_FULL")).toHaveLength(99);
    expect(ticketsOf(sessionId)).toBe(1);
  });

  it("gives exactly one ticket for 20 parallel creates with one KTP across sessions", async () => {
    const sessions = [...(await offeredSessions(1)), ...(await offeredSessions(3)), ...(await offeredSessions(4))].filter(
      (s) => s.remaining_quota > 0,
    );
    const body = guestBody(0, 2000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.call("guestCreateQueue", { body: { ...body, session_id: sessions[i % sessions.length]!.id } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.status === 409 && r.body.code === "KTP_DAILY_LIMIT")).toHaveLength(19);
    expect(api.backend.db.tickets.ktpRegistrations(body.no_ktp, PICKUP).onDate).toBe(1);
  });

  it("replays the stored answer for the same Idempotency-Key and body: one ticket", async () => {
    const [session] = await offeredSessions();
    const body = guestBody(session!.id, 3000);
    const headers = { "idempotency-key": "a6f1c2d0-retry-key" };
    const [first, second] = await Promise.all([
      api.call("guestCreateQueue", { body, headers }),
      api.call("guestCreateQueue", { body, headers }),
    ]);
    const third = await api.call("guestCreateQueue", { body, headers });
    expect([first!.status, second!.status, third.status]).toEqual([201, 201, 201]);
    expect(second!.body).toEqual(first!.body);
    expect(third.body).toEqual(first!.body);
    expect(third.headers.get("idempotent-replayed")).toBe("true");
    expect(api.backend.db.tickets.ktpRegistrations(body.no_ktp, PICKUP).onDate).toBe(1);
  });

  it("refuses the same Idempotency-Key with another body (422)", async () => {
    const [session] = await offeredSessions();
    const headers = { "idempotency-key": "key-used-twice" };
    expect((await api.call("guestCreateQueue", { body: guestBody(session!.id, 3100), headers })).status).toBe(201);
    const other = await api.call("guestCreateQueue", { body: guestBody(session!.id, 3101), headers });
    expect(refused(other, 422).code).toBe("VALIDATION");
  });

  it.each([
    ["2026-03-10T05:59:59.999+07:00", 403, 4001],
    ["2026-03-10T06:00:00.000+07:00", 201, 4002],
    ["2026-03-10T20:59:59.999+07:00", 201, 4003],
    ["2026-03-10T21:00:00.000+07:00", 403, 4004],
  ])("at %s answers %i", async (instant, status, person) => {
    api.clock.freeze(instant);
    const [session] = await offeredSessions();
    const result = await api.call("guestCreateQueue", { body: guestBody(session!.id, person) });
    if (status === 403) expect(refused(result, status).code).toBe("REGISTRATION_CLOSED");
    else expect(answered(result, status).data.queue.scheduled_date).toBe(PICKUP);
  });

  it("counts the pickup date's month: registering on 31 January for 1 February counts in February", async () => {
    const token = await api.login("konfigurator");
    await api.call("sessionCreate", {
      token,
      body: { location_id: 1, day_of_the_week: 0, start_time: "07:00", end_time: "09:00", quota: 50 },
    }); // 1 Feb 2026 is a Sunday
    const sunday = (await offeredSessionsAt("2026-01-31T08:00:00+07:00"))[0]!;
    const ktp = guestBody(0, 5000);
    const result = await api.call("guestCreateQueue", { body: { ...ktp, session_id: sunday.id } });
    expect(answered(result, 201).data.queue.scheduled_date).toBe("2026-02-01");
    expect(api.backend.db.tickets.ktpRegistrations(ktp.no_ktp, "2026-02-27")).toEqual({ onDate: 0, inMonth: 1 });
    expect(api.backend.db.tickets.ktpRegistrations(ktp.no_ktp, "2026-01-30").inMonth).toBe(0);
  });

  it("stops a KTP at five registrations in the pickup month (409 KTP_MONTHLY_LIMIT)", async () => {
    const body = guestBody(0, 6000);
    const statuses: (string | number)[] = [];
    // registering 6–12 April 2026: pickups 7–13 April, one a Sunday without sessions
    for (let day = 6; day <= 12; day++) {
      const sessions = await offeredSessionsAt(`2026-04-${String(day).padStart(2, "0")}T07:00:00+07:00`);
      if (sessions.length === 0) continue; // Sunday pickup: no sessions
      const result = await api.call("guestCreateQueue", { body: { ...body, session_id: sessions[0]!.id } });
      statuses.push(result.ok ? result.status : result.body.code);
    }
    expect(statuses.length).toBeGreaterThanOrEqual(6);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(statuses.slice(5))).toEqual(new Set(["KTP_MONTHLY_LIMIT"]));
  });

  it("refuses a location's day off (409 LOCATION_DAY_OFF) but not an archived day off", async () => {
    const [atDayOff] = await offeredSessions(2); // CKR: active day off tomorrow
    const blocked = await api.call("guestCreateQueue", { body: guestBody(atDayOff!.id, 7000) });
    expect(refused(blocked, 409).code).toBe("LOCATION_DAY_OFF");
    const [atArchivedDayOff] = await offeredSessions(3); // PSM: archived day off tomorrow
    expect((await api.call("guestCreateQueue", { body: guestBody(atArchivedDayOff!.id, 7001) })).status).toBe(201);
  });

  it("refuses archived sessions and sessions of another weekday (409 SESSION_UNAVAILABLE), unknown ones 404", async () => {
    const archived = api.backend.db.find("sessions", (s) => !s.is_active)!;
    const otherDay = api.backend.db.find("sessions", (s) => s.is_active && s.day_of_the_week === 4)!;
    for (const session of [archived, otherDay]) {
      const result = await api.call("guestCreateQueue", { body: guestBody(session.id, 7100 + session.id) });
      expect(refused(result, 409).code).toBe("SESSION_UNAVAILABLE");
    }
    expect((await api.call("guestCreateQueue", { body: guestBody(99999, 7200) })).status).toBe(404);
  });

  it("validates with the contract's messages (422 with field errors)", async () => {
    const result = await api.call("guestCreateQueue", {
      body: { no_kjp: "12a", no_ktp: "123", no_kk: "12345678901234567", session_id: 0 },
    });
    const { errors } = refused(result, 422);
    expect(errors).toMatchObject({
      no_kjp: guestMessages.digitsOnly,
      no_ktp: guestMessages.ktpExact,
      no_kk: guestMessages.kkExact,
    });
    expect(errors).toHaveProperty("session_id");
    const malformed = await api.fetchPath("/queues/create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
  });

  it("rate-limits one client (429 + Retry-After) and lets it in again after the window", async () => {
    api.rateLimits.set({ guestCreateQueue: { limit: 2, windowSeconds: 60 } });
    try {
      const [session] = await offeredSessions();
      const headers = { "x-mock-client-address": "192.0.2.7" };
      const results = [];
      for (let i = 0; i < 3; i++)
        results.push(await api.call("guestCreateQueue", { body: guestBody(session!.id, 8000 + i), headers }));
      expect(results.map((r) => r.status)).toEqual([201, 201, 429]);
      expect(refused(results[2]!, 429).code).toBe("RATE_LIMITED");
      expect(results[2]!.headers.get("retry-after")).toBe("60");
      // another client is not affected
      expect(
        (
          await api.call("guestCreateQueue", {
            body: guestBody(session!.id, 8010),
            headers: { "x-mock-client-address": "192.0.2.8" },
          })
        ).status,
      ).toBe(201);
      api.clock.advance(60_000);
      expect((await api.call("guestCreateQueue", { body: guestBody(session!.id, 8003), headers })).status).toBe(201);
    } finally {
      api.rateLimits.set({
        guestCreateQueue: { limit: 30, windowSeconds: 60 },
        guestCheckQueues: { limit: 60, windowSeconds: 60 },
      });
    }
  });
});

describe("a registration already saved, sent again", () => {
  it("gets its ticket however many calls the client has made: a rate limit does not say 'Coba lagi' for what was done", async () => {
    api.rateLimits.set({ guestCreateQueue: { limit: 1, windowSeconds: 60 } });
    try {
      const [session] = await offeredSessions();
      const body = guestBody(session!.id, 8100);
      const saved = { "x-mock-client-address": "192.0.2.9", "idempotency-key": "saved-then-lost-8100" };
      const first = answered(await api.call("guestCreateQueue", { body, headers: saved }), 201);
      // the limit is spent: a new registration waits, the one already saved is answered again
      const fresh = await api.call("guestCreateQueue", {
        body: guestBody(session!.id, 8101),
        headers: { ...saved, "idempotency-key": "never-saved-8101" },
      });
      expect(refused(fresh, 429).code).toBe("RATE_LIMITED");
      const again = await api.call("guestCreateQueue", { body, headers: saved });
      expect(answered(again, 201).data.queue.no).toBe(first.data.queue.no);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(api.backend.db.tickets.ktpRegistrations(body.no_ktp, PICKUP).onDate).toBe(1);
    } finally {
      api.rateLimits.set({
        guestCreateQueue: { limit: 30, windowSeconds: 60 },
        guestCheckQueues: { limit: 60, windowSeconds: 60 },
      });
    }
  });
});

describe("guest check", () => {
  it("answers that KJP's tickets on the date with KTP and KK masked to first 4 + last 4", async () => {
    const [session] = await offeredSessions();
    const body = guestBody(session!.id, 9000);
    await api.call("guestCreateQueue", { body });
    const result = await api.call("guestCheckQueues", { body: { no_kjp: body.no_kjp, date: PICKUP } });
    const ticket = answered(result, 200).data.queues[0]!;
    expect(ticket.no_ktp).toBe(`${body.no_ktp.slice(0, 4)}********${body.no_ktp.slice(-4)}`);
    expect(ticket.no_kk).toBe(`${body.no_kk.slice(0, 4)}********${body.no_kk.slice(-4)}`);
    expect(ticket.no_kjp).toBe(body.no_kjp);
    const otherDay = await api.call("guestCheckQueues", { body: { no_kjp: body.no_kjp, date: "2026-03-12" } });
    expect(answered(otherDay, 200).data.queues).toEqual([]);
  });

  it("validates the KJP (422)", async () => {
    const result = await api.call("guestCheckQueues", { body: { no_kjp: "123", date: PICKUP } });
    expect(refused(result, 422).errors?.no_kjp).toBe(guestMessages.kjpMin);
  });
});

async function offeredSessionsAt(instant: string) {
  api.clock.freeze(instant);
  return offeredSessions();
}

// Issue 33: the demo's fault for an answer lost after the call was done (a frozen database after the commit).
describe("a 503 after the call is done (fault afterDone)", () => {
  it("saves the ticket, answers 503, and replays the ticket to a retry with the same key", async () => {
    const sessionId = await sessionWithQuota(5);
    const body = guestBody(sessionId, 7301);
    api.faults.set("guestCreateQueue", { status: 503, afterDone: true, times: 1 });
    const headers = { "Idempotency-Key": "after-done-1", "x-mock-client-address": "10.0.9.1" };
    const lost = await api.call("guestCreateQueue", { body, headers });
    expect(refused(lost, 503).code).toBe("UNAVAILABLE");
    expect(ticketsOf(sessionId)).toBe(1);
    const retry = await api.call("guestCreateQueue", { body, headers });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(ticketsOf(sessionId)).toBe(1);
  });
});
