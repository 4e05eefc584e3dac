import type { DayOff, GuestLocation, GuestSession, Location, Permission, Queue, Role, Session, User } from "../../../contract";
import type { Database, Row } from "./database";
import { isBlockingDayOff, isSessionOffered } from "../../rules/bookability";
import { remainingQuota } from "../../rules/limits";

// Stored rows → the contract's entities (joins ids to names, drops secrets). The only place that shapes output.

type Audited = { created_at: string; updated_at: string; created_by: number | null; updated_by: number | null };

function personOf(db: Database, userId: number | null): { name: string } | null {
  const user = userId === null ? undefined : db.byId("users", userId);
  return user ? { name: user.name } : null;
}

function auditOf(db: Database, row: Audited) {
  return {
    created_at: row.created_at,
    updated_at: row.updated_at,
    creator: personOf(db, row.created_by),
    updater: personOf(db, row.updated_by),
  };
}

function refsOf<T extends "roles" | "permissions">(db: Database, table: T, ids: readonly number[]) {
  return ids.flatMap((id) => {
    const row = db.byId(table, id);
    return row ? [{ id: row.id, name: row.name, slug: row.slug }] : [];
  });
}

export function presentPermission(row: Row<"permissions">): Permission {
  return { id: row.id, name: row.name, slug: row.slug, description: row.description };
}

export function presentRole(db: Database, row: Row<"roles">): Role {
  const permissions = row.permission_ids.flatMap((id) => {
    const permission = db.byId("permissions", id);
    return permission ? [presentPermission(permission)] : [];
  });
  return { id: row.id, name: row.name, slug: row.slug, description: row.description, permissions };
}

export function presentUser(db: Database, row: Row<"users">): User {
  return {
    name: row.name,
    username: row.username,
    ...auditOf(db, row),
    roles: refsOf(db, "roles", row.role_ids),
    permissions: refsOf(db, "permissions", row.permission_ids),
  };
}

/** The token's permissions: the user's direct permissions ∪ its roles' permissions, as slugs (docs/product.md §10). */
export function permissionSlugsOf(db: Database, user: Row<"users">): string[] {
  const ids = new Set(user.permission_ids);
  for (const roleId of user.role_ids) for (const id of db.byId("roles", roleId)?.permission_ids ?? []) ids.add(id);
  return [...ids].flatMap((id) => db.byId("permissions", id)?.slug ?? []);
}

export function presentDayOff(db: Database, row: Row<"daysOff">): DayOff {
  const location = db.byId("locations", row.location_id);
  return {
    id: row.id,
    date: row.date,
    details: row.details,
    is_active: row.is_active,
    queue_location: { id: row.location_id, name: location?.name ?? "" },
    ...auditOf(db, row),
  };
}

export function presentLocation(db: Database, row: Row<"locations">): Location {
  const daysOff = db
    .all("daysOff")
    .filter((dayOff) => dayOff.location_id === row.id)
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    description: row.description,
    is_active: row.is_active,
    queue_days_off: daysOff.map((dayOff) => presentDayOff(db, dayOff)),
    ...auditOf(db, row),
  };
}

function locationRefOf(db: Database, locationId: number) {
  const location = db.byId("locations", locationId);
  return { id: locationId, name: location?.name ?? "", code: location?.code ?? "" };
}

/** What a session shows staff and guests alike. */
function sessionOf(db: Database, row: Row<"sessions">) {
  return {
    id: row.id,
    day_of_the_week: row.day_of_the_week,
    queue_location: locationRefOf(db, row.location_id),
    start_time: row.start_time,
    end_time: row.end_time,
    quota: row.quota,
  };
}

export function presentSession(db: Database, row: Row<"sessions">): Session {
  return { ...sessionOf(db, row), is_active: row.is_active, ...auditOf(db, row) };
}

export function presentRejectionReason(row: Row<"rejectionReasons">) {
  return { id: row.id, reason: row.reason };
}

export function presentTicket(row: Row<"tickets">): Queue {
  return { ...row, rejection_reason: row.rejection_reason ? { reason: row.rejection_reason.reason } : null };
}

/** A location as the registration form lists it: only the active days off on the pickup date. */
export function presentGuestLocation(db: Database, row: Row<"locations">, date: string): GuestLocation {
  const daysOff = db.all("daysOff").filter((dayOff) => isBlockingDayOff(dayOff, row.id, date));
  const sessions = db.all("sessions").filter((session) => session.location_id === row.id && isSessionOffered(session, row, date));
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    description: row.description,
    queue_days_off: daysOff.map((dayOff) => ({ id: dayOff.id, date: dayOff.date, details: dayOff.details })),
    pickup_sessions: sessions.length,
    pickup_seats_left: sessions.reduce(
      (seats, session) => seats + remainingQuota(session.quota, db.tickets.registeredFor(session.id, date)),
      0,
    ),
  };
}

export function presentGuestSession(db: Database, row: Row<"sessions">, date: string): GuestSession {
  return { ...sessionOf(db, row), remaining_quota: remainingQuota(row.quota, db.tickets.registeredFor(row.id, date)) };
}
