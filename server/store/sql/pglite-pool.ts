import type { PGlite } from "@electric-sql/pglite";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

/**
 * PGlite behind Kysely's PostgresDialect, as a pool of one connection (ADR 121). PGlite is one PostgreSQL session,
 * so a transaction must own it from BEGIN to COMMIT: `connect()` waits its turn (first come, first served) and
 * `release()` hands the session to the next waiter. Kysely 0.29 ships a PGlite dialect, but it needs Node 22; the
 * project runs on Node 20 (package.json engines), so 0.28 and this adapter.
 */
export function pglitePool(pglite: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();
  let closed = false;

  const client = (release: () => void): PostgresPoolClient =>
    ({
      async query(sql: string, parameters: readonly unknown[]) {
        // Without parameters, the simple protocol: a migration file is many statements in one string (pg does
        // the same for a parameterless query).
        const result =
          parameters.length === 0
            ? ((await pglite.exec(sql)).at(-1) ?? { rows: [], affectedRows: 0 })
            : await pglite.query<Record<string, unknown>>(sql, [...parameters]);
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        } as PostgresQueryResult<never>;
      },
      release,
    }) as unknown as PostgresPoolClient;

  return {
    async connect() {
      if (closed) throw new Error("The embedded database is closed");
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const previous = tail;
      tail = previous.then(() => turn);
      await previous;
      let released = false;
      return client(() => {
        if (released) return;
        released = true;
        release();
      });
    },
    async end() {
      closed = true;
      await tail;
      await pglite.close();
    },
  };
}

/** The statement's command tag (PGlite does not report it; Kysely reads it to count affected rows). */
function commandOf(sql: string): PostgresQueryResult<never>["command"] {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
  return (word ?? "SELECT") as PostgresQueryResult<never>["command"];
}
