import { beforeAll, describe, expect, it } from "vitest";
import type { CapacityReport } from "../../contract";
import { answered, guestBody, refused, useTestApi } from "../testing/harness";

// GET /queues/capacity on the seeded mock: the clock is frozen on Tuesday 2026-03-10 10:00 WIB, pickup Wednesday.
const api = useTestApi({ seed: { tickets: 600 } });
const TODAY = "2026-03-10";
const PICKUP = "2026-03-11";
let operator = "";
let konfigurator = "";

beforeAll(async () => {
  operator = await api.login("operator");
  konfigurator = await api.login("konfigurator");
});

async function report(query: Record<string, string> = {}): Promise<CapacityReport> {
  return answered(await api.call("queueCapacity", { token: operator, query }), 200).data;
}

describe("capacity board numbers", () => {
  it("defaults to the pickup date and tells the server's today and time", async () => {
    const data = await report();
    expect(data).toMatchObject({
      date: PICKUP,
      registration_date: TODAY,
      today: TODAY,
      pickup_date: PICKUP,
      generated_at: "2026-03-10 10:00:00",
    });
    expect(data.rush).toMatchObject({ interval_minutes: 5, from: "06:00:00", to: "21:00:00" });
    expect(data.rush.counts).toHaveLength(180);
  });

  it.each([
    ["today (some done)", () => TODAY],
    ["a past day (some rejected)", () => api.backend.db.all("tickets").find((t) => t.status === "rejected")!.scheduled_date],
  ])("equals the seeded tickets of %s per session and status; the city is the sum of the locations", async (_, dateOf) => {
    const date = dateOf();
    const data = await report({ date, include_archived: "true" });
    const tickets = api.backend.db.all("tickets").filter((t) => t.scheduled_date === date);
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.some((t) => t.status === (date === TODAY ? "done" : "rejected"))).toBe(true);
    for (const location of data.locations) {
      for (const session of location.sessions) {
        const mine = tickets.filter((t) => t.queue_session_id === session.id);
        expect(session.registered).toBe(mine.length);
        expect(session.done).toBe(mine.filter((t) => t.status === "done").length);
        expect(session.rejected).toBe(mine.filter((t) => t.status === "rejected").length);
      }
    }
    const sum = (pick: (l: CapacityReport["locations"][number]) => number) => data.locations.reduce((a, l) => a + pick(l), 0);
    expect(data.totals.registered).toBe(tickets.length);
    expect(data.totals.quota).toBe(sum((l) => l.totals.quota));
    expect(data.totals.remaining).toBe(sum((l) => l.totals.remaining));
  });

  it("marks a location on an active day off 'closed': no seats offered, sessions still listed", async () => {
    const data = await report();
    const cengkareng = data.locations.find((l) => l.code === "CKR")!;
    expect(cengkareng.day_off).not.toBeNull();
    expect(cengkareng.sessions.length).toBeGreaterThan(0);
    expect(cengkareng.totals).toMatchObject({ quota: 0, remaining: 0 });
    const open = data.locations.find((l) => l.code === "KRJ")!;
    expect(open.day_off).toBeNull();
    expect(open.totals.quota).toBe(open.sessions.reduce((a, s) => a + s.session_quota, 0));
  });

  it("leaves archived locations out unless asked", async () => {
    expect((await report()).locations.some((l) => l.code === "CKG")).toBe(false);
    const archived = (await report({ include_archived: "true" })).locations.find((l) => l.code === "CKG");
    expect(archived).toMatchObject({ is_active: false, totals: { quota: 0, remaining: 0 } });
  });

  it("shows a session full with the time its last seat went, and the rush curve counts each registration", async () => {
    const before = await report();
    const location = await api.call("locationCreate", {
      token: konfigurator,
      body: { name: "Pasar Uji Kapasitas", code: "UJI" },
    });
    const session = await api.call("sessionCreate", {
      token: konfigurator,
      body: {
        location_id: answered(location, 201).data.queue_location.id,
        day_of_the_week: 3,
        start_time: "16:00",
        end_time: "17:00",
        quota: 3,
      },
    });
    const sessionId = answered(session, 201).data.queue_session.id;
    const seats = [0, 2 * 60_000, 7 * 60_000 + 30_000]; // 10:00:00, 10:02:00, 10:07:30
    let last = 0;
    for (const [i, at] of seats.entries()) {
      api.clock.advance(at - last);
      last = at;
      const created = await api.call("guestCreateQueue", { body: guestBody(sessionId, 9000 + i) });
      expect(created.status).toBe(201);
    }
    const full = await api.call("guestCreateQueue", { body: guestBody(sessionId, 9100) });
    expect(refused(full, 409).code).toBe("QUOTA_FULL");

    const after = await report();
    const row = after.locations.find((l) => l.code === "UJI")!.sessions.find((s) => s.id === sessionId);
    expect(row).toMatchObject({ quota: 3, registered: 3, remaining: 0, filled_at: "2026-03-10 10:07:30" });
    expect(after.totals.registered).toBe(before.totals.registered + 3);
    expect(after.totals.quota).toBe(before.totals.quota + 3);
    const slot = (hhmm: string) => ((Number(hhmm.slice(0, 2)) - 6) * 60 + Number(hhmm.slice(3))) / 5;
    expect(after.rush.counts[slot("10:00")]).toBe((before.rush.counts[slot("10:00")] ?? 0) + 2);
    expect(after.rush.counts[slot("10:05")]).toBe((before.rush.counts[slot("10:05")] ?? 0) + 1);
    expect(after.locations.find((l) => l.code === "UJI")!.sessions.find((s) => s.id !== sessionId)).toBeUndefined();
  });

  it("refuses a malformed date (422) and staff without access:queue (403)", async () => {
    const bad = await api.call("queueCapacity", { token: operator, query: { date: "11-03-2026" } });
    expect(Object.keys(refused(bad, 422).errors ?? {})).toEqual(["date"]);
    const tamu = await api.login("tamu");
    expect((await api.call("queueCapacity", { token: tamu })).status).toBe(403);
  });
});
