import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminProblems } from "../../contract";
import { answered, guestBody, refused, TEST_NOW, useTestApi } from "../testing/harness";

// Locations, sessions, days off and rejection reasons (the queue configuration screens).
const api = useTestApi({ seed: { tickets: 0 } });
let token = "";
const PICKUP = "2026-03-11";
const AUDIT_NOW = "2026-03-10 10:00:00";

beforeAll(async () => {
  token = await api.login("konfigurator");
});
beforeEach(() => api.clock.freeze(TEST_NOW));

const guestLocationCodes = async () => answered(await api.call("guestLocations"), 200).data.queue_locations.map((l) => l.code);
const guestSessionIds = async (locationId: number) =>
  answered(await api.call("guestSessions", { query: { location_id: locationId } }), 200).data.queue_sessions.map((s) => s.id);

describe("locations", () => {
  it("lists with days off and audit names, filters by name, reads one", async () => {
    const list = answered(await api.call("locationList", { token, query: { size: 20 } }), 200).data;
    expect(list.total).toBe(8);
    const ckr = list.queue_locations.find((l) => l.code === "CKR")!;
    expect(ckr.queue_days_off).toEqual([
      expect.objectContaining({ date: PICKUP, is_active: true, queue_location: { id: ckr.id, name: ckr.name } }),
    ]);
    expect(ckr.creator).toEqual({ name: "Budi Santoso" });
    const kramat = await api.call("locationList", { token, query: { name: "kramat" } });
    expect(answered(kramat, 200).data.queue_locations).toHaveLength(1);
    expect(answered(await api.call("locationGet", { token, params: { id: ckr.id } }), 200).data.queue_location).toEqual(ckr);
    expect((await api.call("locationGet", { token, params: { id: 404 } })).status).toBe(404);
  });

  it("creates and edits with unique codes, audited as the token's user", async () => {
    const created = await api.call("locationCreate", {
      token,
      body: { name: "Pasar Jaya Rawamangun", code: "RWM", description: "Jl. Paus" },
    });
    const location = answered(created, 201).data.queue_location;
    expect(location).toMatchObject({
      is_active: true,
      queue_days_off: [],
      created_at: AUDIT_NOW,
      creator: { name: "Agus Setiawan" },
    });
    const id = location.id;
    const edited = await api.call("locationEdit", { token, params: { id }, body: { description: null } });
    expect(answered(edited, 200).data.queue_location).toMatchObject({
      name: "Pasar Jaya Rawamangun",
      code: "RWM",
      description: null,
    });
    // compared after trimming (docs/product.md §11.9)
    const duplicate = await api.call("locationCreate", { token, body: { name: "Lain", code: " KRJ " } });
    const taken = refused(duplicate, 409);
    expect([taken.code, Object.keys(taken.errors ?? {})]).toEqual(["DUPLICATE", ["code"]]);
    expect((await api.call("locationEdit", { token, params: { id }, body: { code: "RWM" } })).status).toBe(200); // its own code
    const invalid = await api.call("locationCreate", { token, body: { name: "AB", code: "", description: "x".repeat(256) } });
    expect(Object.keys(refused(invalid, 422).errors ?? {}).sort()).toEqual(["code", "description", "name"]);
    const lowercase = await api.call("locationCreate", { token, body: { name: "Pasar Baru", code: "psb" } });
    expect(refused(lowercase, 422).errors).toEqual({ code: adminProblems.code });
  });

  it("stores names and codes without their surrounding spaces", async () => {
    const created = await api.call("locationCreate", { token, body: { name: "  Pasar Baru ", code: " PSB\t" } });
    expect(answered(created, 201).data.queue_location).toMatchObject({ name: "Pasar Baru", code: "PSB" });
  });

  it("archives (hidden from guests, bookings refused) and unarchives (offered again)", async () => {
    const sessionId = (await guestSessionIds(4))[0]!;
    const archived = await api.call("locationArchive", { token, params: { id: 4 } });
    expect(answered(archived, 200).data.queue_location.is_active).toBe(false);
    expect(await guestLocationCodes()).not.toContain("TNA");
    const booking = await api.call("guestCreateQueue", { body: guestBody(sessionId, 1) });
    expect(refused(booking, 409).code).toBe("SESSION_UNAVAILABLE");
    expect((await api.call("locationArchive", { token, params: { id: 4 } })).status).toBe(200); // again: harmless
    const unarchived = await api.call("locationUnarchive", { token, params: { id: 4 } });
    expect(answered(unarchived, 200).data.queue_location.is_active).toBe(true);
    expect(await guestLocationCodes()).toContain("TNA");
    expect((await api.call("guestCreateQueue", { body: guestBody(sessionId, 1) })).status).toBe(201);
  });
});

describe("sessions", () => {
  it("lists by location in weekday and time order, reads one", async () => {
    const list = answered(await api.call("sessionList", { token, query: { location_id: 1, size: 50 } }), 200).data;
    expect(list.total).toBe(18);
    const first = list.queue_sessions[0]!;
    expect(first).toMatchObject({
      day_of_the_week: 1,
      start_time: "07:00:00",
      end_time: "09:00:00",
      queue_location: { id: 1, code: "KRJ" },
    });
    expect(answered(await api.call("sessionGet", { token, params: { id: first.id } }), 200).data.queue_session).toEqual(first);
    expect(answered(await api.call("sessionList", { token }), 200).data.total).toBe(144);
  });

  it("creates (HH:mm becomes HH:mm:ss) and edits; guests see it on its weekday", async () => {
    const created = await api.call("sessionCreate", {
      token,
      body: { location_id: 6, day_of_the_week: 3, start_time: "15:00", end_time: "16:30", quota: 40 },
    });
    const session = answered(created, 201).data.queue_session;
    expect(session).toMatchObject({
      start_time: "15:00:00",
      end_time: "16:30:00",
      quota: 40,
      is_active: true,
      creator: { name: "Agus Setiawan" },
    });
    expect(await guestSessionIds(6)).toContain(session.id);
    const edited = await api.call("sessionEdit", { token, params: { id: session.id }, body: { quota: 45, day_of_the_week: 4 } });
    expect(answered(edited, 200).data.queue_session).toMatchObject({ quota: 45, day_of_the_week: 4, start_time: "15:00:00" });
    expect(await guestSessionIds(6)).not.toContain(session.id);
  });

  it("refuses an unknown location, an end before the start, and out-of-range values (422)", async () => {
    const unknown = await api.call("sessionCreate", {
      token,
      body: { location_id: 99, day_of_the_week: 1, start_time: "07:00", end_time: "08:00", quota: 1 },
    });
    expect(Object.keys(refused(unknown, 422).errors ?? {})).toEqual(["location_id"]);
    const backwards = await api.call("sessionCreate", {
      token,
      body: { location_id: 1, day_of_the_week: 1, start_time: "09:00", end_time: "08:00", quota: 1 },
    });
    expect(Object.keys(refused(backwards, 422).errors ?? {})).toEqual(["end_time"]);
    const invalid = await api.call("sessionCreate", {
      token,
      body: { location_id: 1, day_of_the_week: 7, start_time: "25:00", end_time: "08:00", quota: 0 },
    });
    expect(Object.keys(refused(invalid, 422).errors ?? {}).sort()).toEqual(["day_of_the_week", "quota", "start_time"]);
    expect((await api.call("sessionEdit", { token, params: { id: 1 }, body: { end_time: "06:00" } })).status).toBe(422);
  });

  it("archives and unarchives a session for guests", async () => {
    const sessionId = (await guestSessionIds(5))[0]!;
    await api.call("sessionArchive", { token, params: { id: sessionId } });
    expect(await guestSessionIds(5)).not.toContain(sessionId);
    await api.call("sessionUnarchive", { token, params: { id: sessionId } });
    expect(await guestSessionIds(5)).toContain(sessionId);
  });
});

describe("days off", () => {
  it("lists newest first with location and date filters, reads one", async () => {
    const list = await api.call("dayOffList", { token });
    const dates = answered(list, 200).data.queue_days_off.map((d) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const tomorrow = await api.call("dayOffList", { token, query: { date: PICKUP, location_id: 2 } });
    const daysOff = answered(tomorrow, 200).data.queue_days_off;
    expect(daysOff).toHaveLength(1);
    const id = daysOff[0]!.id;
    expect(answered(await api.call("dayOffGet", { token, params: { id } }), 200).data.queue_day_off.queue_location.name).toBe(
      "Pasar Jaya Cengkareng",
    );
  });

  it("blocks registration while active; archived it does not; deleted it is gone", async () => {
    const created = await api.call("dayOffCreate", { token, body: { location_id: 7, date: PICKUP, details: "Kerja bakti" } });
    const id = answered(created, 201).data.queue_day_off.id;
    const sessionId = (await guestSessionIds(7))[0]!;
    expect(refused(await api.call("guestCreateQueue", { body: guestBody(sessionId, 2) }), 409).code).toBe("LOCATION_DAY_OFF");
    await api.call("dayOffArchive", { token, params: { id } });
    expect((await api.call("guestCreateQueue", { body: guestBody(sessionId, 2) })).status).toBe(201);
    await api.call("dayOffUnarchive", { token, params: { id } });
    expect(refused(await api.call("guestCreateQueue", { body: guestBody(sessionId, 3) }), 409).code).toBe("LOCATION_DAY_OFF");
    expect((await api.call("dayOffDelete", { token, params: { id } })).status).toBe(200);
    expect((await api.call("dayOffGet", { token, params: { id } })).status).toBe(404);
    expect((await api.call("dayOffDelete", { token, params: { id } })).status).toBe(404);
  });

  it("validates the body (422)", async () => {
    const result = await api.call("dayOffCreate", {
      token,
      body: { location_id: 99, date: "2026-13-01", details: "x".repeat(256) },
    });
    expect(Object.keys(refused(result, 422).errors ?? {}).sort()).toEqual(["date", "details"]);
    const unknown = await api.call("dayOffCreate", { token, body: { location_id: 99, date: PICKUP, details: "" } });
    expect(Object.keys(refused(unknown, 422).errors ?? {})).toEqual(["location_id"]);
  });

  it("refuses a second day off for the same location and date (409), and one before today in WIB (422)", async () => {
    const second = await api.call("dayOffCreate", { token, body: { location_id: 2, date: PICKUP, details: "Lagi" } });
    const taken = refused(second, 409);
    expect([taken.code, taken.errors]).toEqual(["DUPLICATE", { date: adminProblems.dayOffTaken }]);
    const past = await api.call("dayOffCreate", { token, body: { location_id: 2, date: "2026-03-09", details: "" } });
    const early = refused(past, 422);
    expect([early.code, early.errors]).toEqual(["VALIDATION", { date: adminProblems.past }]);
    // today (2026-03-10 WIB) is allowed, and its details are stored trimmed
    const today = await api.call("dayOffCreate", { token, body: { location_id: 3, date: "2026-03-10", details: " Banjir " } });
    expect(answered(today, 201).data.queue_day_off.details).toBe("Banjir");
  });
});

describe("rejection reasons", () => {
  it("lists, creates, reads and deletes; tickets keep the reason's text", async () => {
    const list = await api.call("rejectionReasonList", { token });
    expect(answered(list, 200).data.total).toBe(6);
    const created = await api.call("rejectionReasonCreate", { token, body: { reason: "Antre dua kali" } });
    const id = answered(created, 201).data.queue_rejection_reason.id;
    expect(answered(await api.call("rejectionReasonGet", { token, params: { id } }), 200).data.queue_rejection_reason).toEqual({
      id,
      reason: "Antre dua kali",
    });

    const sessionId = (await guestSessionIds(1))[0]!;
    const ticket = answered(await api.call("guestCreateQueue", { body: guestBody(sessionId, 4) }), 201).data.queue;
    await api.call("queueReject", { token, params: { uuid: ticket.uuid }, body: { rejection_reason_id: id } });
    expect((await api.call("rejectionReasonDelete", { token, params: { id } })).status).toBe(200);
    expect((await api.call("rejectionReasonGet", { token, params: { id } })).status).toBe(404);
    const rejected = await api.call("queueGet", { token, params: { uuid: ticket.uuid } });
    expect(answered(rejected, 200).data.queue.rejection_reason).toEqual({
      reason: "Antre dua kali",
    });
  });

  it("refuses a reason that exists already, whatever its case or surrounding spaces (409)", async () => {
    const first = answered(await api.call("rejectionReasonList", { token }), 200).data.queue_rejection_reasons[0]!.reason;
    const again = await api.call("rejectionReasonCreate", { token, body: { reason: `  ${first.toUpperCase()} ` } });
    const taken = refused(again, 409);
    expect([taken.code, taken.errors]).toEqual(["DUPLICATE", { reason: adminProblems.taken }]);
  });

  it("validates the reason (1-100 characters)", async () => {
    expect((await api.call("rejectionReasonCreate", { token, body: { reason: "" } })).status).toBe(422);
    expect((await api.call("rejectionReasonCreate", { token, body: { reason: "x".repeat(101) } })).status).toBe(422);
  });
});
