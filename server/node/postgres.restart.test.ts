import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS } from "../store/sql/connect";
import { GUEST_LISTS_TTL_MS } from "../store/sql/scope";
import { ThrowawayCluster } from "./testing/throwaway-cluster";
import { startRestartServer } from "./restart-server";
import type { RunningServer } from "./server";

// docs/product.md §11 (exactly once) and docs/deploy.md (a PostgreSQL restart): while the server takes registrations,
// its PostgreSQL stops and starts again. Requests in between answer 503 with Retry-After (never a 500 or a stack
// trace) at once, not after a connect timeout or the pool's wait; the guest lists keep answering as last read (ADR
// 008); the server recovers by itself (the pool reconnects), and every registration answered 201 is in the database
// exactly once, also those a client retried with the same Idempotency-Key.

const cluster = new ThrowawayCluster();

let databaseUrl = "";
let server: RunningServer;

beforeAll(async () => {
  databaseUrl = await cluster.start();
  // every citizen comes through this proxy with an address of their own (the rate limit is per client)
  server = await startRestartServer(databaseUrl, { QUIET: "1", TRUSTED_PROXIES: "127.0.0.1" });
});

afterAll(async () => {
  await server?.close(1_000);
  cluster.stop();
});

type Outcome = { status: number; answers: number[]; retryAfter: string[]; unavailableMs: number[] };

/** 503s answered so far, over all citizens (the restart waits for the first before PostgreSQL comes back) */
let unavailableAnswers = 0;

/**
 * One citizen's phone: registers with a key of its own, and retries a 503 or 429 after its Retry-After, and a dropped
 * connection after a moment, always with the same key.
 */
async function citizen(index: number, sessionId: number): Promise<Outcome> {
  const digits = String(index).padStart(4, "0");
  const body = JSON.stringify({
    no_kjp: `504948000077${digits}`,
    no_ktp: `317101010177${digits}`,
    no_kk: `317102020277${digits}`,
    session_id: sessionId,
  });
  const answers: number[] = [];
  const retryAfter: string[] = [];
  const unavailableMs: number[] = [];
  for (let attempt = 0; attempt < 100; attempt++) {
    let status = 0;
    let wait = 250;
    const sent = performance.now();
    try {
      const response = await fetch(`${server.url}/api/v1/queues/create`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Idempotency-Key": `restart-${index}`,
          "X-Forwarded-For": `10.0.0.${index + 1}`,
        },
        body,
      });
      status = response.status;
      const text = await response.text();
      if (status === 503 || status === 429) wait = 1000 * Number(response.headers.get("retry-after"));
      if (status === 503) {
        unavailableMs.push(performance.now() - sent);
        unavailableAnswers++;
        retryAfter.push(response.headers.get("retry-after") ?? "");
        expect(JSON.parse(text)).toMatchObject({ code: expect.any(String), error: expect.any(String) });
        expect(text).not.toMatch(/select|insert|update|postgres|ECONN|at .*\.ts/i);
      }
    } catch {
      status = 0; // the connection dropped: retry like a phone would
    }
    answers.push(status);
    if (status !== 503 && status !== 429 && status !== 0) return { status, answers, retryAfter, unavailableMs };
    await sleep(wait); // the client's back-off, not a wait for the test's condition
  }
  return { status: 0, answers, retryAfter, unavailableMs };
}

it("answers 503 with Retry-After while PostgreSQL restarts, recovers by itself, and keeps every 201 exactly once", async () => {
  const locations = (await (await fetch(`${server.url}/api/v1/queues/locations/get`)).json()) as {
    data: { queue_locations: { id: number; queue_days_off: unknown[] }[] };
  };
  const sessions: { id: number; remaining_quota: number }[] = [];
  let openLocation = 0;
  // a location closed on the pickup date (a day off) refuses every registration
  for (const location of locations.data.queue_locations.filter((candidate) => candidate.queue_days_off.length === 0)) {
    const answer = (await (await fetch(`${server.url}/api/v1/queues/sessions/get?location_id=${location.id}`)).json()) as {
      data: { queue_sessions: { id: number; remaining_quota: number }[] };
    };
    sessions.push(...answer.data.queue_sessions.filter((session) => session.remaining_quota >= 10));
    openLocation ||= location.id;
  }
  expect(sessions.length).toBeGreaterThanOrEqual(6);
  const listPaths = ["/api/v1/queues/locations/get", `/api/v1/queues/sessions/get?location_id=${openLocation}`];
  const readLists = () =>
    Promise.all(
      listPaths.map(async (path) => {
        const response = await fetch(`${server.url}${path}`);
        return { status: response.status, text: await response.text() };
      }),
    );

  // 60 citizens in 6 lanes; PostgreSQL goes down after the first 12 answers and comes back once a 503 was seen
  const outcomes: Outcome[] = [];
  let answered = 0;
  const lanes = Array.from({ length: 6 }, async (_, lane) => {
    for (let i = lane; i < 60; i += 6) {
      const outcome = await citizen(i, sessions[lane]!.id);
      outcomes[i] = outcome;
      answered++;
    }
  });
  let listsBefore: { status: number; text: string }[] = [];
  let listsWhileDown: typeof listsBefore = [];
  const restart = (async () => {
    while (answered < 12) await sleep(20);
    // the lists as the database had them last (only this test reads them)
    listsBefore = await readLists();
    cluster.run("down");
    const downAt = performance.now();
    // some requests meet the stopped database before it starts again
    while (unavailableAnswers < 3) await sleep(20);
    // the lists kept before the outage have expired: they can only come from the last read now
    while (performance.now() - downAt <= GUEST_LISTS_TTL_MS) await sleep(20);
    listsWhileDown = await readLists();
    cluster.run("up");
  })();
  await Promise.all([...lanes, restart]);

  const every = outcomes.flatMap((outcome) => outcome.answers);
  expect(every.filter((status) => status >= 500 && status !== 503)).toEqual([]);
  expect(every).toContain(503);
  const retryAfter = outcomes.flatMap((outcome) => outcome.retryAfter);
  expect(retryAfter.every((value) => Number(value) >= 1)).toBe(true);
  // at once: a refused connection is the answer, not a connect timeout (CONNECT_TIMEOUT_MS) or the pool's 30 s wait
  expect(Math.max(...outcomes.flatMap((outcome) => outcome.unavailableMs))).toBeLessThan(CONNECT_TIMEOUT_MS);
  // the citizens could still look at the markets and sessions while the database was away
  expect(listsBefore.map((list) => list.status)).toEqual([200, 200]);
  expect(listsWhileDown).toEqual(listsBefore);
  // the server came back by itself: every citizen ended with a ticket
  expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(60).fill(201));

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ no_ktp: string; tickets: number }>(
      "select no_ktp, count(*)::int as tickets from tickets where no_ktp like '317101010177%' group by no_ktp",
    );
    expect(rows).toHaveLength(60);
    expect(rows.every((row) => row.tickets === 1)).toBe(true);
  } finally {
    await client.end();
  }
});

// Issue 33 point 2: PostgreSQL frozen in the middle of registrations (SIGSTOP on the cluster, as a stalled host:
// connections stay open, nothing answers) for longer than the server's query timeout. Each citizen sends once (no
// retry: the check is about what each answer said). A 503 means not registered and a 201 means registered, also for
// the calls PostgreSQL was in the middle of or had not yet read when it stopped: the database cancels what the server
// gave up on (statement_timeout), and the server looks a call it gave up on up again before it answers 503.
it("answers 201 only for registrations the database holds, and 503 only for those it does not, across a freeze", async () => {
  const locations = (await (await fetch(`${server.url}/api/v1/queues/locations/get`)).json()) as {
    data: { queue_locations: { id: number; queue_days_off: unknown[] }[] };
  };
  const sessions: number[] = [];
  for (const location of locations.data.queue_locations.filter((candidate) => candidate.queue_days_off.length === 0)) {
    const answer = (await (await fetch(`${server.url}/api/v1/queues/sessions/get?location_id=${location.id}`)).json()) as {
      data: { queue_sessions: { id: number; remaining_quota: number }[] };
    };
    sessions.push(...answer.data.queue_sessions.filter((session) => session.remaining_quota >= 10).map((session) => session.id));
  }
  expect(sessions.length).toBeGreaterThanOrEqual(6);

  const answers: { ktp: string; status: number }[] = [];
  const once = async (index: number, sessionId: number) => {
    const digits = String(index).padStart(4, "0");
    const body = {
      no_kjp: `504948000066${digits}`,
      no_ktp: `317101010166${digits}`,
      no_kk: `317102020266${digits}`,
      session_id: sessionId,
    };
    const response = await fetch(`${server.url}/api/v1/queues/create`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": `frozen-${index}`,
        "X-Forwarded-For": `10.0.1.${index + 1}`,
      },
      body: JSON.stringify(body),
    });
    await response.text();
    answers.push({ ktp: body.no_ktp, status: response.status });
  };
  // 6 lanes, one registration after another; PostgreSQL freezes after the first 12 answers (calls in flight in every
  // lane) and thaws after the query timeout, before the server's look-up after it gives up
  let frozenAt = 0;
  const lanes = Array.from({ length: 6 }, async (_, lane) => {
    for (let i = lane; i < 48; i += 6) await once(i, sessions[lane]!);
  });
  const freeze = (async () => {
    while (answers.length < 12) await sleep(5);
    cluster.run("freeze");
    frozenAt = performance.now();
    await sleep(QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS / 2);
    cluster.run("thaw");
  })();
  await Promise.all([...lanes, freeze]);
  expect(frozenAt).toBeGreaterThan(0);

  expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 503)).toEqual([]);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ no_ktp: string }>(
      "select no_ktp from tickets where no_ktp like '317101010166%' order by no_ktp",
    );
    const registered = answers.filter((answer) => answer.status === 201).map((answer) => answer.ktp);
    expect(rows.map((row) => row.no_ktp)).toEqual(registered.sort());
  } finally {
    await client.end();
  }
});
