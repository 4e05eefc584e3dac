import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { sql, type Kysely } from "kysely";
import type { Tables } from "./tables";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
/** Any constant both server processes agree on: the advisory lock that lets one of them migrate at a time. */
export const MIGRATION_LOCK = 7_121_001;

export type Migration = { name: string; sql: string };

/** The numbered `.sql` files, in order (0001_schema.sql, 0002_…). */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(`${dir}/${name}`, "utf8") })));
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction, and answers the
 * name of the last one (GET /api/v1/health names it). Two processes starting at once: the transaction-scoped
 * advisory lock makes the second wait, and it then finds the migrations recorded and skips them (ADR 121).
 */
export async function migrate(db: Kysely<Tables>, now: Date, migrations?: Migration[]): Promise<string | null> {
  const all = migrations ?? (await readMigrations());
  await sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null)`
    .execute(db)
    .catch(async (error: unknown) => {
      // two processes creating it at the same moment: one loses on the catalog's unique index; the table is there
      if (!(await tableExists(db))) throw error;
    });
  for (const migration of all) {
    await db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
      const done = await tx.selectFrom("schema_migrations").select("name").where("name", "=", migration.name).executeTakeFirst();
      if (done) return;
      await sql.raw(migration.sql).execute(tx);
      await tx.insertInto("schema_migrations").values({ name: migration.name, applied_at: now }).execute();
    });
  }
  const last = await db.selectFrom("schema_migrations").select("name").orderBy("name", "desc").executeTakeFirst();
  return last?.name ?? null;
}

async function tableExists(db: Kysely<Tables>): Promise<boolean> {
  const { rows } = await sql<{ found: string | null }>`select to_regclass('schema_migrations')::text as found`.execute(db);
  return rows[0]?.found != null;
}
