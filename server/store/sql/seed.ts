import { sql, type Kysely, type Transaction } from "kysely";
import { demoTables, referenceTables, type SeedOptions } from "../../seed/seed";
import type { StoreTables } from "../rows";
import { pick } from "../values";
import { instantOfWibTimestamp, ticketRowOf } from "./rows";
import type { Tables } from "./tables";

/** Advisory lock of the seed: two processes starting on one empty database seed it once. */
const SEED_LOCK = 7_121_002;
/** Rows per INSERT (PostgreSQL takes at most 65,535 parameters in one statement; a ticket has 16 columns). */
const CHUNK = 1_000;

type AuditRefs = { created_at: string; updated_at: string; created_by: number | null; updated_by: number | null };

/**
 * An empty database (no permission yet) gets its first rows in one transaction: the demo data and logins of the
 * memory store (docs/product.md §17; the same seed's rows, `demoTables`, same options, same clock), or with
 * "reference" (a production start, docs/deploy.md) only the permissions and the standard roles (`referenceTables`).
 * The counters the registration transaction moves are then derived from the copied tickets (ADR 121). Answers what
 * it seeded, null when the database was not empty.
 */
export async function seedIfEmpty(
  db: Kysely<Tables>,
  now: number,
  options: SeedOptions | "reference" = {},
): Promise<"demo" | "reference" | null> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(tx);
    const anyPermission = await tx.selectFrom("permissions").select("id").limit(1).executeTakeFirst();
    if (anyPermission) return null;
    if (options === "reference") {
      await copyRows(tx, referenceTables());
      return "reference";
    }
    await copyRows(tx, await demoTables(now, options));
    return "demo";
  });
}

/** Empties every table (tests, and the control API's reset). */
export async function clearAll(db: Kysely<Tables> | Transaction<Tables>): Promise<void> {
  await sql`truncate login_failures, login_attempts, idempotency_keys, refresh_tokens, location_numbers, ktp_months, session_seats, tickets,
    rejection_reasons, days_off, sessions, locations, user_permissions, user_roles, users, role_permissions, roles,
    permissions restart identity cascade`.execute(db);
}

/** Copies a store's rows (the demo seed, a snapshot) into empty tables and derives the counters. */
export async function copyRows(tx: Transaction<Tables>, rows: StoreTables): Promise<void> {
  // the audit block as columns: WIB timestamps as instants
  const audited = (row: AuditRefs) => ({
    created_at: instantOfWibTimestamp(row.created_at),
    updated_at: instantOfWibTimestamp(row.updated_at),
    created_by: row.created_by,
    updated_by: row.updated_by,
  });
  const noAuthor = { created_by: null, updated_by: null };
  // a record's ordered list of ids as rows of its link table
  const links = <O extends { id: number }>(owners: readonly O[], owner: string, target: string, ids: (row: O) => number[]) =>
    owners.flatMap((row) => ids(row).map((id, position) => ({ [owner]: row.id, [target]: id, position })));

  const { permissions, roles, users, locations, sessions, daysOff, rejectionReasons, refreshTokens, idempotency } = rows;
  const described = ["id", "name", "slug", "description"] as const;
  // Registration order: created_at, then insertion order (seq follows the order of the rows inserted).
  const tickets = [...rows.tickets].sort((a, b) => a.created_at.localeCompare(b.created_at));
  // in the foreign keys' order; created_by points at users: they go in without it, and it is set after (a user may
  // have been made by a later one)
  const tables: [keyof Tables, object[]][] = [
    ["permissions", permissions.map((row) => pick(row, ...described))],
    ["roles", roles.map((row) => pick(row, ...described))],
    ["role_permissions", links(roles, "role_id", "permission_id", (role) => role.permission_ids)],
    ["users", users.map((row) => ({ ...pick(row, "id", "name", "username", "password_hash"), ...audited(row), ...noAuthor }))],
    ["user_roles", links(users, "user_id", "role_id", (user) => user.role_ids)],
    ["user_permissions", links(users, "user_id", "permission_id", (user) => user.permission_ids)],
    ["locations", locations.map((row) => ({ ...pick(row, "id", "name", "code", "description", "is_active"), ...audited(row) }))],
    [
      "sessions",
      sessions.map((row) => ({
        ...pick(row, "id", "location_id", "day_of_the_week", "start_time", "end_time", "quota", "is_active"),
        ...audited(row),
      })),
    ],
    ["days_off", daysOff.map((row) => ({ ...pick(row, "id", "location_id", "date", "details", "is_active"), ...audited(row) }))],
    ["rejection_reasons", rejectionReasons.map((row) => pick(row, "id", "reason"))],
    ["tickets", tickets.map((ticket) => ticketRowOf(ticket, instantOfWibTimestamp(ticket.created_at)))],
    ["refresh_tokens", refreshTokens.map((row) => ({ ...row, expires_at: new Date(row.expires_at) }))],
    ["idempotency_keys", idempotency.map((row) => ({ ...row, created_at: new Date(row.created_at) }))],
  ];
  for (const [table, values] of tables) await insertAll(tx, table, values);
  for (const user of users.filter((row) => row.created_by !== null || row.updated_by !== null))
    await tx
      .updateTable("users")
      .set({ created_by: user.created_by, updated_by: user.updated_by })
      .where("id", "=", user.id)
      .execute();
  await deriveCounters(tx);
  await resetIdentities(tx);
}

/** The counters as counts of the tickets (seats per session and date, KTP per month, last number per location). */
export async function deriveCounters(tx: Transaction<Tables>): Promise<void> {
  await sql`delete from session_seats`.execute(tx);
  await sql`delete from ktp_months`.execute(tx);
  await sql`delete from location_numbers`.execute(tx);
  await sql`insert into session_seats (session_id, date, taken)
    select queue_session_id, scheduled_date, count(*) from tickets group by 1, 2`.execute(tx);
  await sql`insert into ktp_months (no_ktp, month, taken)
    select no_ktp, date_trunc('month', scheduled_date)::date, count(*) from tickets group by 1, 2`.execute(tx);
  await sql`insert into location_numbers (location_id, date, last)
    select queue_location_id, scheduled_date, max(sequence) from tickets group by 1, 2`.execute(tx);
}

/** After rows with their own ids: the next generated id follows the largest. */
async function resetIdentities(tx: Transaction<Tables>): Promise<void> {
  for (const table of ["permissions", "roles", "users", "locations", "sessions", "days_off", "rejection_reasons"]) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
      tx,
    );
  }
}

async function insertAll<T extends keyof Tables>(tx: Transaction<Tables>, table: T, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .execute();
  }
}
