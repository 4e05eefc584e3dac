import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { connectSql, type ConnectOptions, type SqlDatabase } from "./connect";
import { migrate, readMigrations } from "./migrate";
import { pglitePool } from "./pglite-pool";
import type { Tables } from "./tables";

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
    {
      kind: "pglite",
      open: async (options) => {
        const migrated = options?.migrated ?? true;
        const loadDataDir = await pgliteTemplate(migrated ? "migrated" : "bare");
        // the template is migrated already; migrating again finds every migration recorded, as a restarted server does
        return openMigrated({ dataDir: "memory", loadDataDir }, migrated);
      },
    },
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

/** where the PGlite templates are kept between runs (ignored by git, ESLint and Prettier) */
const TEMPLATE_DIR = "node_modules/.cache/antrean-pglite-template";

/**
 * A dump of a PGlite data folder to start a test's database from: `bare` just after initdb, `migrated` with the
 * migrations applied as `openMigrated` applies them. initdb is most of a PGlite's start (over 10 s on a busy 2-core
 * machine, loading a dump under 2 s: docs/testing.md), and each test file opened its own. The dumps are made once and
 * kept on disk, named after PGlite's version and the migrations' text, so a changed migration makes new ones.
 */
export async function pgliteTemplate(kind: "bare" | "migrated"): Promise<Blob> {
  const migrations = await readMigrations();
  const key = createHash("sha256").update(pgliteVersion()).update(JSON.stringify(migrations)).digest("hex").slice(0, 16);
  const file = (kind: string) => join(TEMPLATE_DIR, `${key}-${kind}.tar`);
  if (!existsSync(file(kind))) {
    // Two test files may make them at once: each writes its own temporary file and renames it into place, which
    // replaces a finished dump with an equal one at worst.
    const pglite = await PGlite.create();
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
    try {
      const bare = await pglite.dumpDataDir("none");
      await migrate(db, new Date(0), migrations);
      const migrated = await pglite.dumpDataDir("none");
      await mkdir(TEMPLATE_DIR, { recursive: true });
      for (const [name, dump] of [
        ["bare", bare],
        ["migrated", migrated],
      ] as const) {
        const temporary = `${file(name)}.${process.pid}-${randomBytes(4).toString("hex")}`;
        await writeFile(temporary, new Uint8Array(await dump.arrayBuffer()));
        await rename(temporary, file(name));
      }
    } finally {
      await db.destroy();
    }
  }
  return new Blob([await readFile(file(kind))]);
}

/**
 * An empty folder made a PGlite data folder from the bare template: a server started on it skips initdb, and still
 * migrates and seeds it as it would a new one.
 */
export async function initdbFromTemplate(dataDir: string): Promise<void> {
  const pglite = await PGlite.create(dataDir, { loadDataDir: await pgliteTemplate("bare") });
  await pglite.close();
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const manifest = JSON.parse(readFileSync(join(dirname(entry), "..", "package.json"), "utf8")) as { version: string };
  return manifest.version;
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
