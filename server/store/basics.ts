/**
 * What every resource's repository shares (./store.ts): pages, who changes a record, the store's kinds and the two
 * errors a store throws. At the bottom of server/store: the repositories and the composed store import it.
 */

export type StoreKind = "memory" | "pglite" | "postgres";

/** A page request with its defaults applied by the caller (page ≥ 1, 1 ≤ size ≤ 100). */
export type PageRequest = { page: number; size: number };
/** One page of rows plus the total that match. */
export type Page<T> = { page: number; size: number; total: number; rows: T[] };

/**
 * Who changes a record and when: the audit fields (`created_by`/`updated_by`, `created_at`/`updated_at`), and the
 * login session acting (a changed password ends the user's other sessions, not this one: users/edit-user.ts).
 */
export type Change = { now: number; actorId: number | null; session?: string | null };

/**
 * Thrown by a store when the database cannot answer now (connection lost, pool exhausted, a serialization failure
 * after its retries): the API answers 503 with Retry-After and the JSON error body, never the error itself.
 */
export class StoreUnavailable extends Error {
  constructor(
    message: string,
    /** seconds a client should wait before retrying */
    readonly retryAfterSeconds = 1,
    /** `cause`: the driver's error (server/store/sql/registration.ts reads which connection it was on) */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "StoreUnavailable";
  }
}

/**
 * Thrown by a store when the database refuses a value the contract's checks let through (a date not on the calendar,
 * a number out of the column's range): the API answers 422 with the JSON error body, never the database's text.
 */
export class StoreInvalidInput extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StoreInvalidInput";
  }
}
