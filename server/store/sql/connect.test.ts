import { createServer, type Server, type Socket } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StoreUnavailable } from "../basics";
import { backendPidOf, connectSql, CONNECT_TIMEOUT_MS, POOL_WAIT_MS, QUERY_READ_TIMEOUT } from "./connect";
import { isUnavailable, withStoreErrors } from "./errors";

// A PostgreSQL that accepts the connection and never answers (a hung host, a half-open network): the store gives up
// after the connect timeout and answers StoreUnavailable (503 + Retry-After), not after the pool's longer wait for a
// busy connection. The connect timeout is made short here (production's CONNECT_TIMEOUT_MS is 5 s); the error's cause
// is the client's connect timeout, not the pool's wait, and the test's own timeout sits far below that wait.
describe("a PostgreSQL that does not answer", () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let port = 0;
  beforeAll(async () => {
    silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("is StoreUnavailable once the connect timeout has passed", { timeout: 3_000 }, async () => {
    expect(CONNECT_TIMEOUT_MS).toBeLessThan(POOL_WAIT_MS);
    const database = await connectSql({
      databaseUrl: `postgres://antrean@127.0.0.1:${port}/antrean`,
      poolSize: 1,
      connectTimeoutMs: 200,
    });
    try {
      const error = await withStoreErrors(() => sql`select 1`.execute(database.db)).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StoreUnavailable);
      // pg's client's words for its own connect timeout (the pool's wait ends a connect with "Connection terminated due
      // to connection timeout", and a free connection's wait with "timeout exceeded when trying to connect")
      expect(((error as StoreUnavailable).cause as Error).message).toBe("timeout expired");
      expect(sockets.size).toBe(1);
    } finally {
      await database.close();
    }
  });
});

// A store closed at shutdown before any Kysely query ran (a process that served only prepared reads): its pool is
// ended too, so a late read is refused as unavailable (503), not sent to open a new connection.
describe("a closed store", () => {
  it("refuses a prepared read as unavailable", async () => {
    const database = await connectSql({ databaseUrl: "postgres://antrean@127.0.0.1:1/antrean", poolSize: 1 });
    await database.close();
    const error = await database
      .prepared({ name: "antrean_test", text: "select 1", values: [] })
      .catch((caught: unknown) => caught);
    expect(String(error)).toMatch(/calling end on the pool/);
    expect(isUnavailable(error)).toBe(true);
  });
});

// A PostgreSQL that lets a client in and then stops answering on the open connection (a frozen host, a network cut):
// the statement gives up after the query timeout and answers StoreUnavailable (503 + Retry-After), and the connection
// it was on is closed rather than given to the next request with that statement still pending (connect.ts).
describe("a PostgreSQL that stops answering an open connection", () => {
  let frozen: Server;
  const closed: Promise<void>[] = [];
  let port = 0;
  beforeAll(async () => {
    frozen = createServer((socket) => {
      closed.push(new Promise((resolve) => socket.on("close", () => resolve())));
      let started = false;
      socket.on("data", () => {
        if (started) return; // a statement: never answered
        started = true;
        // the startup message answered: AuthenticationOk, BackendKeyData (backend 4242), then ReadyForQuery (idle)
        socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]));
        socket.write(Buffer.from([0x4b, 0, 0, 0, 12, 0, 0, 0x10, 0x92, 0, 0, 0, 7]));
        socket.write(Buffer.from([0x5a, 0, 0, 0, 5, 0x49]));
      });
    });
    await new Promise<void>((resolve) => frozen.listen(0, "127.0.0.1", resolve));
    port = (frozen.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => frozen.close(resolve)));

  it("is StoreUnavailable once the query timeout has passed, and its connection is closed", async () => {
    const queryTimeoutMs = 300;
    const database = await connectSql({
      databaseUrl: `postgres://antrean@127.0.0.1:${port}/antrean`,
      poolSize: 1,
      queryTimeoutMs,
    });
    try {
      const started = performance.now();
      const error = await withStoreErrors(() => sql`select 1`.execute(database.db), 1).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StoreUnavailable);
      expect(performance.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS);
      // the connection the statement was sent on ends (the frozen server sees it close)
      expect(closed).toHaveLength(1);
      await closed[0];
    } finally {
      await database.close();
    }
  });

  // the registration's call (SqlDatabase.prepared): the error names the backend, so afterUnanswered can end it before
  // it reads what the call did (registration.ts, issue 33)
  it("a prepared statement that goes unanswered says which backend it was sent to, and its connection is closed", async () => {
    const database = await connectSql({
      databaseUrl: `postgres://antrean@127.0.0.1:${port}/antrean`,
      poolSize: 1,
      queryTimeoutMs: 300,
    });
    try {
      const before = closed.length;
      const error = await database.prepared({ name: "probe", text: "select 1", values: [] }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe(QUERY_READ_TIMEOUT);
      expect(backendPidOf(error)).toBe(4242);
      expect(closed).toHaveLength(before + 1);
      await closed[before];
    } finally {
      await database.close();
    }
  });
});
