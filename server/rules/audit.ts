import { wibTimestamp } from "../../contract/wib";

/** Stored audit trail: WIB timestamps and the acting user's id (names are looked up when presented). */
export type AuditFields = { created_at: string; updated_at: string; created_by: number | null; updated_by: number | null };

export function createdAudit(now: number, userId: number | null): AuditFields {
  const at = wibTimestamp(now);
  return { created_at: at, updated_at: at, created_by: userId, updated_by: userId };
}

export function updatedAudit(now: number, userId: number | null): Pick<AuditFields, "updated_at" | "updated_by"> {
  return { updated_at: wibTimestamp(now), updated_by: userId };
}
