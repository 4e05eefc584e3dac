import { adminProblems } from "../../contract/admin-rules";
import { violation, type Violation } from "./violation";

/** Usernames, slugs, codes and rejection reasons compare without case or surrounding spaces: "JKT" and "jkt " are the same code. */
export function sameKey(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * 409 DUPLICATE when another record already holds `value` in `field`. `selfId` is the record being edited
 * (keeping its own value is not a conflict).
 */
export function checkUnique<R extends { id: number }>(
  records: Iterable<R>,
  field: keyof R & string,
  value: string | undefined,
  selfId?: number,
): Violation | null {
  if (value === undefined) return null;
  for (const record of records) {
    if (record.id !== selfId && sameKey(String(record[field]), value)) {
      return violation(409, "DUPLICATE", `The ${field} "${value}" is already taken`, {
        [field]: adminProblems.taken,
      });
    }
  }
  return null;
}
