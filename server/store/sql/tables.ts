import type { Generated } from "kysely";

// The tables of migrations/0001_schema.sql (and 0002_…, 0003_login_throttle.sql) as Kysely sees them. Dates and times come back as text
// (connect.ts sets the parsers: date → YYYY-MM-DD, time → HH:mm:ss), instants as Date, counts cast to integer.

type Audit = {
  created_at: Date;
  updated_at: Date;
  created_by: number | null;
  updated_by: number | null;
};

export type Tables = {
  permissions: { id: Generated<number>; name: string; slug: string; description: string | null };
  roles: { id: Generated<number>; name: string; slug: string; description: string | null };
  role_permissions: { role_id: number; permission_id: number; position: number };
  users: Audit & { id: Generated<number>; name: string; username: string; password_hash: string };
  user_roles: { user_id: number; role_id: number; position: number };
  user_permissions: { user_id: number; permission_id: number; position: number };
  locations: Audit & { id: Generated<number>; name: string; code: string; description: string | null; is_active: boolean };
  sessions: Audit & {
    id: Generated<number>;
    location_id: number;
    day_of_the_week: number;
    start_time: string;
    end_time: string;
    quota: number;
    is_active: boolean;
  };
  days_off: Audit & { id: Generated<number>; location_id: number; date: string; details: string; is_active: boolean };
  rejection_reasons: { id: Generated<number>; reason: string };
  tickets: {
    seq: Generated<string>;
    uuid: string;
    no: string;
    no_kjp: string;
    no_ktp: string;
    no_kk: string;
    scheduled_date: string;
    scheduled_location: string;
    scheduled_start_time: string;
    scheduled_end_time: string;
    status: "registered" | "done" | "rejected";
    rejection_reason: string | null;
    queue_location_id: number;
    queue_session_id: number;
    sequence: number;
    created_at: Date;
  };
  session_seats: { session_id: number; date: string; taken: number };
  ktp_months: { no_ktp: string; month: string; taken: number };
  location_numbers: { location_id: number; date: string; last: number };
  refresh_tokens: {
    token_hash: string;
    family: string;
    user_id: number;
    expires_at: Date;
    state: "active" | "rotated" | "revoked";
  };
  idempotency_keys: { key: string; fingerprint: string; status: number; body: string; created_at: Date; ticket: string | null };
  login_failures: { key: string; count: number; last_failure_at: Date; locked_until: Date };
  login_attempts: { id: string; key: string; reserved_at: Date };
  schema_migrations: { name: string; applied_at: Date };
};
