/**
 * The rush's PostgreSQL side: a fresh database per run, the checks' snapshot read from the tables themselves, the
 * restart fault, and pgbench running the store's registration transaction (register.pgbench.sql) for the ceiling.
 */
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { readMigrations } from "../../server/store/sql/migrate";
import { addCalendarDays } from "../../contract/wib";
import type { Snapshot } from "./checks";

const run = promisify(execFile);

/** The newest PostgreSQL's bin folder (Debian's postgresql: /usr/lib/postgresql/15/bin). */
function postgresBin(): string {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

function databaseUrlFor(url: string, name: string): string {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

/** A new, empty database in the cluster of `url` (the server migrates and seeds it at start). */
export async function createRunDatabase(url: string, prefix = "antrean_rush"): Promise<string> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  await withClient(url, (client) => client.query(`create database ${name}`));
  return databaseUrlFor(url, name);
}

export async function dropDatabase(url: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await withClient(url, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/** What checkRush reads, straight from the tables: the month's tickets and the pickup date's seat counters. */
export async function sqlSnapshot(databaseUrl: string, date: string, ticketsBefore: number): Promise<Snapshot> {
  return withClient(databaseUrl, (client) => snapshotWith((text, params) => client.query(text, params), date, ticketsBefore));
}

/** The same from a PGlite folder the server has closed. */
export async function pgliteSnapshot(dataDir: string, date: string, ticketsBefore: number): Promise<Snapshot> {
  const pglite = await PGlite.create(dataDir);
  try {
    return await snapshotWith((text, params) => pglite.query(text, params), date, ticketsBefore);
  } finally {
    await pglite.close();
  }
}

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export async function snapshotWith(query: Query, date: string, ticketsBefore: number): Promise<Snapshot> {
  const first = `${date.slice(0, 7)}-01`;
  const next = addCalendarDays(`${date.slice(0, 7)}-28`, 7).slice(0, 7) + "-01";
  const tickets = await query(
    `select uuid::text as uuid, no_ktp, scheduled_date::text as scheduled_date, queue_location_id, queue_session_id, sequence
       from tickets where scheduled_date >= $1::date and scheduled_date < $2::date`,
    [first, next],
  );
  const seats = await query(
    `select s.id as session_id, s.quota, coalesce(ss.taken, 0) as taken
       from sessions s left join session_seats ss on ss.session_id = s.id and ss.date = $1::date`,
    [date],
  );
  return {
    date,
    ticketsBefore,
    tickets: tickets.rows.map((row) => ({
      uuid: String(row.uuid),
      no_ktp: String(row.no_ktp),
      scheduled_date: String(row.scheduled_date),
      queue_location_id: Number(row.queue_location_id),
      queue_session_id: Number(row.queue_session_id),
      sequence: Number(row.sequence),
    })),
    seats: seats.rows.map((row) => ({ session_id: Number(row.session_id), quota: Number(row.quota), taken: Number(row.taken) })),
  };
}

const asPostgres = (command: string) =>
  process.getuid?.() === 0 ? run("su", ["postgres", "-s", "/bin/bash", "-c", command]) : run("bash", ["-c", command]);

/** The data directory of the cluster serving `url` (its postmaster.pid names the postmaster). */
export async function dataDirectoryOf(url: string): Promise<string> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ data_directory: string }>("show data_directory");
    return rows[0]!.data_directory;
  });
}

/** `pg_ctl restart -m fast` of the cluster serving `url`: every connection is cut, the server back when it returns. */
export async function restartPostgres(url: string): Promise<void> {
  const dataDirectory = await dataDirectoryOf(url);
  await asPostgres(`${postgresBin()}/pg_ctl -D ${dataDirectory} -w -m fast -l ${dataDirectory}/../log restart`);
}

export type PgbenchResult = {
  /** registrations/s with the rush's zipf spread over 21 sessions in 7 markets */
  tps: number;
  /** registrations/s when all go to one session (the hot-row ceiling of docs/deploy.md) */
  hotTps: number;
  clients: number;
  seconds: number;
  latencyMs: number;
};

/**
 * pgbench with register.pgbench.sql (the SQL store's registration: one call of register_guest, as the server makes) on a
 * scratch database of the same cluster: the schema from the store's migrations, the seeded locations' shape
 * (7 markets × 3 sessions on the pickup date's weekday, quotas too large to fill), the same zipf spread.
 */
export async function runPgbench(
  url: string,
  {
    seconds,
    clients,
    date,
    around = (run) => run(),
  }: {
    seconds: number;
    clients: number;
    date: string;
    /** wraps the spread run alone (not the scratch database's setup, not the hot-row run): the bench's CPU account */
    around?: <T>(run: () => Promise<T>) => Promise<T>;
  },
): Promise<PgbenchResult> {
  const databaseUrl = await createRunDatabase(url, "antrean_pgbench");
  try {
    await withClient(databaseUrl, async (client) => {
      for (const migration of await readMigrations()) await client.query(migration.sql);
      await client.query(await readFile(new URL("./register.pgbench-setup.sql", import.meta.url), "utf8"), []);
      await client.query("select pgbench_setup($1::date)", [date]);
    });
    const sessions = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ n: string }>("select count(*) as n from sessions");
      return Number(rows[0]!.n);
    });
    const spread = await around(() => pgbench(databaseUrl, { seconds, clients, date, sessions }));
    // every registration for one session: its seat row and its market's number row are the only rows written
    const hot = await pgbench(databaseUrl, { seconds, clients, date, sessions: 1 });
    return { ...spread, clients, seconds, hotTps: hot.tps };
  } finally {
    await dropDatabase(url, databaseUrl);
  }
}

async function pgbench(
  databaseUrl: string,
  { seconds, clients, date, sessions }: { seconds: number; clients: number; date: string; sessions: number },
): Promise<{ tps: number; latencyMs: number }> {
  const address = new URL(databaseUrl);
  const script = new URL("./register.pgbench.sql", import.meta.url).pathname;
  const { stdout } = await run(
    `${postgresBin()}/pgbench`,
    [
      ...["-n", "-M", "prepared", "-c", String(clients), "-j", "2", "-T", String(seconds)],
      ...["-D", `date=${date}`, "-D", `sessions=${sessions}`, "-f", script],
      ...["-h", address.hostname, "-p", address.port || "5432", "-U", decodeURIComponent(address.username || "postgres")],
      address.pathname.slice(1),
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`pgbench said:\n${stdout}`);
  return { tps, latencyMs };
}

/** What PostgreSQL says of its own upkeep during a run, so far (the long morning: does its cost grow?). */
export type DatabaseSample = {
  /** ms after the start of the load */
  atMs: number;
  /** checkpoints completed (timed + requested; cluster-wide, pg_stat_bgwriter) */
  checkpoints: number;
  /** buffers written by checkpoints (cluster-wide; counted when a checkpoint completes) */
  checkpointBuffers: number;
  /** WAL written so far, bytes (pg_current_wal_lsn: every database of the cluster) */
  walBytes: number;
  /** autovacuum and autoanalyze runs over the run database's tables */
  autovacuums: number;
  /** the tickets table with its indexes and TOAST, bytes */
  ticketsBytes: number;
};

const DATABASE_SAMPLE = `select (select checkpoints_timed + checkpoints_req from pg_stat_bgwriter) as checkpoints,
       (select buffers_checkpoint from pg_stat_bgwriter) as checkpoint_buffers,
       pg_current_wal_lsn() - '0/0'::pg_lsn as wal_bytes,
       (select coalesce(sum(autovacuum_count + autoanalyze_count), 0) from pg_stat_user_tables) as autovacuums,
       pg_total_relation_size('tickets') as tickets_bytes`;

/**
 * Runs `read` on a connection of its own every `everyMs` until stopped. A read that fails (the cluster restarting,
 * `--fault pg-restart`) is skipped and the connection opened again for the next; nothing it meets ends the run.
 */
function pollDatabase(databaseUrl: string, everyMs: number, read: (client: pg.Client) => Promise<void>) {
  const started = performance.now();
  let running = true;
  const loop = (async () => {
    let client: pg.Client | null = null;
    for (let taken = 0; running; taken++) {
      try {
        if (!client) {
          client = new pg.Client({ connectionString: databaseUrl });
          // a connection the cluster ends while idle emits 'error': the next read finds it closed
          client.on("error", () => undefined);
          await client.connect();
        }
        await read(client);
      } catch {
        await client?.end().catch(() => undefined);
        client = null;
      }
      const next = started + (taken + 1) * everyMs;
      while (running && performance.now() < next) await sleep(Math.min(200, next - performance.now()));
    }
    await client?.end().catch(() => undefined);
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
  };
}

/**
 * Samples the run database's cluster every `everyMs` on a connection of its own, until stopped (pg_stat_bgwriter is
 * PostgreSQL 15's; 17 moved the checkpoints to pg_stat_checkpointer). A sample that fails (a restart) is left out.
 */
export function sampleDatabase(databaseUrl: string, everyMs = 5_000): { stop(): Promise<DatabaseSample[]> } {
  const samples: DatabaseSample[] = [];
  const started = performance.now();
  const polling = pollDatabase(databaseUrl, everyMs, async (client) => {
    const { rows } = await client.query(DATABASE_SAMPLE);
    const row = rows[0] as Record<string, string>;
    samples.push({
      atMs: performance.now() - started,
      checkpoints: Number(row.checkpoints),
      checkpointBuffers: Number(row.checkpoint_buffers),
      walBytes: Number(row.wal_bytes),
      autovacuums: Number(row.autovacuums),
      ticketsBytes: Number(row.tickets_bytes),
    });
  });
  return {
    async stop() {
      await polling.stop();
      return samples;
    },
  };
}

/**
 * When each backend of the run's database started and which process it serves (`--trace`): polled every `everyMs`,
 * so a connection the pool opened in the burst and closed again when idle is still counted.
 */
export function sampleBackends(
  databaseUrl: string,
  everyMs = 250,
): { stop(): Promise<{ pid: number; started: string; client: string }[]> } {
  const seen = new Map<number, { pid: number; started: string; client: string }>();
  const polling = pollDatabase(databaseUrl, everyMs, async (client) => {
    const { rows } = await client.query<{ pid: number; started: string; client: string }>(
      "select pid, to_char(backend_start at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"') as started, coalesce(client_port::text, '') as client from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    for (const row of rows) seen.set(row.pid, row);
  });
  return {
    async stop() {
      await polling.stop();
      return [...seen.values()].sort((a, b) => a.started.localeCompare(b.started));
    },
  };
}
