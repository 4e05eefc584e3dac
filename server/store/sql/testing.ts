import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectSql, type SqlDatabase } from "./connect";
import { migrate } from "./migrate";

/**
 * The databases the store's tests run on: PGlite in memory always, and PostgreSQL when DATABASE_URL is set
 * (scripts/pg-throwaway.sh starts one; CI exports it). On PostgreSQL each test file gets a database of its own,
 * created beside DATABASE_URL's and dropped after, so the tests never touch that database's data.
 */
export type TestTarget = { kind: "pglite" | "postgres"; open(): Promise<SqlDatabase> };

export function testTargets(): TestTarget[] {
  const url = process.env.DATABASE_URL;
  const targets: TestTarget[] = [{ kind: "pglite", open: () => openMigrated({ dataDir: "memory" }) }];
  if (url) targets.push({ kind: "postgres", open: () => openScratchPostgres(url) });
  return targets;
}

async function openMigrated(options: Parameters<typeof connectSql>[0]): Promise<SqlDatabase> {
  const database = await connectSql(options);
  await migrate(database.db, new Date(0));
  return database;
}

/** A fresh database in the cluster of `url`, with a pool big enough for the race tests to really overlap. */
async function openScratchPostgres(url: string): Promise<SqlDatabase> {
  const name = `antrean_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = await openMigrated({ databaseUrl: scratch.toString(), poolSize: 20 });
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
