import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fingerprintOf } from "../../rules/idempotency";
import { DEMO_PASSWORD } from "../../seed/fixtures";
import { apiOnStore, type ApiOnStore } from "../../testing";
import { SqlStore } from "./sql-store";
import { testTargets } from "./testing";

// The API's fetch handler (server/api.ts) on the SQL store: the journeys the server must carry — register (with a
// retried key), sign in, the staff list, the export, the capacity board, mark done — and a database that goes away
// answering 503 with Retry-After, its error's text kept out of the answer.

const NOW = "2026-03-10T10:00:00.000+07:00";

describe.each(testTargets())("the API on the SQL store ($kind)", ({ open }) => {
  let store: SqlStore;
  let call: ApiOnStore["call"];

  beforeAll(async () => {
    store = new SqlStore(await open());
    ({ call } = await apiOnStore(store, { now: NOW, tickets: 200 }));
  }, 120_000);
  afterAll(() => store?.close());

  it("a citizen registers once however often the phone retries; staff find, export, count and serve the ticket", async () => {
    const locations = (await (await call("guestLocations")).json()).data.queue_locations as {
      id: number;
      queue_days_off: unknown[];
    }[];
    let sessionId = 0;
    for (const location of locations.filter((candidate) => candidate.queue_days_off.length === 0)) {
      const sessions = (await (await call("guestSessions", { query: { location_id: String(location.id) } })).json()).data
        .queue_sessions as { id: number; remaining_quota: number }[];
      sessionId = sessions.find((session) => session.remaining_quota > 0)?.id ?? 0;
      if (sessionId) break;
    }
    expect(sessionId).toBeGreaterThan(0);
    const body = { no_kjp: "5049481111777001", no_ktp: "3171019999777001", no_kk: "3171029999777001", session_id: sessionId };
    const key = `key-${fingerprintOf(body).length}`;
    const first = await call("guestCreateQueue", { body, headers: { "idempotency-key": key } });
    const again = await call("guestCreateQueue", { body, headers: { "idempotency-key": key } });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const ticket = (await first.json()).data.queue;
    expect((await again.json()).data.queue).toEqual(ticket);
    const twice = await call("guestCreateQueue", { body: { ...body, no_kjp: "5049481111777002" } });
    expect([twice.status, (await twice.json()).code]).toEqual([409, "KTP_DAILY_LIMIT"]);

    const login = await call("login", { body: { username: "superadmin", password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    const token = (await login.json()).data.accessToken as string;
    const list = await (await call("queueList", { token, query: { search: ticket.no, date: ticket.scheduled_date } })).json();
    expect(list.data.queues).toEqual([ticket]);
    const download = await call("queueDownload", { token, query: { date: ticket.scheduled_date } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toContain("spreadsheet");
    const capacity = await call("queueCapacity", { token, query: { date: ticket.scheduled_date } });
    expect(capacity.status).toBe(200);
    const done = await call("queueMarkDone", { token, params: { uuid: ticket.uuid } });
    expect((await done.json()).data.queue.status).toBe("done");
  });

  it("answers 503 with Retry-After when the database is gone, without its error's text; so does the health check; the lists answer as last read", async () => {
    const health = await call("health");
    expect(health.status).toBe(200);
    expect((await health.json()).data).toMatchObject({ status: "ok", store: store.kind });
    const locations = await (await call("guestLocations")).text();
    await store.close();
    // the calls that promise what is in the database now
    for (const name of ["health", "guestCheckQueues"] as const) {
      const response = await call(name, name === "health" ? {} : { body: { no_kjp: "5049481111777001", date: "2026-03-11" } });
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ code: expect.any(String) });
      expect(text).not.toMatch(/closed|pglite|postgres|sql/i);
    }
    // a guest list answers as last read (ADR 121), also once its 1 s keep is over (the keep's clock moved past it)
    vi.useFakeTimers({ toFake: ["performance"] });
    try {
      vi.advanceTimersByTime(10 ** 9);
      const kept = await call("guestLocations");
      expect([kept.status, await kept.text()]).toEqual([200, locations]);
    } finally {
      vi.useRealTimers();
    }
  });
});
