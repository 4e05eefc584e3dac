import { type } from "arktype";
import { audit, location, permission, queue, rejectionReason, role } from "../../contract/entities";
import { clockTime, isoDate } from "../../contract/primitives";

// What a store keeps (the SQL store's tables have these columns), built from the contract's entity schemas (they are Standard Schema, so @msw/data takes
// them as collection schemas). Stored rows differ from the API's entities only where a real database would:
// links are ids, the audit trail holds user ids (names are joined when presented), secrets are hashed.

const ids = type("number.integer[]");

/** created_at/updated_at as the contract has them; creator/updater as user ids. */
const auditRefs = audit
  .omit("creator", "updater")
  .and({ created_by: "number.integer | null", updated_by: "number.integer | null" });

export const permissionRecord = permission;
export type PermissionRecord = typeof permissionRecord.infer;

export const roleRecord = role.omit("permissions").and({ permission_ids: ids });
export type RoleRecord = typeof roleRecord.infer;

export const userRecord = auditRefs.and({
  id: "number.integer",
  name: "string",
  username: "string",
  /** `pbkdf2$<iterations>$<salt>$<hash>`; never leaves the mock */
  password_hash: "string",
  role_ids: ids,
  permission_ids: ids,
});
export type UserRecord = typeof userRecord.infer;

export const locationRecord = location.omit("queue_days_off", "creator", "updater").and(auditRefs);
export type LocationRecord = typeof locationRecord.infer;

export const sessionRecord = auditRefs.and({
  id: "number.integer",
  location_id: "number.integer",
  day_of_the_week: "0 <= number.integer <= 6",
  start_time: clockTime,
  end_time: clockTime,
  quota: "number.integer",
  is_active: "boolean",
});
export type SessionRecord = typeof sessionRecord.infer;

export const dayOffRecord = auditRefs.and({
  id: "number.integer",
  location_id: "number.integer",
  date: isoDate,
  details: "string",
  is_active: "boolean",
});
export type DayOffRecord = typeof dayOffRecord.infer;

export const rejectionReasonRecord = rejectionReason;
export type RejectionReasonRecord = typeof rejectionReasonRecord.infer;

/** A ticket is stored exactly as the API shows it (location name and times are copied at registration). */
export const ticketRecord = queue;
export type TicketRecord = typeof ticketRecord.infer;

export const refreshTokenRecord = type({
  /** SHA-256 of the opaque token: a leaked store does not leak sessions */
  token_hash: "string",
  /** every rotation of one login shares the family; reuse of a rotated token revokes it */
  family: "string",
  user_id: "number.integer",
  /** epoch ms */
  expires_at: "number",
  state: "'active' | 'rotated' | 'revoked'",
});
export type RefreshTokenRecord = typeof refreshTokenRecord.infer;

export const idempotencyRecord = type({
  key: "string",
  /** the request body as canonical JSON: same key + other body is refused */
  fingerprint: "string",
  status: "number.integer",
  /** the stored response body, replayed verbatim */
  body: "string",
  /** epoch ms */
  created_at: "number",
});
export type IdempotencyRecord = typeof idempotencyRecord.infer;

/** Every table a store keeps, by the name the control API's counts and the snapshots use. */
export const tableSchemas = {
  users: userRecord,
  roles: roleRecord,
  permissions: permissionRecord,
  locations: locationRecord,
  sessions: sessionRecord,
  daysOff: dayOffRecord,
  rejectionReasons: rejectionReasonRecord,
  tickets: ticketRecord,
  refreshTokens: refreshTokenRecord,
  idempotency: idempotencyRecord,
} as const;

export type TableName = keyof typeof tableSchemas;
export type Row<T extends TableName> = (typeof tableSchemas)[T]["infer"];
/** Tables whose rows carry a numeric `id` the store assigns. */
export type IdTable = { [T in TableName]: Row<T> extends { id: number } ? T : never }[TableName];
/** Every row of every table: what the demo seed produces and a store loads. */
export type StoreTables = { [T in TableName]: Row<T>[] };

export const tableNames = Object.keys(tableSchemas) as TableName[];
