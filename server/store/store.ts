import type { Violation } from "../rules/violation";
import type { SeedOptions } from "../seed/seed";
import type { StoreKind } from "./basics";
import type { DaysOffRepository } from "./days-off/repository";
import type { LocationsRepository } from "./locations/repository";
import type { RejectionReasonsRepository } from "./rejection-reasons/repository";
import type { TableName } from "./rows";
import type { SessionsRepository } from "./sessions/repository";
import type { SignInRepository } from "./sign-in/repository";
import type { TicketsRepository } from "./tickets/repository";
import type { PermissionsRepository, RolesRepository, UsersRepository } from "./users/repository";

/**
 * What the API's resolvers read and write: one repository per resource (docs/decisions/102-mock-routing.md), each
 * in its folder with its two implementations side by side — memory (the demo in the page, fast tests) and SQL
 * (PGlite or PostgreSQL) — and its part of the conformance suite (./store-conformance.ts). The resolvers call only
 * these and the pure rules (server/rules).
 *
 * Conventions, the same for every repository:
 * - Each method is one atomic step (memory: the single-writer transaction; SQL: one transaction), or a step of the
 *   caller's transaction when the repository was handed one (`transaction`, as kysely's example passes `trx`).
 *   Checks and the write they guard happen in the same step, so two requests cannot both pass a check.
 * - Reads answer the contract's entities (contract/entities.ts), joined and shaped (creator/updater names,
 *   a role's permissions, a location's days off …): the caller only wraps them in `{ data }`.
 * - A method addressing a record by id/uuid/username answers `null` when there is none (the caller answers 404 in
 *   its own words). A rule's refusal is a `Violation` (server/rules/violation.ts), returned, never thrown: the SQL
 *   store turns its unique and foreign-key violations into the same `Violation` the memory store's checks return.
 *   Where several checks apply, the order is the one written at the method (it decides which refusal is answered).
 * - Texts arrive trimmed (the gate trims staff bodies, docs/product.md §11.9). Usernames, slugs, location codes and
 *   rejection reasons are unique without case or surrounding spaces (server/rules/uniqueness.ts, `sameKey`).
 * - Times come from the server's clock (`now`, epoch ms; `Change.now`), never from the database's own clock, so tests
 *   and the demo can move time. Stored audit timestamps are WIB `YYYY-MM-DD HH:mm:ss` (server/rules/audit.ts).
 * - Lists are ordered as stated and paged with a resolved `PageRequest`.
 */
export type Repositories = {
  readonly tickets: TicketsRepository;
  readonly locations: LocationsRepository;
  readonly sessions: SessionsRepository;
  readonly daysOff: DaysOffRepository;
  readonly rejectionReasons: RejectionReasonsRepository;
  readonly users: UsersRepository;
  readonly roles: RolesRepository;
  readonly permissions: PermissionsRepository;
  readonly signIn: SignInRepository;
};

/**
 * What a caller's transaction is handed: every repository, the tickets' without `register` (one call of its own,
 * tickets/repository.ts; on PGlite's one connection it would wait for the transaction forever). The repositories
 * throw at once if it is reached anyway.
 */
export type TransactionRepositories = Omit<Repositories, "tickets"> & {
  readonly tickets: Omit<TicketsRepository, "register">;
};

/** The repositories on one database, and what concerns the database as a whole. */
export interface Store extends Repositories {
  /** Which store answers: `GET /health` names it. */
  readonly kind: StoreKind;
  /** Resolves when the store can answer now (`GET /health`); StoreUnavailable when its database cannot be reached. */
  ping(): Promise<void>;
  /**
   * Runs `work` as one transaction over the repositories it is handed: a write that spans resources commits whole or
   * not at all. The caller owns it: the repositories' methods are steps of it. It is taken back whole when `work`
   * throws, and when `work` answers a Violation (a step's refusal the caller passes on: the steps before it do not
   * stay); a unique constraint that fires inside is answered as the check's Violation. `register` is never part of it.
   */
  transaction<R>(work: (repositories: TransactionRepositories) => Promise<R>): Promise<R | Violation>;
  /** Throws away every row and loads the demo data relative to `now` (server/seed: `demoTables`), or nothing with `false`. */
  reset(seed: SeedOptions | false, now: number): Promise<void>;
  /** Rows per table (the control API's `/__mock/counts`; the rush benchmark's checks). */
  counts(): Promise<Record<TableName, number>>;
  /** Releases what the store holds (a pool, PGlite's files); the memory store has nothing to release. */
  close(): Promise<void>;
}
