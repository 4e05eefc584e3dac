import { createServer as createHttpServer } from "node:http";
import { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../server/rate-limit";
import { productionSecret, startServe, type ServeProcess } from "../server/node/testing/processes";
import { freePort, ThrowawayCluster } from "../server/node/testing/throwaway-cluster";
import { startNginx, type ThrowawayNginx } from "./nginx-throwaway";

// ADR 125: the per-client guest limits hold whatever the number of processes, because the proxy holds them. The
// repository's own nginx site (deploy/nginx/, rendered by deploy/nginx-throwaway.ts as `npm run bench:rush` runs it)
// runs with Debian's nginx as a throw-away in front of two server processes on one PostgreSQL. Without the proxy,
// the same client gets each process's limit, twice the limit in all.

const cluster = new ThrowawayCluster();
let servers: ServeProcess[] = [];
let nginx: ThrowawayNginx | undefined;
let proxy = "";

beforeAll(async () => {
  await cluster.start();
  const env = {
    DATABASE_URL: await cluster.databaseUrl("antrean_proxy"),
    DATABASE_POOL_SIZE: "2",
    AUTH_SECRET: productionSecret(),
    MOCK_TICKETS: "0",
    // nginx is the proxy: its X-Forwarded-For names the client (docs/deploy.md)
    TRUSTED_PROXIES: "127.0.0.1",
    // the control API, to move both processes' clocks to a boundary of the registration window
    MOCK_CONTROL: "1",
  };
  servers = [await startServe(env)];
  servers.push(await startServe(env));
  nginx = await startNginx({ upstreams: servers.map((server) => new URL(server.url).host), port: await freePort(), workers: 2 });
  proxy = nginx.url;
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  cluster.stop();
});

/** `count` guest calls at once, from one client, to `bases` in turn: the answers' statuses and the time it took. */
async function burst(bases: string[], path: string, count: number, headers: Record<string, string> = {}) {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      // an empty body: the gate refuses it (422) after the rate limit, so nothing is written and no seat is needed
      const response = await fetch(`${bases[i % bases.length]}/api/v1${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: "{}",
      });
      const text = await response.text();
      return { status: response.status, retryAfter: response.headers.get("retry-after"), text };
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

describe.each([
  { path: "/queues/create", limit: DEFAULT_RATE_LIMITS.guestCreateQueue!.limit, secondsPerRequest: 2 },
  { path: "/queues/get", limit: DEFAULT_RATE_LIMITS.guestCheckQueues!.limit, secondsPerRequest: 1 },
])("$path: $limit a minute per client", ({ path, limit, secondsPerRequest }) => {
  it("without the proxy, each of two processes lets the same client have the whole limit", async () => {
    const direct = servers.map((server) => server.url);
    const { answers } = await burst(direct, path, 2 * limit, { "X-Forwarded-For": `192.0.2.${limit}` });
    expect(answers.filter((answer) => answer.status === 429)).toEqual([]);
  });

  it("through the repository's nginx, the client gets the limit once over both processes, then the API's 429", async () => {
    const { answers, seconds } = await burst([proxy], path, 2 * limit);
    const passed = answers.filter((answer) => answer.status !== 429);
    const refused = answers.filter((answer) => answer.status === 429);
    // the whole allowance at once, plus what the bucket refilled while the burst was being answered
    expect(passed.length).toBeGreaterThanOrEqual(limit);
    expect(passed.length).toBeLessThanOrEqual(limit + Math.ceil(seconds / secondsPerRequest));
    expect(passed.every((answer) => answer.status === 422)).toBe(true);
    for (const answer of refused) {
      expect(JSON.parse(answer.text)).toEqual({
        error: "Terlalu banyak permintaan. Coba lagi dalam 2 detik",
        code: "RATE_LIMITED",
      });
      expect(answer.retryAfter).toBe("2");
    }
  });
});

/** How many requests of `route` the processes have answered (their /metrics, loopback only). */
async function answeredByProcesses(route: string): Promise<number> {
  const counts = await Promise.all(
    servers.map(async (server) => {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      return [
        ...text.matchAll(new RegExp(`^antrean_http_request_duration_seconds_count\\{route="${route}",[^}]*\\} (\\d+)$`, "gm")),
      ]
        .map((match) => Number(match[1]))
        .reduce((sum, n) => sum + n, 0);
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

describe("the guest lists' one-second micro-cache (issue 34)", () => {
  it("a hundred citizens reading one list at once: about one request a second reaches the processes", async () => {
    const before = await answeredByProcesses("guestLocations");
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const response = await fetch(`${proxy}/api/v1/queues/locations/get`);
        return { status: response.status, cache: response.headers.get("cache-control"), text: await response.text() };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const reached = (await answeredByProcesses("guestLocations")) - before;
    expect(
      answers.every((answer) => answer.status === 200 && answer.cache === "public, max-age=1, stale-while-revalidate=1"),
    ).toBe(true);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(reached).toBeGreaterThanOrEqual(1);
    expect(reached).toBeLessThanOrEqual(1 + Math.ceil(seconds));
  });

  it("HEAD on a list is the GET's answer without the body, from the cache or the processes (RFC 9110 §9.3.2)", async () => {
    const get = await fetch(`${proxy}/api/v1/queues/locations/get`);
    const text = await get.text();
    // nginx asks the processes by GET for a cached location (proxy_cache_convert_head) and drops the body
    for (const path of ["/queues/locations/get", "/health"]) {
      const head = await fetch(`${proxy}/api/v1${path}`, { method: "HEAD" });
      expect([head.status, await head.text()], path).toEqual([200, ""]);
      if (path === "/queues/locations/get") {
        expect(head.headers.get("cache-control")).toBe(get.headers.get("cache-control"));
        expect(head.headers.get("content-type")).toBe("application/json");
        expect(Number(head.headers.get("content-length") ?? Buffer.byteLength(text))).toBe(Buffer.byteLength(text));
      }
    }
  });

  it("every answer carries a request id of its own, a cached list too, in nginx's format (32 hex digits, one header)", async () => {
    const answers = await Promise.all(
      ["/queues/locations/get", "/queues/getScheduledDate"].flatMap((path) =>
        Array.from({ length: 20 }, async () => {
          const response = await fetch(`${proxy}/api/v1${path}`, { method: path.endsWith("get") ? "GET" : "POST" });
          await response.body?.cancel();
          // two X-Request-Id headers would read as "a, b": not one id
          return { status: response.status, id: response.headers.get("x-request-id") };
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // one id per answer, nginx's $request_id (32 hex digits): the one its access log and the process's log both name
    const ids = answers.map((answer) => answer.id);
    expect(ids.every((id) => typeof id === "string" && /^[0-9a-f]{32}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(answers.length);
  });
});

// The kept lists' files stay open between hits (open_file_cache, antrean-api.conf): a refreshed copy must still be what
// the next hit reads. A stand-in process whose every answer is newer than the last (a counter), read every 50 ms
// until four versions have been made. A guard of the behaviour: nginx's inode check is what keeps it so.
describe("a refreshed list replaces the kept one at once (issue 34, session 19)", () => {
  it("no hit reads a copy older than the one before it, nor one a refresh has replaced", async () => {
    let made = 0;
    const upstream = createHttpServer((_, response) => {
      made++;
      const body = JSON.stringify({ made, padding: "x".repeat(1500) });
      response
        .writeHead(200, { "cache-control": "public, max-age=1, stale-while-revalidate=1", "content-type": "application/json" })
        .end(body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const address = upstream.address() as AddressInfo;
    const lists = await startNginx({ upstreams: [`127.0.0.1:${address.port}`], port: await freePort(), workers: 1 });
    try {
      const read: number[] = [];
      const started = performance.now();
      // until the fourth version has been read (a copy lives one to two seconds), however long the host takes; the
      // cap only ends a run whose refreshes never come
      while ((read.at(-1) ?? 0) < 4 && performance.now() - started < 30_000) {
        const madeBefore = made;
        const response = await fetch(`${lists.url}/api/v1/queues/locations/get`, { headers: { "accept-encoding": "gzip" } });
        const answer = (await response.json()) as { made: number };
        // the copy read is the newest stored, or the one before it while a refresh is being stored
        expect(madeBefore - answer.made).toBeLessThanOrEqual(1);
        read.push(answer.made);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(read).toEqual([...read].sort((a, b) => a - b));
      // the copy was refreshed, and each refresh was read
      expect(read.at(-1)).toBeGreaterThanOrEqual(4);
      expect(new Set(read).size).toBeGreaterThanOrEqual(made - 1);
    } finally {
      await lists.stop();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});

/** Both processes' clocks frozen at `at` (WIB), through their control API (loopback, not through nginx). */
async function freezeClocks(at: string): Promise<void> {
  for (const server of servers) {
    const response = await fetch(`${server.url}/__mock/clock/freeze`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ at }),
    });
    expect(response.status).toBe(200);
  }
}

type WindowAnswer = { status: number; cache: string | null; isOpen: boolean; serverTime: string };

/** The scheduled date through nginx, as the registration page asks it (a POST without a body). */
async function scheduledDate(): Promise<WindowAnswer> {
  const response = await fetch(`${proxy}/api/v1/queues/getScheduledDate`, { method: "POST" });
  const window = ((await response.json()) as { data: { registration_window: { is_open: boolean; server_time: string } } }).data
    .registration_window;
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    isOpen: window.is_open,
    serverTime: window.server_time,
  };
}

/** Asks until an answer made at the frozen `serverTime` comes (one kept from before the clocks moved may come first). */
async function untilAnswered(serverTime: string): Promise<WindowAnswer> {
  for (;;) {
    const answer = await scheduledDate();
    if (answer.serverTime === serverTime) return answer;
  }
}

// Every citizen's first call, the same answer for all: kept a second while the registration window is open and stays
// open, never from before 06:00:00 nor into 21:00:00 (server/rules/registration-window.ts, antrean-api.conf).
describe("the scheduled date through the micro-cache (issue 34)", () => {
  afterAll(async () => {
    for (const server of servers) await fetch(`${server.url}/__mock/clock/reset`, { method: "POST" });
  });

  it("while the window is open, a hundred citizens at once: about one request a second reaches the processes", async () => {
    await freezeClocks("2026-03-10T10:00:00.000+07:00");
    const first = await untilAnswered("2026-03-10T10:00:00.000+07:00");
    expect(first).toMatchObject({ status: 200, cache: "public, max-age=1, stale-while-revalidate=1", isOpen: true });
    const before = await answeredByProcesses("guestScheduledDate");
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 100 }, scheduledDate));
    const seconds = (performance.now() - started) / 1000;
    const reached = (await answeredByProcesses("guestScheduledDate")) - before;
    expect(answers.every((answer) => answer.status === 200 && answer.isOpen)).toBe(true);
    // the kept answer, or the next one fetched in the background while it was a second old
    expect(reached).toBeLessThanOrEqual(1 + Math.ceil(seconds));
  });

  it("before 06:00:00 nothing is kept, so the first answer at 06:00:00 says open", async () => {
    await freezeClocks("2026-03-10T05:59:59.000+07:00");
    await untilAnswered("2026-03-10T05:59:59.000+07:00");
    const before = await answeredByProcesses("guestScheduledDate");
    const closed = await Promise.all(Array.from({ length: 20 }, scheduledDate));
    // each made now by a process and none kept: the frozen time and no-store on every answer, and each reached a process
    // (one more may: nginx refreshing in the background a copy kept before the clocks moved, still in flight)
    expect(closed.every((answer) => answer.status === 200 && !answer.isOpen && answer.cache === "no-store")).toBe(true);
    expect(closed.every((answer) => answer.serverTime === "2026-03-10T05:59:59.000+07:00")).toBe(true);
    expect((await answeredByProcesses("guestScheduledDate")) - before).toBeGreaterThanOrEqual(20);

    await freezeClocks("2026-03-10T06:00:00.000+07:00");
    expect(await scheduledDate()).toMatchObject({ isOpen: true, serverTime: "2026-03-10T06:00:00.000+07:00" });
  });

  it("in the window's last seconds nothing is kept, so the first answer at 21:00:00 says closed", async () => {
    // kept at 20:59:54; from 20:59:55 no-store (once the kept one has run out: nginx's clock is the real one)
    await freezeClocks("2026-03-10T20:59:54.000+07:00");
    expect(await untilAnswered("2026-03-10T20:59:54.000+07:00")).toMatchObject({
      isOpen: true,
      cache: "public, max-age=1, stale-while-revalidate=1",
    });
    await freezeClocks("2026-03-10T20:59:55.000+07:00");
    await untilAnswered("2026-03-10T20:59:55.000+07:00");
    const before = await answeredByProcesses("guestScheduledDate");
    const last = await Promise.all(Array.from({ length: 20 }, scheduledDate));
    // as before 06:00: made now, none kept (a background refresh of the copy kept at 20:59:54 may add one)
    expect(last.every((answer) => answer.isOpen && answer.cache === "no-store")).toBe(true);
    expect(last.every((answer) => answer.serverTime === "2026-03-10T20:59:55.000+07:00")).toBe(true);
    expect((await answeredByProcesses("guestScheduledDate")) - before).toBeGreaterThanOrEqual(20);

    await freezeClocks("2026-03-10T21:00:00.000+07:00");
    expect(await scheduledDate()).toMatchObject({ isOpen: false, serverTime: "2026-03-10T21:00:00.000+07:00" });
  });
});

type ListAnswer = { status: number; cache: string | null; pickupDate: string };

/** The locations through nginx, as the registration page asks them, with the pickup date the answer names. */
async function locations(): Promise<ListAnswer> {
  const response = await fetch(`${proxy}/api/v1/queues/locations/get`);
  const { data } = (await response.json()) as { data: { pickup_date: string } };
  return { status: response.status, cache: response.headers.get("cache-control"), pickupDate: data.pickup_date };
}

// The guest lists are for the pickup date of the current or next window: tomorrow's until 20:59:59.999, the day after
// tomorrow's from 21:00:00 (server/rules/registration-window.ts listedPickupDateFor). A list kept by the micro-cache
// before 21:00 must not be served after it: the form showed the day after tomorrow beside tomorrow's markets.
describe("the guest lists across 21:00 (session 34)", () => {
  afterAll(async () => {
    for (const server of servers) await fetch(`${server.url}/__mock/clock/reset`, { method: "POST" });
  });

  it("a list kept at 20:59:54 and run out is not served at 21:00:00: the first answer names the day after tomorrow", async () => {
    await freezeClocks("2026-03-10T20:59:54.000+07:00");
    // read until the copy nginx keeps is one made at the frozen 20:59:54 (one kept from before the clocks moved may come
    // for at most 3 s: max-age + stale-while-revalidate, in whole seconds); a few tries over 5 s, not forever
    let kept = await locations();
    for (let tries = 1; kept.pickupDate !== "2026-03-11" && tries < 25; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      kept = await locations();
    }
    expect(kept.pickupDate).toBe("2026-03-11");
    expect(kept.cache).toBe("public, max-age=1, stale-while-revalidate=1");
    await freezeClocks("2026-03-10T20:59:55.000+07:00");
    const last = await locations();
    expect(last.pickupDate).toBe("2026-03-11");
    // the kept copy may be served no longer: nginx counts whole seconds, max-age + stale-while-revalidate, at most 3 s after it was stored
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    await freezeClocks("2026-03-10T21:00:00.000+07:00");
    expect(await locations()).toMatchObject({ status: 200, pickupDate: "2026-03-12" });
  });
});
