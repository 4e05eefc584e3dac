import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type EndpointName, type ResponseOf } from "../../contract";
import { endpoints } from "../../contract/endpoints";
import { addCalendarDays } from "../../contract/wib";
import { DEMO_PASSWORD } from "../seed/fixtures";
import { MemoryStore } from "../store/memory/memory-store";
import { SqlStore } from "../store/sql/sql-store";
import { testTargets } from "../store/sql/testing";
import type { Store } from "../store/store";
import { apiOnStore, type ApiCallOptions, type ApiOnStore } from "../testing";

// The full mark (server/handlers/full-sessions.ts, issue 34) through the API on each store: a session the store refused
// as full is refused again without the store, with the store's very answer; a retried key still gets its ticket; a
// quota raised, an archive and unarchive, and a new pickup date each send the next registration to the store again.

const AT = "2026-03-11T06:00:00.000+07:00";

const identity = (n: number) => ({
  no_kjp: `50494897${String(n).padStart(8, "0")}`,
  no_ktp: `31799905${String(n).padStart(8, "0")}`,
  no_kk: `31799906${String(n).padStart(8, "0")}`,
});

const targets: { kind: string; open: () => Promise<Store> }[] = [
  { kind: "memory", open: async () => new MemoryStore() },
  ...testTargets().map((target) => ({ kind: target.kind, open: async () => new SqlStore(await target.open()) })),
];

describe.each(targets)("a session known to be full, on the $kind store", ({ open }) => {
  let store: Store;
  let server: ApiOnStore["server"];
  let calls: ApiOnStore["call"];
  let token = "";
  let sessionId = 0;

  beforeAll(async () => {
    store = await open();
    ({ server, call: calls } = await apiOnStore(store, { now: AT, tickets: 0 }));
    token = (await json("login", { body: { username: "superadmin", password: DEMO_PASSWORD } })).data.accessToken;
    const locations = (await json("guestLocations")).data.queue_locations;
    const served = locations.find((location) => location.queue_days_off.length === 0)!;
    sessionId = (await json("guestSessions", { query: { location_id: String(served.id) } })).data.queue_sessions[0]!.id;
    await setQuota(1);
  }, 120_000);
  afterAll(() => (store instanceof SqlStore ? store.close() : undefined));

  /** A call as the signed-in superadmin where the route needs one. */
  const call = (name: EndpointName, options: ApiCallOptions = {}) =>
    calls(name, endpoints[name].auth ? { ...options, token } : options);
  /** A success answer's body, typed by the contract (contract/endpoints.ts ResponseOf); these calls all succeed. */
  const json = async <N extends EndpointName>(name: N, options?: Parameters<typeof call>[1]): Promise<ResponseOf<N>> =>
    (await call(name, options)).json();

  const setQuota = async (quota: number) =>
    expect((await call("sessionEdit", { params: { id: String(sessionId) }, body: { quota } })).status).toBe(200);

  /** A registration's answer as the citizen sees it: status, body, and whether the store was asked. */
  async function register(n: number, key?: string) {
    const asked = vi.spyOn(store.tickets, "register");
    try {
      const response = await call("guestCreateQueue", {
        body: { ...identity(n), session_id: sessionId },
        headers: key ? { "idempotency-key": key } : {},
      });
      return { status: response.status, body: await response.json(), storeAsked: asked.mock.calls.length > 0 };
    } finally {
      asked.mockRestore();
    }
  }

  const remaining = async () =>
    (
      await json("guestSessions", { query: { location_id: String((await store.sessions.get(sessionId))!.queue_location.id) } })
    ).data.queue_sessions.find((session) => session.id === sessionId)!.remaining_quota;

  it("refuses with the store's own answer, without the store; a retried key still gets its ticket; the list shows it full", async () => {
    const first = await register(1, "full-1");
    expect(first.status).toBe(201);
    const byStore = await register(2);
    expect(byStore).toMatchObject({ status: 409, storeAsked: true });
    expect(byStore.body.code).toBe("QUOTA_FULL");

    for (const [n, key] of [[3], [4, "full-4"]] as const) {
      const byMark = await register(n, key);
      expect(byMark).toEqual({ ...byStore, storeAsked: false });
    }
    const retried = await register(1, "full-1");
    expect(retried).toMatchObject({ status: 201, storeAsked: true });
    expect(retried.body.data.queue.uuid).toBe(first.body.data.queue.uuid);
    expect(await remaining()).toBe(0);
  });

  it("a quota raised opens the seat at once", async () => {
    expect((await register(5)).storeAsked).toBe(false);
    await setQuota(2);
    expect(await register(5)).toMatchObject({ status: 201, storeAsked: true });
    expect(await register(6)).toMatchObject({ status: 409, storeAsked: true });
    expect((await register(7)).storeAsked).toBe(false);
  });

  it("an archive, and then an unarchive, each send the next registration to the store", async () => {
    expect((await call("sessionArchive", { params: { id: String(sessionId) } })).status).toBe(200);
    const archived = await register(8);
    expect(archived.storeAsked).toBe(true);
    expect(archived.body.code).not.toBe("QUOTA_FULL");
    expect((await call("sessionUnarchive", { params: { id: String(sessionId) } })).status).toBe(200);
    expect(await register(9)).toMatchObject({ status: 409, storeAsked: true });
    expect((await register(10)).storeAsked).toBe(false);
  });

  it("a new pickup date has no marks", async () => {
    // a week on: the same weekday, so the session is offered again, with every seat free
    server.clock.freeze(`${addCalendarDays(AT.slice(0, 10), 7)}${AT.slice(10)}`);
    try {
      expect(await register(11)).toMatchObject({ status: 201, storeAsked: true });
    } finally {
      server.clock.freeze(AT);
    }
  });
});
