import { sql, type Kysely, type Transaction } from "kysely";
import { demoTables, referenceTables, type SeedOptions } from "../../seed/seed";
import type { StoreTables } from "../rows";
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
  // a record's ordered list of ids as rows of its link table
  const links = <O extends { id: number }>(owners: readonly O[], owner: string, target: string, ids: (row: O) => number[]) =>
    owners.flatMap((row) => ids(row).map((id, position) => ({ [owner]: row.id, [target]: id, position })));

  const { permissions, roles, users, locations, sessions, daysOff, rejectionReasons, refreshTokens, idempotency } = rows;
  await insertAll(
    tx,
    "permissions",
    permissions.map(({ id, name, slug, description }) => ({ id, name, slug, description })),
  );
  await insertAll(
    tx,
    "roles",
    roles.map(({ id, name, slug, description }) => ({ id, name, slug, description })),
  );
  await insertAll(
    tx,
    "role_permissions",
    links(roles, "role_id", "permission_id", (role) => role.permission_ids),
  );
  // created_by points at users: insert them without it, then set it (a user may have been made by a later one).
  await insertAll(
    tx,
    "users",
    users.map((row) => ({
      id: row.id,
      name: row.name,
      username: row.username,
      password_hash: row.password_hash,
      ...audited(row),
      created_by: null,
      updated_by: null,
    })),
  );
  for (const user of users) {
    if (user.created_by !== null || user.updated_by !== null)
      await tx
        .updateTable("users")
        .set({ created_by: user.created_by, updated_by: user.updated_by })
        .where("id", "=", user.id)
        .execute();
  }
  await insertAll(
    tx,
    "user_roles",
    links(users, "user_id", "role_id", (user) => user.role_ids),
  );
  await insertAll(
    tx,
    "user_permissions",
    links(users, "user_id", "permission_id", (user) => user.permission_ids),
  );
  await insertAll(
    tx,
    "locations",
    locations.map((row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      description: row.description,
      is_active: row.is_active,
      ...audited(row),
    })),
  );
  await insertAll(
    tx,
    "sessions",
    sessions.map((row) => ({
      id: row.id,
      location_id: row.location_id,
      day_of_the_week: row.day_of_the_week,
      start_time: row.start_time,
      end_time: row.end_time,
      quota: row.quota,
      is_active: row.is_active,
      ...audited(row),
    })),
  );
  await insertAll(
    tx,
    "days_off",
    daysOff.map((row) => ({
      id: row.id,
      location_id: row.location_id,
      date: row.date,
      details: row.details,
      is_active: row.is_active,
      ...audited(row),
    })),
  );
  await insertAll(
    tx,
    "rejection_reasons",
    rejectionReasons.map(({ id, reason }) => ({ id, reason })),
  );
  // Registration order: created_at, then insertion order (seq follows the order of the rows inserted).
  const tickets = [...rows.tickets].sort((a, b) => a.created_at.localeCompare(b.created_at));
  await insertAll(
    tx,
    "tickets",
    tickets.map((ticket) => ticketRowOf(ticket, instantOfWibTimestamp(ticket.created_at))),
  );
  await insertAll(
    tx,
    "refresh_tokens",
    refreshTokens.map((row) => ({ ...row, expires_at: new Date(row.expires_at) })),
  );
  await insertAll(
    tx,
    "idempotency_keys",
    idempotency.map((row) => ({ ...row, created_at: new Date(row.created_at) })),
  );
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
