// the plain rules, not the schema barrel: a citizen's phone loads no schema library (ADR 802)
import { checkGuestRegistration } from "../../api/contract/guest-rules";
import { CHOOSE_LOCATION_TEXT, CHOOSE_SESSION_TEXT } from "./choices";

export type Values = { no_kjp: string; no_ktp: string; no_kk: string };
export type FieldName = keyof Values | "location_id" | "session_id";
export type FieldErrors = Partial<Record<FieldName, string>>;
export const EMPTY: Values = { no_kjp: "", no_ktp: "", no_kk: "" };
export const FIELD_ORDER: FieldName[] = ["no_kjp", "no_ktp", "no_kk", "location_id", "session_id"];
export const fieldId = (name: FieldName) => `isian-${name}`;

/** The form's own checks: the contract's messages (docs/product.md §5) plus the two choices. */
export function check(values: Values, locationId: number | null, sessionId: number | null) {
  const result = checkGuestRegistration({ ...values, session_id: sessionId ?? 0 });
  const errors: FieldErrors = result.ok ? {} : { ...result.fieldErrors };
  if (locationId === null) errors.location_id = CHOOSE_LOCATION_TEXT;
  if (errors.session_id !== undefined || sessionId === null) errors.session_id = CHOOSE_SESSION_TEXT;
  if (locationId === null) delete errors.session_id;
  return { body: result.ok ? result.value : null, errors };
}
