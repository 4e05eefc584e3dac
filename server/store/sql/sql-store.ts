import { sql, type Kysely } from "kysely";
import { isViolation, type Violation } from "../../rules/violation";
import { demoTables, type SeedOptions } from "../../seed/seed";
import type { StoreKind } from "../basics";
import { SqlDaysOff } from "../days-off/sql";
import { SqlLocations } from "../locations/sql";
import { SqlRejectionReasons } from "../rejection-reasons/sql";
import { RepositorySet } from "../repository-set";
import type { TableName } from "../rows";
import { SqlSessions } from "../sessions/sql";
import { SqlSignIn } from "../sign-in/sql";
import type { Repositories, Store, TransactionRepositories } from "../store";
import { SqlTickets } from "../tickets/sql";
import { SqlPermissions, SqlRoles, SqlUsers } from "../users/sql";
import type { SqlDatabase } from "./connect";
import { StoreRefusal } from "./errors";
import { inTransaction, read, SqlShared, type SqlScope } from "./scope";
import { clearAll, copyRows } from "./seed";
import type { Tables } from "./tables";

/** The SQL repositories on the database, or on one transaction (the caller's: `SqlStore.transaction`). */
function sqlRepositories(scope: SqlScope) {
  return {
    tickets: new SqlTickets(scope),
    locations: new SqlLocations(scope),
    sessions: new SqlSessions(scope),
    daysOff: new SqlDaysOff(scope),
    rejectionReasons: new SqlRejectionReasons(scope),
    users: new SqlUsers(scope, (step) => new SqlSignIn(step)),
    roles: new SqlRoles(scope),
    permissions: new SqlPermissions(scope),
    signIn: new SqlSignIn(scope),
  } satisfies Repositories;
}

/**
 * The store on PostgreSQL or PGlite (docs/decisions/121-sql-store.md): every repository method is one statement or
 * one transaction, or a step of the caller's (`transaction`); lists are filtered, ordered and paged in SQL; the
 * answers are the contract's entities, shaped as the memory store's presenters shape them. A unique constraint that
 * fires (a check lost a race) is the same Violation the check gives; a lost connection is StoreUnavailable (errors.ts).
 */
export class SqlStore extends RepositorySet<ReturnType<typeof sqlRepositories>> implements Store {
  readonly kind: StoreKind;
  readonly db: Kysely<Tables>;
  readonly #scope: SqlScope;

  constructor(database: SqlDatabase) {
    const scope = { db: database.db, shared: new SqlShared(database) };
    super(sqlRepositories(scope));
    this.#scope = scope;
    this.db = database.db;
    this.kind = database.kind;
  }

  /** One round trip to the database: a health check that says whether requests can be answered now. */
  async ping(): Promise<void> {
    await read(this.#scope, (db) => sql`select 1`.execute(db));
  }

  /** One kysely transaction around `work`: a throw rolls it back, and so does a Violation answered (thrown as a refusal inside, answered outside). */
  async transaction<R>(work: (repositories: TransactionRepositories) => Promise<R>): Promise<R | Violation> {
    try {
      return await inTransaction(this.#scope, async (tx) => {
        const outcome = await work(sqlRepositories({ db: tx, shared: this.#scope.shared }));
        if (outcome instanceof Object && isViolation(outcome)) throw new StoreRefusal(outcome);
        return outcome;
      });
    } catch (error) {
      if (error instanceof StoreRefusal) return error.violation;
      throw error;
    }
  }

  async reset(seed: SeedOptions | false, now: number): Promise<void> {
    // the demo rows are made before the transaction: PBKDF2 hashing should not hold the tables
    const rows = seed === false ? null : await demoTables(now, seed);
    await inTransaction(this.#scope, async (tx) => {
      await clearAll(tx);
      if (rows) await copyRows(tx, rows);
    });
  }

  counts(): Promise<Record<TableName, number>> {
    return read(this.#scope, async (db) => {
      const { rows } = await sql<Record<TableName, number>>`select
        (select count(*) from users) as "users",
        (select count(*) from roles) as "roles",
        (select count(*) from permissions) as "permissions",
        (select count(*) from locations) as "locations",
        (select count(*) from sessions) as "sessions",
        (select count(*) from days_off) as "daysOff",
        (select count(*) from rejection_reasons) as "rejectionReasons",
        (select count(*) from tickets) as "tickets",
        (select count(*) from refresh_tokens) as "refreshTokens",
        (select count(*) from idempotency_keys) as "idempotency"`.execute(db);
      return rows[0] as Record<TableName, number>;
    });
  }

  close(): Promise<void> {
    return this.#scope.shared.database.close();
  }
}
