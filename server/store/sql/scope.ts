import { CompiledQuery, type Kysely, type Transaction } from "kysely";
import type { GuestLocation, GuestSession } from "../../../contract";
import type { Violation } from "../../rules/violation";
import { StoreUnavailable } from "../basics";
import type { PreparedStatement, SqlDatabase } from "./connect";
import { StoreRefusal, withStoreErrors } from "./errors";
import { ShortLived } from "./short-lived";
import type { Tables } from "./tables";

/**
 * How old the guest lists (locations, sessions with their seats left) may be when a citizen reads them: at most one
 * query per list per second per process in a rush, and seats left at most a second behind. The create is the truth
 * (registration.ts): a session the list still shows with a seat may answer QUOTA_FULL. This process's own changes
 * (a staff edit, a create refused for a full session) clear the lists at once; another process's show within the TTL.
 */
export const GUEST_LISTS_TTL_MS = 1_000;

/**
 * How long a citizen waits for a fresh guest list before the last one read answers instead (issue 33, ADR 121): a
 * list's read takes milliseconds, a stalled database none until the query timeout (10 s).
 */
export const LAST_READ_AFTER_MS = 300;

const isStoreUnavailable = (error: unknown) => error instanceof StoreUnavailable;

/** What the SQL repositories of one store share in this process: the database and the guest lists as last read. */
export class SqlShared {
  // while the database is away the lists answer as last read (ADR 121); the create answers 503 + Retry-After
  readonly guestLocations = new ShortLived<GuestLocation[]>(GUEST_LISTS_TTL_MS, {
    lastWhen: isStoreUnavailable,
    lastAfterMs: LAST_READ_AFTER_MS,
  });
  readonly guestSessions = new ShortLived<GuestSession[]>(GUEST_LISTS_TTL_MS, {
    lastWhen: isStoreUnavailable,
    lastAfterMs: LAST_READ_AFTER_MS,
  });
  // asked by every citizen on a day no market serves (a Saturday's rush for Sunday): one read a second at most
  readonly nextPickupDate = new ShortLived<string | null>(GUEST_LISTS_TTL_MS, { lastWhen: isStoreUnavailable });
  /** When (API clock) a registration next deletes the expired Idempotency-Keys (tickets/sql.ts). */
  nextKeyPurgeAt = 0;

  constructor(readonly database: SqlDatabase) {}

  /** The guest lists as last read: the sessions' seats, and the locations' seats left (issue 35). */
  forgetGuestLists(): void {
    this.guestSessions.clear();
    this.guestLocations.clear();
  }
}

/**
 * Where a SQL repository runs: the database (each method its own statement or transaction) or the caller's
 * transaction (each method a step of it; the caller commits, retries and answers errors: sql-store.ts `transaction`).
 */
export type SqlScope = { readonly db: Kysely<Tables>; readonly shared: SqlShared };

/** A read (or a single statement): database errors become StoreUnavailable (errors.ts), unless the caller's transaction answers them. */
export function read<R>({ db }: SqlScope, work: (db: Kysely<Tables>) => Promise<R>): Promise<R> {
  return db.isTransaction ? work(db) : withStoreErrors(() => work(db));
}

/**
 * A read the server makes at every turn of a rush (a batch of remembered keys, a guest list's read each second), by its
 * statement: the database's named prepared statement (SqlDatabase.prepared), so no Kysely query is built and compiled
 * and PostgreSQL parses and plans it once per connection (issue 34); in a caller's transaction the same text runs on
 * it. Database errors as `read`'s. `text` must always be the same for a `name`.
 */
export function readPrepared<R>(scope: SqlScope, statement: PreparedStatement): Promise<R[]> {
  return read(scope, async (db) =>
    db.isTransaction
      ? (await db.executeQuery<R>(CompiledQuery.raw(statement.text, statement.values))).rows
      : scope.shared.database.prepared<R>(statement),
  );
}

/**
 * One transaction, or a step of the caller's. Staff changes are transactions: the guest lists are read anew after
 * one (the caller's transaction forgets them when it ends).
 */
export async function inTransaction<R>(scope: SqlScope, work: (tx: Transaction<Tables>) => Promise<R>): Promise<R> {
  if (scope.db.isTransaction) return work(scope.db as Transaction<Tables>);
  try {
    return await withStoreErrors(() => scope.db.transaction().execute(work));
  } finally {
    scope.shared.forgetGuestLists();
  }
}

/** `inTransaction`, and a unique constraint that fires answers the check's Violation (in a caller's transaction, the caller does). */
export async function write<R>(scope: SqlScope, work: (tx: Transaction<Tables>) => Promise<R>): Promise<R | Violation> {
  try {
    return await inTransaction(scope, work);
  } catch (error) {
    if (error instanceof StoreRefusal && !scope.db.isTransaction) return error.violation;
    throw error;
  }
}
