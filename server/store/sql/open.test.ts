import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { MIGRATION_LOCK } from "./migrate";
import { openSqlStore, sqlOptionsFromEnv } from "./open";
import { seedIfEmpty } from "./seed";
import { pgliteTemplate } from "./testing";

describe("the SQL store's settings from the environment (docs/deploy.md)", () => {
  it("DATABASE_URL picks PostgreSQL with the pool size; without it PGlite in PGLITE_DIR or .data", () => {
    expect(sqlOptionsFromEnv({ DATABASE_URL: "postgres://u@h/db", DATABASE_POOL_SIZE: "4" })).toEqual({
      databaseUrl: "postgres://u@h/db",
      poolSize: 4,
    });
    expect(sqlOptionsFromEnv({ PGLITE_DIR: "/var/lib/antrean", DATABASE_POOL_SIZE: "-1" })).toEqual({
      dataDir: "/var/lib/antrean",
      poolSize: 10,
    });
    expect(sqlOptionsFromEnv({ DATABASE_URL: " " })).toEqual({ dataDir: ".data", poolSize: 10 });
    expect(() => sqlOptionsFromEnv({ DATABASE_URL: "mysql://u@h/db" })).toThrow(/postgres/);
  });
});

describe("opening the store", () => {
  it("migrates and seeds an empty database once, with the demo logins", async () => {
    const now = new Date("2026-03-10T10:00:00+07:00").getTime();
    const { store, migration, seeded } = await openSqlStore({
      dataDir: "memory",
      loadDataDir: await pgliteTemplate("bare"),
      now,
      seed: { tickets: 50 },
    });
    try {
      expect(store.kind).toBe("pglite");
      expect(migration).toBe("0004_ticket_list_order.sql");
      expect(seeded).toBe("demo");
      expect((await store.counts()).tickets).toBe(50);
      // a second start (or a second process) finds users and leaves the data alone
      expect(await seedIfEmpty(store.db, now, { tickets: 10 })).toBeNull();
      expect((await store.counts()).tickets).toBe(50);
      expect(await store.signIn.findLoginUser("operator")).toMatchObject({ username: "operator", permissions: ["access:queue"] });
    } finally {
      await store.close();
    }
  });

  it("gives an empty production database the permissions and the standard roles, and no user or demo record", async () => {
    const now = new Date("2026-03-10T10:00:00+07:00").getTime();
    const { store, seeded } = await openSqlStore({
      dataDir: "memory",
      loadDataDir: await pgliteTemplate("bare"),
      now,
      seed: "reference",
    });
    try {
      expect(seeded).toBe("reference");
      const counts = await store.counts();
      expect(counts).toMatchObject({ users: 0, locations: 0, sessions: 0, daysOff: 0, rejectionReasons: 0, tickets: 0 });
      expect((await store.roles.list({ page: 1, size: 100 })).rows.map((role) => role.slug)).toEqual([
        "super-admin",
        "queue-operator",
        "queue-configurator",
        "user-admin",
      ]);
      expect((await store.permissions.list({ page: 1, size: 100 })).total).toBe(8);
      // nor does a later start with the demo's seed add it: the database is not empty any more
      expect(await seedIfEmpty(store.db, now, { tickets: 10 })).toBeNull();
      expect(await store.signIn.findLoginUser("superadmin")).toBeNull();
    } finally {
      await store.close();
    }
  });
});

// PostgreSQL only (DATABASE_URL): the pool of a process that has just started (docs/performance-log.md, "The burst's
// first second", issue 34 session 21)
for (const url of process.env.DATABASE_URL ? [process.env.DATABASE_URL] : []) {
  /** A database of the test's own on the cluster, dropped after `use`; `admin` is connected to the cluster's. */
  async function withScratchDatabase(use: (scratchUrl: string, admin: pg.Client, name: string) => Promise<void>) {
    const name = `antrean_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    try {
      await use(scratch.toString(), admin, name);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }

  describe("opening the store on PostgreSQL", () => {
    it("waits for another process's migration past the request path's time limits, and then starts", () =>
      withScratchDatabase(async (scratchUrl) => {
        // another process migrating: it holds the migrations' advisory lock in its transaction
        const other = new pg.Client({ connectionString: scratchUrl });
        await other.connect();
        try {
          await other.query("begin");
          await other.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
          // a query timeout of 1 s: PostgreSQL's statement timeout is then 0.8 s (databaseTimeoutsFor)
          const opening = openSqlStore({ databaseUrl: scratchUrl, poolSize: 2, now: 0, seed: false, queryTimeoutMs: 1_000 });
          const outcome = opening.then(
            () => "started",
            (error: unknown) => error,
          );
          // held for twice the query timeout: a start under the request path's limits has given up by then
          await new Promise((resolve) => setTimeout(resolve, 2_000));
          await other.query("commit");
          expect(await outcome).toBe("started");
          const { store, migration } = await opening;
          expect(migration).toBe("0004_ticket_list_order.sql");
          await store.close();
        } finally {
          await other.end().catch(() => undefined);
        }
      }));

    it("opens every connection of the pool before the first request, not at the first creates, and again after the database ended them", () =>
      withScratchDatabase(async (scratchUrl, admin, name) => {
        const { store, poolStats } = await openSqlStore({ databaseUrl: scratchUrl, poolSize: 4, now: 0, seed: false });
        try {
          expect(poolStats()).toMatchObject({ size: 4, inUse: 0 });
          const { rows } = await admin.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
            [name],
          );
          expect(rows[0]!.n).toBe(4);

          // the database ends every backend (a restart, a failover): the idle pool opens them again by itself, so
          // the next 06:00 burst does not (REFILL_FIRST_MS)
          await admin.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
            [name],
          );
          await expect
            .poll(
              async () =>
                (
                  await admin.query<{ n: number }>(
                    "select count(*)::int as n from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
                    [name],
                  )
                ).rows[0]!.n,
              { timeout: 10_000, interval: 250 },
            )
            .toBe(4);
          // a backend shows in pg_stat_activity as soon as it connects, a moment before the pool has its client back
          // (a clean clone once read inUse 4 there): the pool is idle again once every refill has returned
          await expect.poll(poolStats, { timeout: 10_000, interval: 50 }).toMatchObject({ size: 4, inUse: 0 });
        } finally {
          await store.close();
        }
      }));
  });
}
