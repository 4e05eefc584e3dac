import type { SeedOptions } from "../../seed/seed";
import { connectSql, DEFAULT_DATA_DIR, DEFAULT_POOL_SIZE, type ConnectOptions } from "./connect";
import { migrate } from "./migrate";
import { seedIfEmpty } from "./seed";
import { SqlStore } from "./sql-store";

export type OpenSqlStoreOptions = ConnectOptions & {
  /** the server clock's now: the migrations' record and the demo data's dates */
  now: number;
  /**
   * What an empty database gets: demo data (default: the mock's defaults), "reference" (production: permissions and
   * the standard roles, no users), or nothing (false)
   */
  seed?: SeedOptions | "reference" | false;
};

export type OpenedSqlStore = {
  store: SqlStore;
  /** the last migration applied (GET /api/v1/health names it) */
  migration: string | null;
  /** what this start seeded into an empty database (null: it was not empty, or `seed: false`) */
  seeded: "demo" | "reference" | null;
  /** the pool's use (PostgreSQL; null on PGlite, in this process): GET /metrics */
  poolStats: () => { inUse: number; waiting: number; size: number } | null;
};

/**
 * The SQL store as a server starts it (docs/deploy.md): connect (DATABASE_URL → PostgreSQL, else PGlite in
 * `dataDir`), apply the migrations not yet applied, seed an empty database (the demo data and logins, or in
 * production the reference data alone).
 * Several processes may start at once: migrations and the seed each take an advisory lock (ADR 121).
 */
export async function openSqlStore(options: OpenSqlStoreOptions): Promise<OpenedSqlStore> {
  const database = await connectSql(options);
  try {
    const startUp = database.startUp ?? ((work) => work(database.db));
    const { migration, seeded } = await startUp(async (db) => ({
      migration: await migrate(db, new Date(options.now)),
      seeded: options.seed === false ? null : await seedIfEmpty(db, options.now, options.seed),
    }));
    await database.openAll?.();
    return { store: new SqlStore(database), migration, seeded, poolStats: database.poolStats ?? (() => null) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The connection settings of docs/deploy.md from the environment: DATABASE_URL, DATABASE_POOL_SIZE, PGLITE_DIR. */
export function sqlOptionsFromEnv(env: Record<string, string | undefined>): ConnectOptions {
  const url = env.DATABASE_URL?.trim();
  const poolSize = Number(env.DATABASE_POOL_SIZE);
  if (url && !/^postgres(ql)?:\/\//.test(url)) throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
  return {
    ...(url ? { databaseUrl: url } : { dataDir: env.PGLITE_DIR?.trim() || DEFAULT_DATA_DIR }),
    poolSize: Number.isInteger(poolSize) && poolSize > 0 ? poolSize : DEFAULT_POOL_SIZE,
  };
}
