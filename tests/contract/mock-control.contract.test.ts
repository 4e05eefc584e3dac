import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { API_PREFIX, type EndpointName } from "../../contract/index";
import { endpoints } from "../../contract/endpoints";
import { count, newTally, problemWith, requestArb, rowChange, sendRaw, type FuzzContext, type FuzzTally } from "./fuzz";
import { expectCacheHeaders, expectDocumented } from "./http";

// The mock-only test control API (docs/product.md §14) as a tester uses it over HTTP, and property-based fuzzing of
// every endpoint (docs/mock-fuzzing.md). Against a real backend (API_BASE_URL) there is no /__mock/: the tests
// then check that it is absent, and nothing is written.

const base = inject("controlBaseUrl");

async function call(method: string, path: string, options: { body?: unknown; token?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(base + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  // the API's answers fit docs/openapi.json like every other answer of the suite (ADR 004); /__mock/ is not in it
  if (path.startsWith(`${API_PREFIX}/`)) {
    expectDocumented({
      method,
      path: path.slice(API_PREFIX.length),
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      body,
    });
    expectCacheHeaders(method, path.slice(API_PREFIX.length), response.status, response.headers);
  }
  // the envelope's parts, read loosely: their shapes are the document's (expectDocumented above)
  return {
    status: response.status,
    body,
    data: recordOf(memberOf(body, "data")),
    code: memberOf(body, "code"),
    headers: response.headers,
  };
}

/** An object's members by name (none when it is no object). */
function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}

/** A JSON object's member, undefined when the answer is no object or has none. */
function memberOf(body: unknown, key: string): unknown {
  return typeof body === "object" && body !== null ? Object.getOwnPropertyDescriptor(body, key)?.value : undefined;
}

let controlled = false;
beforeAll(async () => {
  controlled = (await call("GET", "/__mock/clock")).status === 200;
});

describe("the test control API (mock only)", () => {
  it("is there on the mock with MOCK_CONTROL=1, and a real backend answers 404 under /__mock/", async () => {
    const answer = await call("GET", "/__mock/clock");
    if (!controlled) {
      expect(answer.status).toBe(404);
      return;
    }
    expect(answer.data).toMatchObject({ now: expect.any(String), mode: expect.any(String) });
  });

  it("lets a tester cross 06:00, expire a token and fill a month", async () => {
    if (!controlled) return;
    const kjp = "5049480000770001";
    const body = (sessionId: number) => ({
      no_kjp: kjp,
      no_ktp: "3171010101770001",
      no_kk: "3171020202770001",
      session_id: sessionId,
    });
    // a Wednesday (2026-03-11) 05:59:59 WIB: closed
    await call("POST", "/__mock/clock/freeze", { body: { at: "2026-03-11T05:59:59+07:00" } });
    const sessionOn = async () => {
      const locations = await call("GET", "/api/v1/queues/locations/get");
      for (const location of locations.data.queue_locations as { id: number; days_off?: unknown[] }[]) {
        const sessions = await call("GET", `/api/v1/queues/sessions/get?location_id=${location.id}`);
        const open = (sessions.data.queue_sessions as { id: number; remaining_quota: number }[]).find(
          (s) => s.remaining_quota > 0,
        );
        if (open) return open.id;
      }
      throw new Error("no open session");
    };
    const closed = await call("POST", "/api/v1/queues/create", { body: body(await sessionOn()) });
    expect([closed.status, closed.code]).toEqual([403, "REGISTRATION_CLOSED"]);
    await call("POST", "/__mock/clock/advance", { body: { seconds: 1 } });
    const opened = await call("POST", "/api/v1/queues/create", { body: body(await sessionOn()) });
    expect(opened.status).toBe(201);

    // a token lives 15 minutes on the mock clock; the refresh cookie then gets a new one
    const login = await call("POST", "/api/v1/users/auth/login", { body: { username: "operator", password: "antrean123" } });
    const token = login.data.accessToken as string;
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    expect((await call("GET", "/api/v1/queues/?page=1&size=1", { token })).status).toBe(200);
    await call("POST", "/__mock/clock/advance", { body: { minutes: 15 } });
    expect((await call("GET", "/api/v1/queues/?page=1&size=1", { token })).status).toBe(401);
    expect((await call("POST", "/api/v1/users/auth/refresh-token", { cookie })).status).toBe(200);

    // five pickups in March for one KTP (registered the day before; no sessions on Sundays); the sixth is refused
    for (const day of ["12", "13", "15", "16"]) {
      await call("POST", "/__mock/clock/freeze", { body: { at: `2026-03-${day}T07:00:00+07:00` } });
      expect((await call("POST", "/api/v1/queues/create", { body: body(await sessionOn()) })).status).toBe(201);
    }
    await call("POST", "/__mock/clock/freeze", { body: { at: "2026-03-17T07:00:00+07:00" } });
    const sixth = await call("POST", "/api/v1/queues/create", { body: body(await sessionOn()) });
    expect([sixth.status, sixth.code]).toEqual([409, "KTP_MONTHLY_LIMIT"]);
    await call("POST", "/__mock/reset", { body: {} });
  });

  // docs/product.md §2.3, §11.4: from 21:00 the form shows the day after tomorrow, and the lists are for it
  it("on a Friday at 21:30 lists Sunday's markets, none serving, and Monday as the next pickup", async () => {
    if (!controlled) return;
    await call("POST", "/__mock/clock/freeze", { body: { at: "2026-03-13T21:30:00+07:00" } });
    const scheduled = await call("POST", "/api/v1/queues/getScheduledDate");
    const locations = await call("GET", "/api/v1/queues/locations/get");
    const listed = locations.data as {
      pickup_date: string;
      next_pickup_date: string | null;
      queue_locations: { id: number; pickup_sessions: number }[];
    };
    expect(scheduled.data.scheduled_date).toBe("2026-03-14");
    expect([listed.pickup_date, listed.next_pickup_date]).toEqual(["2026-03-15", "2026-03-16"]);
    expect(listed.queue_locations.map((l) => l.pickup_sessions)).toEqual(listed.queue_locations.map(() => 0));
    const first = listed.queue_locations[0]!;
    const sessions = await call("GET", `/api/v1/queues/sessions/get?location_id=${first.id}`);
    expect(sessions.data.queue_sessions).toEqual([]);
    await call("POST", "/__mock/reset", { body: {} });
  });
});

/** Cases per endpoint: a modest number in the normal suite; FUZZ_RUNS=10000 for a long run. */
const runs = Number(process.env.FUZZ_RUNS ?? 25);
const names = Object.keys(endpoints) as EndpointName[];

describe(`fuzzing every endpoint (${runs} cases each)`, () => {
  const tallies = new Map<EndpointName, FuzzTally>();
  const changes: Record<string, number> = {};
  let before: Record<string, number> = {};
  let context: FuzzContext = { adminToken: "", noPermissionToken: "", ticketUuids: [] };

  beforeAll(async () => {
    if (!controlled) return;
    // window open, tokens that do not expire mid-run, no rate limits: the generated requests reach the rules
    await call("POST", "/__mock/clock/freeze", { body: { at: "2026-03-10T10:00:00+07:00" } });
    await call("PUT", "/__mock/rate-limits", { body: {} });
    const tokenOf = async (username: string) =>
      (await call("POST", "/api/v1/users/auth/login", { body: { username, password: "antrean123" } })).data.accessToken as string;
    const adminToken = await tokenOf("superadmin");
    const tickets = await call("GET", "/api/v1/queues/?page=1&size=5", { token: adminToken });
    context = {
      adminToken,
      noPermissionToken: await tokenOf("tamu"),
      ticketUuids: (tickets.data.queues as { uuid: string }[]).map((ticket) => ticket.uuid),
    };
    before = (await call("GET", "/__mock/counts")).data.counts as Record<string, number>;
  });

  afterAll(() => {
    if (!controlled || !process.env.FUZZ_RUNS) return;
    // the long run's figures (docs/mock-fuzzing.md)
    const rows = [...tallies].map(
      ([name, t]) => `${name}\t${t.cases}\t${t.serverErrors}\t${t.hung}\t${Math.round(t.ms)}\t${JSON.stringify(t.statuses)}`,
    );
    console.log(`endpoint\tcases\t5xx\thung\tms\tstatuses\n${rows.join("\n")}\nrow changes ${JSON.stringify(changes)}`);
  });

  it.each(names)(
    "%s: never 5xx, only declared statuses, the contract's bodies",
    { timeout: 30_000 + runs * 250 },
    async (name) => {
      if (!controlled) return;
      const tally = newTally();
      tallies.set(name, tally);
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(requestArb(name, context), async (request) => {
          const answer = await sendRaw(base, request);
          count(tally, answer);
          const change = rowChange(request, answer);
          if (change) changes[change[0]] = (changes[change[0]] ?? 0) + change[1];
          const problem = problemWith(request, answer);
          if (problem) throw new Error(`${request.method} ${request.path.slice(0, 200)} → ${problem}`);
        }),
        { numRuns: runs, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
      tally.ms = performance.now() - started;
      // a long run reports each endpoint as it finishes (docs/mock-fuzzing.md)
      if (process.env.FUZZ_RUNS)
        console.log(
          `fuzz ${name}\t${tally.cases}\t${tally.serverErrors}\t${tally.hung}\t${Math.round(tally.ms)}\t${JSON.stringify(tally.statuses)}`,
        );
    },
  );

  it("afterwards, every table holds exactly the rows the successful creates and deletes account for", async () => {
    if (!controlled) return;
    const after = (await call("GET", "/__mock/counts")).data.counts as Record<string, number>;
    for (const table of ["tickets", "users", "roles", "permissions", "locations", "sessions", "daysOff", "rejectionReasons"]) {
      expect(after[table], table).toBe((before[table] ?? 0) + (changes[table] ?? 0));
    }
  });
});
