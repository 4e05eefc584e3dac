import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import type { EndpointName } from "../../contract";
import { openSqlStore } from "../store/sql/open";
import { initdbFromTemplate } from "../store/sql/testing";
import { createLogger, logDestination, logWritten } from "./observability";
import { startServer } from "./server";
import { serverSettingsFromEnv } from "./settings";

// docs/deploy.md ("Running the server"), ADR 106: a graceful shutdown stops taking connections, lets the request in
// flight finish with its answer, then closes the store, and PGlite's files hold what was answered (a restart reads
// the ticket back).

const dataDir = mkdtempSync(join(tmpdir(), "antrean-shutdown-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("finishes the request in flight, refuses new connections, and keeps what it answered", { timeout: 120_000 }, async () => {
  // the registration is held at the gate until the test lets it go, so close() surely starts while it is in flight
  let arrived!: () => void;
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await initdbFromTemplate(dataDir);
  const server = await startServer(
    serverSettingsFromEnv({
      PGLITE_DIR: dataDir,
      SERVE_SITE: "0",
      PORT: "0",
      HOST: "127.0.0.1",
      // a Tuesday 08:00 WIB: registration for Wednesday is open
      MOCK_NOW: "2026-03-10T08:00:00+07:00",
      MOCK_TICKETS: "0",
      MOCK_CONTROL: "1",
      QUIET: "1",
    }),
    {
      control: () => ({
        answer: async () => null,
        intercept: async (names: readonly EndpointName[]) => {
          if (names.includes("guestCreateQueue")) {
            arrived();
            await released;
          }
          return null;
        },
      }),
    },
  );
  const api = `${server.url}/api/v1`;
  const json = { "content-type": "application/json" };
  const locations = (await (await fetch(`${api}/queues/locations/get`)).json()) as {
    data: { queue_locations: { id: number; queue_days_off: unknown[] }[] };
  };
  const open = locations.data.queue_locations.find((location) => location.queue_days_off.length === 0)!;
  const sessions = (await (await fetch(`${api}/queues/sessions/get?location_id=${open.id}`)).json()) as {
    data: { queue_sessions: { id: number; remaining_quota: number }[] };
  };
  const sessionId = sessions.data.queue_sessions.find((session) => session.remaining_quota > 0)!.id;

  const registration = fetch(`${api}/queues/create`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      no_kjp: "5049480000990001",
      no_ktp: "3171010101990001",
      no_kk: "3171020202990001",
      session_id: sessionId,
    }),
  });
  await inFlight;
  const closed = server.close();
  // no new connection once closing has begun
  await expect(fetch(`${api}/health`)).rejects.toThrow();
  release();
  const answer = await registration;
  expect(answer.status).toBe(201);
  const ticket = ((await answer.json()) as { data: { queue: { uuid: string; no: string } } }).data.queue;
  await closed;

  // the store was closed and its files flushed: opened again, the answered ticket is there
  const reopened = await openSqlStore({ dataDir, now: Date.parse("2026-03-10T08:00:00+07:00"), seed: false });
  try {
    expect(await reopened.store.tickets.get(ticket.uuid)).toMatchObject({ uuid: ticket.uuid, no: ticket.no });
  } finally {
    await reopened.store.close();
  }
});

it("writes every request's log line before close() resolves, though the log gathers lines before writing", async () => {
  const folder = mkdtempSync(join(tmpdir(), "antrean-request-log-"));
  const file = join(folder, "requests.log");
  const destination = logDestination(openSync(file, "a"));
  try {
    const logger = createLogger(destination);
    const server = await startServer(
      serverSettingsFromEnv({ STORE: "memory", SERVE_SITE: "0", PORT: "0", HOST: "127.0.0.1", MOCK_TICKETS: "0" }),
      { logger },
    );
    const calls = 5;
    for (let call = 0; call < calls; call++)
      expect((await fetch(`${server.url}/api/v1/queues/getScheduledDate`, { method: "POST" })).status).toBe(200);
    // more than the buffer (LOG_BUFFER_BYTES) as the close begins
    const closed = server.close();
    const late = 41;
    for (let line = 0; line < late; line++) logger.info({ line, pad: "x".repeat(100) }, "late");
    await closed;
    const lines = readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; route: string });
    expect(lines.filter((line) => line.msg === "request" && line.route === "guestScheduledDate")).toHaveLength(calls);
    expect(lines.filter((line) => line.msg === "late")).toHaveLength(late);
  } finally {
    // the destination's own end: its flush timer stopped and its descriptor closed (not closed under it)
    await new Promise((resolve) => destination.once("close", resolve).end());
    rmSync(folder, { recursive: true, force: true });
  }
});

it("has written every line once logWritten resolves, though a write was under way with lines gathered behind it", async () => {
  // sonic-boom's flush(cb) calls back when the write under way ends, with up to LOG_BUFFER_BYTES of lines still
  // gathered behind it: what close() awaits (server/node/server.ts) must wait for those too
  const folder = mkdtempSync(join(tmpdir(), "antrean-request-log-"));
  const file = join(folder, "requests.log");
  const destination = logDestination(openSync(file, "a"));
  try {
    const logger = createLogger(destination);
    const lines = 41;
    // 40 lines of ~150 bytes pass LOG_BUFFER_BYTES: a write starts, and the rest wait behind it
    for (let line = 0; line < lines; line++) logger.info({ line, pad: "x".repeat(100) }, "line");
    await logWritten(logger);
    expect(readFileSync(file, "utf8").split("\n").filter(Boolean)).toHaveLength(lines);
  } finally {
    await new Promise((resolve) => destination.once("close", resolve).end());
    rmSync(folder, { recursive: true, force: true });
  }
});
