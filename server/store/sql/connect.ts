import { mkdir } from "node:fs/promises";
import { CompiledQuery, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { pglitePool } from "./pglite-pool";
import type { Tables } from "./tables";

export type SqlKind = "pglite" | "postgres";

export type SqlDatabase = {
  db: Kysely<Tables>;
  kind: SqlKind;
  close(): Promise<void>;
  /**
   * A statement the server sends at every registration (registration.ts), by its name: on PostgreSQL a named prepared
   * statement, parsed once per connection and then only bound and run (issue 34, docs/performance-log.md); PGlite runs
   * it as any statement, on its one connection in turn. `text` must always be the same for a `name`.
   */
  prepared<R>(statement: PreparedStatement): Promise<R[]>;
  /**
   * PostgreSQL only: after a statement went unanswered, what it did, read on a connection of its own (not the pool's,
   * whose connections may all be stuck the same way). The backend the statement was sent to is ended first and waited
   * for, so whatever it did is final before `read` looks (registration.ts). PGlite runs in this process: a call it
   * did not answer is not running anywhere else.
   */
  afterUnanswered?: <R>(backendPid: number | null, read: (client: pg.ClientBase) => Promise<R>) => Promise<R>;
  /** PostgreSQL only: the pool's connections busy and open, and the requests waiting for one (GET /metrics) */
  poolStats?: () => { inUse: number; waiting: number; size: number };
  /**
   * PostgreSQL only: runs the start's work (the migrations, the seed) on a connection of its own, without the request
   * path's time limits (QUERY_TIMEOUT_MS and PostgreSQL's statement and idle-in-transaction timeouts, ADR 127). A
   * second process waits for the first one's migration or seed behind an advisory lock for as long as that takes, and
   * a migration's statement may run minutes on a year of tickets; with the request limits either ended the start (a
   * process failed to start at load 14 with the seed's transaction ended, session 22). Without it, `db` does it.
   */
  startUp?: <R>(work: (db: Kysely<Tables>) => Promise<R>) => Promise<R>;
  /**
   * PostgreSQL only: opens every connection of the pool that is not open yet (openSqlStore, at the process's start).
   * The pool keeps them open, idle or not, so the 06:00 burst finds them ready rather than opening them itself; one
   * the database ends (a restart, a failover, a dead peer found by TCP keepalive) is opened again once the pool is
   * idle (REFILL_FIRST_MS). Best effort: the database may refuse some (`too many clients`), and the refill tries again.
   */
  openAll?: () => Promise<void>;
};

/** A statement with $1… placeholders, its values, and the name it is prepared under (SqlDatabase.prepared). */
export type PreparedStatement = { name: string; text: string; values: unknown[] };

export type ConnectOptions = {
  /** postgres://… → PostgreSQL through pg; absent → PGlite */
  databaseUrl?: string;
  /** PGlite's folder (default `.data/`); "memory" keeps it in memory (tests) */
  dataDir?: string;
  /** pg pool size (default 10): one PostgreSQL backend per connection, see docs/deploy.md */
  poolSize?: number;
  /** PostgreSQL: how long a statement's answer may take (default QUERY_TIMEOUT_MS; tests make it short) */
  queryTimeoutMs?: number;
  /** PostgreSQL: how long a new connection may take (default CONNECT_TIMEOUT_MS; tests make it short) */
  connectTimeoutMs?: number;
  /** PGlite: start from this dump of a data folder instead of initdb (the tests' template, server/store/sql/testing.ts) */
  loadDataDir?: Blob;
};

export const DEFAULT_DATA_DIR = ".data";
export const DEFAULT_POOL_SIZE = 10;

// Both drivers answer dates as YYYY-MM-DD text (pg would make a Date at local midnight, a day off in Jakarta)
// and 64-bit counts as numbers (they stay far below 2^53).
const DATE_OID = 1082;
const INT8_OID = 20;
const asText = (value: string) => value;
const asNumber = (value: string) => Number(value);

/** Opens the database of docs/decisions/121-sql-store.md; run `migrate` before use. */
export async function connectSql(options: ConnectOptions = {}): Promise<SqlDatabase> {
  if (options.databaseUrl)
    return connectPostgres(
      options.databaseUrl,
      options.poolSize ?? DEFAULT_POOL_SIZE,
      options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
      options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    );
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (dataDir !== "memory") await mkdir(dataDir, { recursive: true });
  // imported here, not with the file: a process on PostgreSQL never loads PGlite (its code and sources took megabytes
  // of every such process's heap, docs/performance-log.md)
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite = await PGlite.create(dataDir === "memory" ? undefined : dataDir, {
    parsers: { [DATE_OID]: asText, [INT8_OID]: asNumber },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  const prepared = async <R>({ text, values }: PreparedStatement) =>
    (await db.executeQuery<R>(CompiledQuery.raw(text, values))).rows;
  return { db, kind: "pglite", close: () => db.destroy(), prepared };
}

/** How long a new connection to PostgreSQL may take: while it is away, requests answer 503 + Retry-After this soon. */
export const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long a request may wait for a free connection of the pool when PostgreSQL is up but every connection is busy
 * (a burst): long enough to ride out a rush's queue rather than answer 503s that come back as retries and add to it
 * (docs/deploy.md, "Sizing"), short enough that a stuck database still answers.
 */
export const POOL_WAIT_MS = 30_000;

/**
 * How long one statement's answer may take on an open connection. Without a bound, a PostgreSQL that stops answering
 * without closing its connections (a frozen host, a network cut) held every call until the client gave up; with it the
 * call answers 503 + Retry-After (errors.ts). Far above any statement here: the registration is one function call of
 * milliseconds, and a hot session's lock is held for one such call at a time (docs/deploy.md, "Sizing").
 */
export const QUERY_TIMEOUT_MS = 10_000;

/**
 * PostgreSQL's own limits on a connection of this pool (issue 33, ADR 127), set
 * per connection at its start: a statement that runs longer than `statement_timeout` is cancelled by the database,
 * and a transaction left open and idle is ended, both before the server's query timeout, so that by the time the
 * server gives up on a statement the database has already rolled it back or finished it. A second apart: a
 * statement cancelled at its limit still has time to say so before the server stops listening.
 */
export function databaseTimeoutsFor(queryTimeoutMs: number): {
  statement_timeout: number;
  idle_in_transaction_session_timeout: number;
} {
  const limit = Math.max(queryTimeoutMs - 1_000, Math.ceil(queryTimeoutMs * 0.8));
  return { statement_timeout: limit, idle_in_transaction_session_timeout: limit };
}

/**
 * After the pool lost a connection, how long until it opens it again (doubling while the database refuses, up to
 * REFILL_MAX_MS): the refill waits for a moment when every open connection is idle, so it never holds one a request
 * could use (docs/deploy.md, "Pool size").
 */
export const REFILL_FIRST_MS = 1_000;
const REFILL_MAX_MS = 30_000;
/** TCP keepalive on the pool's idle connections: a peer gone without a reset (a NAT or firewall timing out the
 * connection, a host lost) is found in the night, not by the first registration at 06:00 after a 10-s wait. */
const KEEPALIVE_DELAY_MS = 30_000;

/** How long ending a backend that did not answer may take before the read after it gives up (afterUnanswered). */
const END_BACKEND_WAIT_MS = 2_000;
/**
 * A pg client that gives up connecting after the connect timeout (CONNECT_TIMEOUT_MS), whatever the pool's (longer)
 * wait for a free one, and ends its connection when a statement's answer takes longer than the query timeout: pg
 * rejects the call but keeps the connection, whose statement (maybe inside a transaction whose ROLLBACK then timed out
 * too) would still run when the server answers again; a new connection starts clean, and PostgreSQL rolls back what
 * the closed one had open. A class per connect timeout: the pool constructs its clients itself.
 */
const failFastClient = (connectTimeoutMs: number) =>
  class FailFastClient extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
      // the promise form only (query(text, values) or query(config)): Kysely and SqlDatabase.prepared call it so
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((...args: unknown[]) => {
        const result = query(...args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) this.connection.stream.destroy();
          // which backend the statement went to: afterUnanswered ends it before reading what it did
          // pg keeps the backend's id from BackendKeyData (its types do not declare it)
          const { processID } = this as unknown as { processID: number | null };
          if (error instanceof Error && processID !== null) (error as BackendError).backendPid = processID;
          throw error;
        });
      }) as pg.Client["query"];
    }
  };

/** An error of a statement on a connection of this pool, with the PostgreSQL backend it was sent to. */
type BackendError = Error & { backendPid?: number };

/** The backend a failed statement was sent to, when the error says (FailFastClient), else null. */
export function backendPidOf(error: unknown): number | null {
  const pid = (error as BackendError | null)?.backendPid;
  return typeof pid === "number" ? pid : null;
}

/** pg's error when a statement's answer took longer than `query_timeout`. */
export const QUERY_READ_TIMEOUT = "Query read timeout";

const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === DATE_OID
      ? asText
      : oid === INT8_OID
        ? asNumber
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function connectPostgres(connectionString: string, max: number, queryTimeoutMs: number, connectTimeoutMs: number): SqlDatabase {
  const FailFastClient = failFastClient(connectTimeoutMs);
  const pool = new pg.Pool({
    connectionString,
    max,
    Client: FailFastClient,
    query_timeout: queryTimeoutMs,
    ...databaseTimeoutsFor(queryTimeoutMs),
    // pg-pool uses one timeout for both waits: a free connection (POOL_WAIT_MS) and a new one, which FailFastClient
    // ends sooner, so a PostgreSQL that is away fails fast (the handler answers 503 + Retry-After)
    connectionTimeoutMillis: POOL_WAIT_MS,
    // Idle connections are kept (0: never closed for idling), and openAll opens them all at the start. Closed after
    // 30 s idle, as before, the pool had none open at 06:00 after a quiet night (the guest lists reach a process about
    // once a second, the scheduled date never reads the database), and the burst's first creates opened all of them:
    // each a PostgreSQL backend forked, started and then cold for its first registration, about 40 ms of the
    // database's CPU each in the burst's first seconds (docs/performance-log.md, "The burst's first second"). Kept, the
    // backends that served yesterday's morning are still warm at the next.
    idleTimeoutMillis: 0,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    types,
  });
  // A client whose server went away (a restart, a failover) emits 'error': on the pool while idle, on itself while
  // checked out. Unhandled, either would end the process. The query in flight rejects anyway and its request answers
  // 503 (errors.ts); the pool drops the dead client and connects a new one for the next request.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });

  async function afterUnanswered<R>(backendPid: number | null, read: (client: pg.ClientBase) => Promise<R>): Promise<R> {
    const client = new FailFastClient({
      connectionString,
      query_timeout: queryTimeoutMs,
      ...databaseTimeoutsFor(queryTimeoutMs),
    });
    client.on("error", () => undefined);
    await client.connect();
    try {
      // pg_terminate_backend(pid, timeout) waits until the backend has exited: what it did is committed or rolled back
      if (backendPid !== null) await client.query("select pg_terminate_backend($1, $2)", [backendPid, END_BACKEND_WAIT_MS]);
      return await read(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  async function startUp<R>(work: (db: Kysely<Tables>) => Promise<R>): Promise<R> {
    // one connection; the database's own defaults for the timeouts (no request limit), the pool's failing connect
    // TCP keepalive: with no time limit, a database host lost mid-migration would otherwise hold the start for good
    const own = new pg.Pool({
      connectionString,
      max: 1,
      Client: FailFastClient,
      types,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    });
    own.on("error", () => undefined);
    const startDb = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: own }) });
    try {
      return await work(startDb);
    } finally {
      await startDb.destroy();
    }
  }
  const poolStats = () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount, size: pool.totalCount });
  let closed = false;
  let refillTimer: ReturnType<typeof setTimeout> | undefined;
  let refillDelay = REFILL_FIRST_MS;
  /** true when every connection is open */
  const fill = async () => {
    // all held at once: an idle one is handed out again rather than a new one opened
    const opened = await Promise.allSettled(Array.from({ length: max }, () => pool.connect()));
    for (const result of opened) if (result.status === "fulfilled") result.value.release();
    return opened.every((result) => result.status === "fulfilled");
  };
  const openAll = async () => {
    if (!(await fill())) scheduleRefill();
  };
  function scheduleRefill() {
    if (closed || refillTimer) return;
    refillTimer = setTimeout(() => {
      refillTimer = undefined;
      if (closed || pool.totalCount >= max) return;
      // not while a request holds a connection: openAll would wait for it and hold the idle ones meanwhile
      if (pool.idleCount < pool.totalCount || pool.waitingCount > 0) return scheduleRefill();
      void fill().then((all) => {
        refillDelay = all ? REFILL_FIRST_MS : Math.min(refillDelay * 2, REFILL_MAX_MS);
        if (!all) scheduleRefill();
      });
    }, refillDelay);
    refillTimer.unref();
  }
  pool.on("remove", scheduleRefill);
  const close = async () => {
    closed = true;
    clearTimeout(refillTimer);
    await db.destroy();
    // Kysely ends the pool only once a query of its own has run; the prepared reads and the refill use it directly
    if (!pool.ended) await pool.end();
  };
  // pg keeps which names each connection has prepared: a new connection (after a restart) prepares it again. On a
  // client of its own, in the promise form, as Kysely calls it: pool.query calls the callback form, which
  // FailFastClient does not wrap, so an unanswered registration lost its backend and afterUnanswered could not end it.
  const prepared = async <R>(statement: PreparedStatement) => {
    const client = await pool.connect();
    try {
      const { rows } = await client.query<R & pg.QueryResultRow>(statement);
      client.release();
      return rows;
    } catch (error) {
      // a statement that went unanswered: its connection is already closed (FailFastClient); the pool drops it
      client.release(error instanceof Error && error.message === QUERY_READ_TIMEOUT ? error : undefined);
      throw error;
    }
  };
  return { db, kind: "postgres", close, prepared, afterUnanswered, startUp, poolStats, openAll };
}
