import { spawnSync } from "node:child_process";
import { Writable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { LAST_READ_AFTER_MS } from "../store/sql/scope";
import { createLogger, READINESS_TIMEOUT_MS } from "./observability";
import { ThrowawayCluster } from "./testing/throwaway-cluster";
import { startRestartServer } from "./restart-server";
import type { RunningServer } from "./server";

// Issue 33 point 6: what the operators read at 06:00. The server's JSON request log (pino) with a request id it
// echoes, GET /metrics (prom-client) as promtool reads it and only to loopback and METRICS_ALLOW, the registrations
// counter moving by outcome, and, with PostgreSQL frozen (SIGSTOP), a liveness answer at once, a readiness answer of
// 503 within READINESS_TIMEOUT_MS and the guest lists as last read at once. A cluster of its own.

const cluster = new ThrowawayCluster();

let server: RunningServer;
const logLines: string[] = [];

beforeAll(async () => {
  const databaseUrl = await cluster.start();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  server = await startRestartServer(
    databaseUrl,
    // the test's requests come "through" this proxy with the addresses they name
    { TRUSTED_PROXIES: "127.0.0.1", METRICS_ALLOW: "10.20.30.40" },
    { logger: createLogger(sink) },
  );
});

afterAll(async () => {
  await server?.close(1_000);
  cluster.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

/** The value of one sample of the metrics text (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

it("answers GET /metrics in the text promtool accepts, to loopback and METRICS_ALLOW only", async () => {
  expect((await get("/api/v1/health")).status).toBe(200);
  const answer = await get("/metrics");
  expect(answer.status).toBe(200);
  const text = await answer.text();
  const promtool = spawnSync("promtool", ["check", "metrics"], { input: text, encoding: "utf8" });
  expect(promtool.error, "promtool (Debian's prometheus package) is needed; .ci/run installs it").toBeUndefined();
  expect({ status: promtool.status, problems: promtool.stdout + promtool.stderr }).toEqual({ status: 0, problems: "" });
  for (const name of [
    'antrean_http_request_duration_seconds_bucket{le="0.005",route="health",status="200"}',
    'antrean_registrations_total{outcome="503"}',
    "antrean_db_pool_in_use",
    "antrean_db_pool_waiting",
    "nodejs_eventloop_lag_seconds",
  ])
    expect(text).toContain(name);

  // a client the proxy names: refused unless METRICS_ALLOW lists it
  expect((await get("/metrics", { "X-Forwarded-For": "203.0.113.9" })).status).toBe(403);
  expect((await get("/metrics", { "X-Forwarded-For": "10.20.30.40" })).status).toBe(200);
});

it("counts registrations by outcome, and logs each request as JSON with its request id and no identity number", async () => {
  const before = await (await get("/metrics")).text();
  const sessions = await sessionIds();
  const body = JSON.stringify({
    no_kjp: "5049480000990001",
    no_ktp: "3171010101990001",
    no_kk: "3171020202990001",
    session_id: sessions[0],
  });
  const register = (key: string, requestId?: string) =>
    fetch(`${server.url}/api/v1/queues/create`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": key,
        ...(requestId ? { "X-Request-Id": requestId } : {}),
      },
      body,
    });
  const created = await register("metrics-1", "proxy-id-0001");
  expect(created.status).toBe(201);
  // the trusted proxy's id is kept and echoed
  expect(created.headers.get("x-request-id")).toBe("proxy-id-0001");
  const again = await register("metrics-2");
  expect(again.status).toBe(409);
  const made = again.headers.get("x-request-id") ?? "";
  expect(made).toMatch(/^[0-9a-f-]{36}$/);

  const after = await (await get("/metrics")).text();
  const moved = (outcome: string) =>
    sample(after, `antrean_registrations_total{outcome="${outcome}"}`) -
    sample(before, `antrean_registrations_total{outcome="${outcome}"}`);
  expect([moved("201"), moved("KTP_DAILY_LIMIT"), moved("503")]).toEqual([1, 1, 0]);

  const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(entries.find((entry) => entry.requestId === made)).toMatchObject({
    route: "guestCreateQueue",
    status: 409,
    code: "KTP_DAILY_LIMIT",
    store: "postgres",
    durationMs: expect.any(Number),
  });
  expect(entries.find((entry) => entry.requestId === "proxy-id-0001")).toMatchObject({ status: 201 });
  expect(logLines.join("\n")).not.toMatch(/3171010101990001|5049480000990001|3171020202990001/);
});

it("with PostgreSQL frozen: alive at once, not ready within the readiness timeout, guest lists as last read at once", async () => {
  const listPath = "/api/v1/queues/locations/get";
  const before = await (await get(listPath)).text();
  expect((await get("/readyz")).status).toBe(200);
  cluster.run("freeze");
  try {
    const timed = async (path: string) => {
      const started = performance.now();
      const answer = await get(path);
      return { status: answer.status, text: await answer.text(), ms: performance.now() - started };
    };
    const [alive, ready] = await Promise.all([timed("/livez"), timed("/readyz")]);
    expect(alive.status).toBe(200);
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(READINESS_TIMEOUT_MS + 1_000);
    // the kept list has expired (1 s) by the time readiness gave up: this one is the last read
    const lists = await timed(listPath);
    expect(lists).toMatchObject({ status: 200, text: before });
    expect(lists.ms).toBeLessThan(LAST_READ_AFTER_MS + 1_000);
  } finally {
    cluster.run("thaw");
  }
  await expect.poll(async () => (await get("/readyz")).status, { timeout: 20_000 }).toBe(200);
});

async function sessionIds(): Promise<number[]> {
  const locations = (await (await get("/api/v1/queues/locations/get")).json()) as {
    data: { queue_locations: { id: number; queue_days_off: unknown[] }[] };
  };
  const ids: number[] = [];
  for (const location of locations.data.queue_locations.filter((candidate) => candidate.queue_days_off.length === 0)) {
    const answer = (await (await get(`/api/v1/queues/sessions/get?location_id=${location.id}`)).json()) as {
      data: { queue_sessions: { id: number; remaining_quota: number }[] };
    };
    ids.push(...answer.data.queue_sessions.filter((session) => session.remaining_quota > 0).map((session) => session.id));
  }
  return ids;
}
