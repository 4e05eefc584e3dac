import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { API_PREFIX, guestMessages, sessionUser, type Endpoint, type EndpointName } from "../../contract/index";
import { endpoints } from "../../contract/endpoints";
import { checkResponse, isErrorBody } from "../../contract/response-check";
import { addCalendarDays, pickupDateOfWindow } from "../../contract/wib";
import { LIST_CACHE, apiClient, credentials, tokenPayload } from "./http";

// Black-box checks that a backend answers the way the app's contract expects (docs/product.md §10). Read-only apart from
// signing in, refreshing and signing out, so it can run against a shared real API.

/** "ok", or what does not fit; an endpoint answering a file has no schema to conform to, and is refused here. */
const conforms = (name: EndpointName, body: unknown) => {
  if (!(endpoints[name] as Endpoint).response) throw new Error(`${name} answers a file: it has no response schema`);
  return checkResponse(endpoints[name], body) ?? "ok";
};

async function login(client: ReturnType<typeof apiClient>, who: { username: string; password: string }) {
  const answer = await client.send("POST", "/users/auth/login", { body: who });
  expect(answer.status).toBe(200);
  expect(conforms("login", answer.body)).toBe("ok");
  return (answer.body as { data: { accessToken: string } }).data.accessToken;
}

describe("health", () => {
  it("answers ok with the store it runs on and, on a SQL store, the last migration applied", async () => {
    const answer = await apiClient().send("GET", "/health");
    expect(answer.status).toBe(200);
    expect(conforms("health", answer.body)).toBe("ok");
    const { store, migration } = (answer.body as { data: { store: string; migration: string | null } }).data;
    // CONTRACT_TARGET names the store the suite started (tests/contract/global-setup.ts)
    if (process.env.CONTRACT_TARGET) expect(store).toBe(process.env.CONTRACT_TARGET);
    if (store === "memory") expect(migration).toBeNull();
    else expect(migration).toMatch(/^\d{4}_[\w-]+\.sql$/);
  });
});

// Every answer the suite receives has its cache headers checked (http.ts, expectCacheHeaders); these are the kinds of
// answer a read-only suite does not meet otherwise: the transport's and the router's own refusals.
describe("cache headers on every kind of answer", () => {
  const client = apiClient();

  it("says no-store and nosniff on refusals from the socket, the path guard and the gate", async () => {
    const answers = await Promise.all([
      client.send("POST", "/queues/create", { body: { padding: "x".repeat(70 * 1024) } }),
      client.send("GET", "/users/%ff"),
      client.send("GET", "/users/"),
      client.send("GET", "/queues/sessions/get?location_id=abc"),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([413, 400, 401, 422]);
  });

  it("lets a cache keep the public guest lists for a second, and nothing with a token", async () => {
    const lists = await client.send("GET", "/queues/locations/get");
    expect(lists.headers.get("cache-control")).toBe(LIST_CACHE);
    const token = await login(apiClient(), credentials.admin);
    expect(token).toBeTruthy();
  });
});

// ADR 106: a body must say it is JSON; HEAD is GET without the body; a method a path does not have is 405
describe("HTTP: the body's media type, HEAD and methods", () => {
  const client = apiClient();
  const base = inject("apiBaseUrl") + API_PREFIX;
  const check = { no_kjp: "3173000000000001", date: "2026-03-11" };

  it("refuses a body that is not JSON with 415 (what a cross-site form or a no-preflight fetch sends, or none)", async () => {
    for (const contentType of ["text/plain;charset=UTF-8", "application/x-www-form-urlencoded", null]) {
      const answer = await client.send("POST", "/queues/get", { body: check, contentType });
      expect([answer.status, (answer.body as { code?: string }).code], String(contentType)).toEqual([
        415,
        "UNSUPPORTED_MEDIA_TYPE",
      ]);
    }
    for (const contentType of ["application/json; charset=utf-8", "application/problem+json"])
      expect((await client.send("POST", "/queues/get", { body: check, contentType })).status, contentType).toBe(200);
  });

  it("answers HEAD as GET without the body, and a method a path does not have with 405 and Allow", async () => {
    const get = await fetch(`${base}/queues/locations/get`);
    const text = await get.text();
    const head = await fetch(`${base}/queues/locations/get`, { method: "HEAD" });
    expect([head.status, await head.text()]).toEqual([200, ""]);
    for (const name of ["content-type", "cache-control", "x-content-type-options"])
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    const length = head.headers.get("content-length");
    if (length !== null) expect(Number(length)).toBe(Buffer.byteLength(text));
    const wrong = await fetch(`${base}/users/auth/login`, { method: "DELETE" });
    expect([wrong.status, wrong.headers.get("allow"), ((await wrong.json()) as { code?: string }).code]).toEqual([
      405,
      "POST",
      "METHOD_NOT_ALLOWED",
    ]);
  });
});

describe("guest operations", () => {
  const client = apiClient();

  it("tells the scheduled (pickup) date and the registration window by the server's clock", async () => {
    const answer = await client.send("POST", "/queues/getScheduledDate");
    expect(answer.status).toBe(200);
    expect(conforms("guestScheduledDate", answer.body)).toBe("ok");
    const window = (answer.body as { data: { registration_window: Record<string, string | boolean> } }).data.registration_window;
    const [opensAt, closesAt, serverTime] = [window.opens_at, window.closes_at, window.server_time].map((t) =>
      Date.parse(String(t)),
    );
    expect(closesAt! - opensAt!).toBe(15 * 60 * 60 * 1000); // 06:00 to 21:00 WIB
    expect(window.is_open).toBe(serverTime! >= opensAt! && serverTime! < closesAt!);
    // either open now, or the next window is ahead
    if (!window.is_open) expect(opensAt).toBeGreaterThan(serverTime!);
  });

  it("lists locations and a location's sessions", async () => {
    const locations = await client.send("GET", "/queues/locations/get");
    expect(conforms("guestLocations", locations.body)).toBe("ok");
    const first = (locations.body as { data: { queue_locations: { id: number }[] } }).data.queue_locations[0];
    if (!first) return;
    const sessions = await client.send("GET", `/queues/sessions/get?location_id=${first.id}`);
    expect(sessions.status).toBe(200);
    expect(conforms("guestSessions", sessions.body)).toBe("ok");
  });

  it.each(["10000", "2147483648", "9999999999"])(
    "refuses location_id=%s, past any location id, on the field (422)",
    async (id) => {
      // the database refused an id past int32 with a 422 that named no field
      const answer = await client.send("GET", `/queues/sessions/get?location_id=${id}`);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ code: "VALIDATION", errors: { location_id: expect.any(String) } });
    },
  );

  it("marks each location with the sessions and seats its list of sessions gives for the pickup date", async () => {
    const scheduled = await client.send("POST", "/queues/getScheduledDate");
    const { scheduled_date, registration_window } = (
      scheduled.body as { data: { scheduled_date: string; registration_window: { opens_at: string } } }
    ).data;
    // the current or next window's pickup date: the scheduled date (tomorrow) until 21:00, the day after from 21:00
    // (docs/product.md §11.4)
    const pickupDate = pickupDateOfWindow(Date.parse(registration_window.opens_at));
    expect([scheduled_date, addCalendarDays(scheduled_date, 1)]).toContain(pickupDate);
    const answer = await client.send("GET", "/queues/locations/get");
    type Listed = { id: number; queue_days_off: unknown[]; pickup_sessions: number; pickup_seats_left: number };
    const data = (answer.body as { data: { queue_locations: Listed[]; pickup_date: string; next_pickup_date: string | null } })
      .data;
    expect(data.pickup_date).toBe(pickupDate);
    expect(data.queue_locations.length).toBeGreaterThan(0);
    for (const location of data.queue_locations) {
      const sessions = await client.send("GET", `/queues/sessions/get?location_id=${location.id}`);
      const list = (sessions.body as { data: { queue_sessions: { remaining_quota: number }[] } }).data.queue_sessions;
      expect([location.pickup_sessions, location.pickup_seats_left], `location ${location.id}`).toEqual([
        list.length,
        list.reduce((seats, session) => seats + session.remaining_quota, 0),
      ]);
    }
    // the next date is named only when no location serves the pickup date
    const nobody = data.queue_locations.every((l) => l.queue_days_off.length > 0 || l.pickup_sessions === 0);
    if (nobody) expect(data.next_pickup_date! > pickupDate).toBe(true);
    else expect(data.next_pickup_date).toBeNull();
  });

  it("refuses an invalid registration with field errors and the spec's messages", async () => {
    const answer = await client.send("POST", "/queues/create", {
      body: { no_kjp: "123", no_ktp: "12ab", no_kk: "1", session_id: 1 },
    });
    expect(answer.status).toBe(422);
    expect(isErrorBody(answer.body)).toBe(true);
    expect(answer.body).toMatchObject({
      code: "VALIDATION",
      errors: { no_kjp: guestMessages.kjpMin, no_ktp: guestMessages.digitsOnly, no_kk: guestMessages.kkExact },
    });
  });

  it("refuses identity numbers over their maximum length (KJP 20, KTP and KK 16)", async () => {
    const answer = await client.send("POST", "/queues/create", {
      body: { no_kjp: "1".repeat(21), no_ktp: "3".repeat(17), no_kk: "3".repeat(17), session_id: 1 },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: "VALIDATION",
      errors: { no_kjp: guestMessages.kjpMax, no_ktp: guestMessages.ktpExact, no_kk: guestMessages.kkExact },
    });
  });

  it("refuses an Idempotency-Key over 255 characters (422 on the header), and saves nothing", async () => {
    // a key of several KB did not fit PostgreSQL's index and answered 500; random letters, which do not compress
    const key = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(97 + ((i * 7919) % 26))).join("");
    const body = { no_kjp: "3173000000000001", no_ktp: "3175123456789255", no_kk: "3175123456789255", session_id: 1 };
    const answer = await client.send("POST", "/queues/create", { body, headers: { "Idempotency-Key": key } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: "VALIDATION", errors: { "Idempotency-Key": expect.any(String) } });
  });

  it("answers a status check with a list of tickets", async () => {
    const answer = await client.send("POST", "/queues/get", { body: { no_kjp: "3173000000000001", date: "2026-03-11" } });
    expect(answer.status).toBe(200);
    expect(conforms("guestCheckQueues", answer.body)).toBe("ok");
  });
});

describe("the contract as OpenAPI 3.1", () => {
  it("serves the document the repository holds (docs/openapi.json)", async () => {
    const answer = await apiClient().send("GET", "/openapi.json");
    expect(answer.status).toBe(200);
    const committed = JSON.parse(readFileSync(new URL("../../docs/openapi.json", import.meta.url), "utf8")) as {
      paths: object;
    };
    expect(answer.body).toMatchObject({ openapi: "3.1.0" });
    expect(Object.keys((answer.body as { paths: object }).paths)).toEqual(Object.keys(committed.paths));
  });
});

describe("session", () => {
  it("refuses a wrong password with an error body", async () => {
    const answer = await apiClient().send("POST", "/users/auth/login", {
      body: { ...credentials.admin, password: "wrong-password" },
    });
    expect(answer.status).toBe(401);
    expect(isErrorBody(answer.body)).toBe(true);
  });

  it("signs in with a token whose payload is the session user", async () => {
    const token = await login(apiClient(), credentials.admin);
    expect(sessionUser(tokenPayload(token))).toMatchObject({ username: credentials.admin.username });
  });

  it("refreshes from the cookie, rotates it, and refuses a rotated one", async () => {
    const client = apiClient();
    await login(client, credentials.admin);
    const firstCookie = new Map(client.jar);
    const refreshed = await client.send("POST", "/users/auth/refresh-token");
    expect(refreshed.status).toBe(200);
    expect(conforms("refresh", refreshed.body)).toBe("ok");
    const stale = apiClient();
    for (const [k, v] of firstCookie) stale.jar.set(k, v);
    expect((await stale.send("POST", "/users/auth/refresh-token")).status).toBe(401);
  });

  it("revokes the whole family when a rotated refresh token comes back (stolen or raced)", async () => {
    const owner = apiClient();
    await login(owner, credentials.admin);
    const stolen = new Map(owner.jar);
    const refreshed = await owner.send("POST", "/users/auth/refresh-token");
    const token = (refreshed.body as { data: { accessToken: string } }).data.accessToken;
    expect((await owner.send("GET", "/queues/?page=1&size=1", { token })).status).toBe(200);
    const thief = apiClient();
    for (const [k, v] of stolen) thief.jar.set(k, v);
    expect((await thief.send("POST", "/users/auth/refresh-token")).status).toBe(401);
    // the owner's newer cookie and the access token of that login session end with it
    const ownerCookie = apiClient();
    for (const [k, v] of owner.jar) ownerCookie.jar.set(k, v);
    expect((await ownerCookie.send("POST", "/users/auth/refresh-token")).status).toBe(401);
    expect((await owner.send("GET", "/queues/?page=1&size=1", { token })).status).toBe(401);
  });

  it("signs out and the refresh cookie stops working", async () => {
    const client = apiClient();
    const token = await login(client, credentials.admin);
    const cookie = new Map(client.jar);
    expect((await client.send("POST", "/users/auth/logout", { token })).status).toBe(200);
    const after = apiClient();
    for (const [k, v] of cookie) after.jar.set(k, v);
    expect((await after.send("POST", "/users/auth/refresh-token")).status).toBe(401);
  });
});

describe("admin operations", () => {
  const client = apiClient();
  let admin = "";
  let noPermissions = "";
  beforeAll(async () => {
    admin = await login(client, credentials.admin);
    noPermissions = await login(apiClient(), credentials.noPermissions);
  });

  const lists: [EndpointName, string][] = [
    ["userList", "/users/?page=1&size=10"],
    ["roleList", "/users/roles/?page=1&size=10"],
    ["permissionList", "/users/permissions/?page=1&size=10"],
    ["queueList", "/queues/?page=1&size=10"],
    ["locationList", "/queues/locations/?page=1&size=10"],
    ["sessionList", "/queues/sessions/?page=1&size=10"],
    ["dayOffList", "/queues/days-off/?page=1&size=10"],
    ["rejectionReasonList", "/queues/rejection-reasons/?page=1&size=10"],
  ];

  it.each(lists)("%s answers a page in the contract's shape", async (name, path) => {
    const answer = await client.send("GET", path, { token: admin });
    expect(answer.status).toBe(200);
    expect(conforms(name, answer.body)).toBe("ok");
    expect(answer.body).toMatchObject({ data: { page: 1, size: 10 } });
  });

  it.each(lists)("%s without a token is 401 UNAUTHENTICATED", async (_, path) => {
    const answer = await client.send("GET", path, { cookies: false });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it.each(lists)("%s without the permission is 403 FORBIDDEN", async (_, path) => {
    const answer = await client.send("GET", path, { token: noPermissions });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: "FORBIDDEN" });
  });

  it("reads one ticket the list shows", async () => {
    const list = await client.send("GET", "/queues/?page=1&size=1", { token: admin });
    const first = (list.body as { data: { queues: { uuid: string }[] } }).data.queues[0];
    if (!first) return;
    const one = await client.send("GET", `/queues/${first.uuid}`, { token: admin });
    expect(conforms("queueGet", one.body)).toBe("ok");
  });

  // docs/product.md §14.3: the counter's status filter and one search box over queue number, KJP and KTP
  it("filters tickets by status and finds one by its number, KJP or KTP in a single search", async () => {
    type Page = {
      data: { total: number; queues: { uuid: string; no: string; no_kjp: string; no_ktp: string; status: string }[] };
    };
    const all = (await client.send("GET", "/queues/?page=1&size=100", { token: admin })).body as Page;
    for (const status of ["registered", "done", "rejected"]) {
      const answer = await client.send("GET", `/queues/?page=1&size=100&status=${status}`, { token: admin });
      expect(answer.status).toBe(200);
      expect(conforms("queueList", answer.body)).toBe("ok");
      const rows = (answer.body as Page).data.queues;
      expect(rows.every((q) => q.status === status)).toBe(true);
    }
    const sample = all.data.queues[0];
    expect(sample).toBeDefined();
    if (!sample) return;
    for (const needle of [sample.no, sample.no_kjp, sample.no_ktp]) {
      const answer = await client.send("GET", `/queues/?page=1&size=100&search=${encodeURIComponent(needle)}`, { token: admin });
      const rows = (answer.body as Page).data.queues;
      expect(rows.map((q) => q.uuid)).toContain(sample.uuid);
      expect(rows.every((q) => [q.no, q.no_kjp, q.no_ktp].some((v) => v.toLowerCase().includes(needle.toLowerCase())))).toBe(
        true,
      );
    }
    const none = await client.send("GET", "/queues/?page=1&size=10&search=no-such-ticket-zz", { token: admin });
    expect((none.body as Page).data.total).toBe(0);
  });

  // docs/product.md §2.8: newest pickup date first, then by location name, then queue number, the same on every store,
  // so a page continues where the one before it ended
  it("lists tickets newest date first, then by location, then queue number, page after page", async () => {
    type Row = { uuid: string; no: string; scheduled_date: string; scheduled_location: string; queue_location_id: number };
    const pageOf = async (page: number, size: number) =>
      ((await client.send("GET", `/queues/?page=${page}&size=${size}`, { token: admin })).body as { data: { queues: Row[] } })
        .data.queues;
    const rows = [...(await pageOf(1, 100)), ...(await pageOf(2, 100))];
    const key = (row: Row) =>
      [row.scheduled_location, row.queue_location_id, Number(row.no.slice(row.no.lastIndexOf("-") + 1))] as const;
    const outOfOrder = rows.slice(1).filter((row, i) => {
      const before = rows[i]!;
      if (before.scheduled_date !== row.scheduled_date) return before.scheduled_date < row.scheduled_date;
      const [a, b] = [key(before), key(row)];
      if (a[0] !== b[0]) return a[0] > b[0];
      if (a[1] !== b[1]) return a[1] > b[1];
      return a[2] >= b[2];
    });
    expect(outOfOrder.map((row) => row.no)).toEqual([]);
    const inTens = [...(await pageOf(1, 10)), ...(await pageOf(2, 10)), ...(await pageOf(3, 10))];
    expect(inTens.map((row) => row.uuid)).toEqual(rows.slice(0, 30).map((row) => row.uuid));
  });

  // docs/product.md §14.6: the sessions of one weekday, alone or with a location; Sunday is 0
  it("filters sessions by weekday, with or without a location", async () => {
    type Page = { data: { total: number; queue_sessions: { day_of_the_week: number; queue_location: { id: number } }[] } };
    const get = async (query: string) => {
      const answer = await client.send("GET", `/queues/sessions/?page=1&size=100${query}`, { token: admin });
      expect(answer.status).toBe(200);
      expect(conforms("sessionList", answer.body)).toBe("ok");
      return (answer.body as Page).data;
    };
    const all = await get("");
    const sample = all.queue_sessions.find((s) => s.day_of_the_week !== 0) ?? all.queue_sessions[0];
    expect(sample).toBeDefined();
    if (!sample) return;
    const day = sample.day_of_the_week;
    const ofDay = await get(`&day_of_the_week=${day}`);
    expect(ofDay.total).toBeGreaterThan(0);
    expect(ofDay.total).toBeLessThan(all.total);
    expect(ofDay.queue_sessions.every((s) => s.day_of_the_week === day)).toBe(true);
    const location = sample.queue_location.id;
    const both = await get(`&day_of_the_week=${day}&location_id=${location}`);
    expect(both.total).toBeGreaterThan(0);
    expect(both.queue_sessions.every((s) => s.day_of_the_week === day && s.queue_location.id === location)).toBe(true);
    // Sunday (0) is a weekday, not "every day": only Sunday's sessions, if any
    const sunday = await get("&day_of_the_week=0");
    expect(sunday.queue_sessions.every((s) => s.day_of_the_week === 0)).toBe(true);
  });

  it.each(["7", "-1", "rabu"])("answers day_of_the_week=%s with 422 and the field's error", async (day) => {
    const answer = await client.send("GET", `/queues/sessions/?page=1&size=10&day_of_the_week=${day}`, { token: admin });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: "VALIDATION", errors: { day_of_the_week: expect.any(String) } });
  });

  it("answers an unknown status filter with 422 and the field's error", async () => {
    const answer = await client.send("GET", "/queues/?page=1&size=10&status=lost", { token: admin });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: "VALIDATION", errors: { status: expect.any(String) } });
  });

  it("answers an unknown record with 404 and an error body", async () => {
    const answer = await client.send("GET", "/queues/locations/999999", { token: admin });
    expect(answer.status).toBe(404);
    expect(isErrorBody(answer.body)).toBe(true);
  });

  it("exports tickets as a spreadsheet", async () => {
    const file = await client.download("/queues/download/", admin);
    expect(file.status).toBe(200);
    expect(file.contentType).toMatch(/spreadsheetml|octet-stream/);
    expect([file.bytes[0], file.bytes[1]]).toEqual([0x50, 0x4b]); // an xlsx is a zip: "PK"
  });
});
