import { isViolation, type Violation } from "../../rules/violation";
import { seedDatabase, type SeedOptions } from "../../seed/seed";
import { MemoryDaysOff } from "../days-off/memory";
import { MemoryLocations } from "../locations/memory";
import { MemoryRejectionReasons } from "../rejection-reasons/memory";
import { RepositorySet } from "../repository-set";
import { tableNames, type TableName } from "../rows";
import { MemorySessions } from "../sessions/memory";
import { MemoryLoginThrottle, MemorySignIn } from "../sign-in/memory";
import type { Repositories, Store, TransactionRepositories } from "../store";
import { MemoryTickets } from "../tickets/memory";
import { MemoryPermissions, MemoryRoles, MemoryUsers } from "../users/memory";
import { Database } from "./database";
import type { MemoryScope } from "./scope";

/** The memory repositories on the database, or inside one of its transactions (`MemoryStore.transaction`). */
function memoryRepositories(scope: MemoryScope, throttle: MemoryLoginThrottle) {
  return {
    tickets: new MemoryTickets(scope),
    locations: new MemoryLocations(scope),
    sessions: new MemorySessions(scope),
    daysOff: new MemoryDaysOff(scope),
    rejectionReasons: new MemoryRejectionReasons(scope),
    users: new MemoryUsers(scope, (step) => new MemorySignIn(step, throttle)),
    roles: new MemoryRoles(scope),
    permissions: new MemoryPermissions(scope),
    signIn: new MemorySignIn(scope, throttle),
  } satisfies Repositories;
}

/**
 * The store in memory (docs/decisions/102-mock-routing.md): @msw/data collections and the ticket index of
 * `Database`, for the demo in the page and the fast tests. Every write runs in the database's single-writer
 * transaction with the checks that guard it (docs/decisions/101-mock-database.md); reads are synchronous scans of the
 * collections and the index, answered as the contract's entities (./present.ts).
 */
export class MemoryStore extends RepositorySet<ReturnType<typeof memoryRepositories>> implements Store {
  readonly kind = "memory";

  constructor(
    readonly db: Database = new Database(),
    /** The login throttle's state, in this process (the demo, tests): like the SQL store's tables, not kept in snapshots. */
    readonly loginThrottle = new MemoryLoginThrottle(),
  ) {
    super(memoryRepositories({ db, inTransaction: false }, loginThrottle));
  }

  /** In this process's memory: always there. */
  ping(): Promise<void> {
    return Promise.resolve();
  }

  /**
   * The single-writer transaction around `work`: a throw, or a Violation answered, takes back its writes (the
   * database's undo log, database.ts), as the SQL store's rollback does.
   */
  async transaction<R>(work: (repositories: TransactionRepositories) => Promise<R>): Promise<R | Violation> {
    try {
      return await this.db.transaction(async () => {
        const outcome = await work(memoryRepositories({ db: this.db, inTransaction: true }, this.loginThrottle));
        if (outcome instanceof Object && isViolation(outcome)) throw new Refused(outcome);
        return outcome;
      });
    } catch (error) {
      if (error instanceof Refused) return error.violation;
      throw error;
    }
  }

  reset(seed: SeedOptions | false, now: number) {
    const { db } = this;
    return db.transaction(async () => {
      db.clear();
      this.loginThrottle.failures.clear();
      if (seed !== false) await seedDatabase(db, now, seed);
    });
  }

  async counts() {
    return Object.fromEntries(tableNames.map((table) => [table, this.db.count(table)])) as Record<TableName, number>;
  }

  async close() {}
}

/** Thrown inside a caller's transaction that answered a Violation, so the database takes its writes back. */
class Refused extends Error {
  constructor(readonly violation: Violation) {
    super(violation.message);
  }
}
