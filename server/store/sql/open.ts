import type { SeedOptions } from "../../seed/seed";
import { connectSql, type ConnectOptions } from "./connect";
import { migrate } from "./migrate";
import { seedIfEmpty } from "./seed";
import { SqlStore } from "./sql-store";

export type OpenSqlStoreOptions = ConnectOptions & {
  /** the server clock's now: the migrations' record and the demo data's dates */
  now: number;
  /** demo data for an empty database (default: the mock's defaults); false leaves it empty */
  seed?: SeedOptions | false;
};

export type OpenedSqlStore = {
  store: SqlStore;
  /** the last migration applied (GET /api/v1/health names it) */
  migration: string | null;
  /** whether this start seeded an empty database */
  seeded: boolean;
};

/**
 * The SQL store as a server starts it (docs/deploy.md): connect (DATABASE_URL → PostgreSQL, else PGlite in
 * `dataDir`), apply the migrations not yet applied, seed an empty database with the demo data and logins.
 * Several processes may start at once: migrations and the seed each take an advisory lock (ADR 121).
 */
export async function openSqlStore(options: OpenSqlStoreOptions): Promise<OpenedSqlStore> {
  const database = await connectSql(options);
  try {
    const migration = await migrate(database.db, new Date(options.now));
    const seeded = options.seed === false ? false : await seedIfEmpty(database.db, options.now, options.seed);
    return { store: new SqlStore(database), migration, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
