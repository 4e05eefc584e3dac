import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectSql, type ConnectOptions, type SqlDatabase } from "./connect";
import { migrate } from "./migrate";

/**
 * The databases the store's tests run on: PGlite in memory always, and PostgreSQL when DATABASE_URL is set
 * (scripts/pg-throwaway.sh starts one; CI exports it). On PostgreSQL each test file gets a database of its own,
 * created beside DATABASE_URL's and dropped after, so the tests never touch that database's data.
 */
export type TestDatabase = SqlDatabase & {
  /** another client of the same database, as a second server process would be (PGlite: the same session) */
  another(): Promise<SqlDatabase>;
};

export type TestTarget = {
  kind: "pglite" | "postgres";
  /** a migrated, empty database; `{ migrated: false }`: without the schema */
  open(options?: { migrated?: boolean }): Promise<TestDatabase>;
};

export function testTargets(): TestTarget[] {
  const url = process.env.DATABASE_URL;
  const targets: TestTarget[] = [
    { kind: "pglite", open: (options) => openMigrated({ dataDir: "memory" }, options?.migrated ?? true) },
  ];
  if (url) targets.push({ kind: "postgres", open: (options) => openScratchPostgres(url, options?.migrated ?? true) });
  return targets;
}

async function openMigrated(options: ConnectOptions, migrated: boolean): Promise<TestDatabase> {
  const database = await connectSql(options);
  if (migrated) await migrate(database.db, new Date(0));
  const another =
    options.databaseUrl === undefined
      ? async () => ({ ...database, close: async () => undefined })
      : () => connectSql({ ...options });
  return { ...database, another };
}

/** A fresh database in the cluster of `url`, with a pool big enough for the race tests to really overlap. */
async function openScratchPostgres(url: string, migrated: boolean): Promise<TestDatabase> {
  const name = `antrean_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = await openMigrated({ databaseUrl: scratch.toString(), poolSize: 20 }, migrated);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
