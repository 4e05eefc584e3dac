import { adminProblems } from "../../../contract";
import { checkKtpLimits } from "../../rules/limits";
import { violation, type Violation } from "../../rules/violation";
import { StoreInvalidInput, StoreUnavailable } from "../basics";

/** A rule the database enforced (a constraint fired): the handler answers the violation as it would its own check. */
export class StoreRefusal extends Error {
  readonly violation: Violation;
  constructor(refusal: Violation) {
    super(refusal.message);
    this.name = "StoreRefusal";
    this.violation = refusal;
  }
}

type PgError = { code?: unknown; constraint?: unknown; message?: unknown };

function fieldsOf(error: unknown): PgError {
  return typeof error === "object" && error !== null ? (error as PgError) : {};
}

/** SQLSTATE of a PostgreSQL error (pg and PGlite both put it on `code`). */
export function sqlStateOf(error: unknown): string | undefined {
  const { code } = fieldsOf(error);
  return typeof code === "string" ? code : undefined;
}

/** Serialization failure or deadlock: running the transaction again is the fix. */
export function isRetryable(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === "40001" || state === "40P01";
}

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH"]);

/** The connection is gone or the server is not taking work (restart, shutdown, too many connections). */
export function isUnavailable(error: unknown): boolean {
  const state = sqlStateOf(error);
  // 57014: cancelled by statement_timeout (connect.ts), the database's own end of a statement the server gives up on
  if (
    state &&
    (NETWORK_CODES.has(state) || state.startsWith("08") || /^57P0[1-3]$/.test(state) || state === "53300" || state === "57014")
  )
    return true;
  const { message } = fieldsOf(error);
  // a closed store: Kysely's words ("driver has already been destroyed") and pg-pool's for a named statement (readPrepared)
  return (
    typeof message === "string" &&
    /Connection terminated|driver has already been destroyed|calling end on the pool|connection timeout|timeout expired|timeout exceeded when trying to connect|Client has encountered a connection error|is closed|not queryable|Query read timeout/i.test(
      message,
    )
  );
}

/** The contract's answer for a unique constraint that fired (the checks before it lost a race). */
const uniqueRefusals: Record<string, Violation> = {
  // the rule's own refusal for "already registered on that date"
  tickets_ktp_date_key: checkKtpLimits({ onDate: 1, inMonth: 0 }) as Violation,
  users_username_key: violation(409, "DUPLICATE", "The username is already taken", { username: adminProblems.taken }),
  roles_slug_key: violation(409, "DUPLICATE", "The slug is already taken", { slug: adminProblems.taken }),
  permissions_slug_key: violation(409, "DUPLICATE", "The slug is already taken", { slug: adminProblems.taken }),
  locations_code_key: violation(409, "DUPLICATE", "The code is already taken", { code: adminProblems.taken }),
  rejection_reasons_reason_key: violation(409, "DUPLICATE", "The reason is already taken", { reason: adminProblems.taken }),
  days_off_location_date_key: violation(409, "DUPLICATE", "This location already has a day off on that date", {
    date: adminProblems.dayOffTaken,
  }),
};

/** A unique violation as the contract's refusal, or null for anything else. */
export function refusalFor(error: unknown): Violation | null {
  if (sqlStateOf(error) !== "23505") return null;
  const { constraint } = fieldsOf(error);
  return (typeof constraint === "string" && uniqueRefusals[constraint]) || violation(409, "DUPLICATE", "Data sudah ada");
}

/**
 * Runs `work` (one transaction) and turns database errors into what the handler answers: a serialization failure
 * or deadlock runs it again (up to `attempts` times), then StoreUnavailable; a lost connection is StoreUnavailable;
 * a unique violation is a StoreRefusal with the contract's code. Anything else is a bug and is rethrown as is (the
 * handler's 500 path logs it; its text never reaches the client).
 */
export async function withStoreErrors<R>(work: () => Promise<R>, attempts = 3): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof StoreRefusal || error instanceof StoreUnavailable) throw error;
      if (isRetryable(error)) {
        if (attempt < attempts) continue;
        throw new StoreUnavailable(`conflict kept recurring (${sqlStateOf(error)})`, 1);
      }
      if (isUnavailable(error))
        throw new StoreUnavailable(`database unreachable (${sqlStateOf(error) ?? "no code"})`, 2, { cause: error });
      // class 22, data exception: a value the contract let through and the column refuses (2026-02-30 as a date)
      if (sqlStateOf(error)?.startsWith("22")) throw new StoreInvalidInput("The database refused a value", { cause: error });
      const refusal = refusalFor(error);
      if (refusal) throw new StoreRefusal(refusal);
      throw error;
    }
  }
}
