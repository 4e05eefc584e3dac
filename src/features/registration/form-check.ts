// the plain rules, not the schema barrel: a citizen's phone loads no schema library (ADR 802)
import { checkGuestRegistration } from "../../api/contract/guest-rules";
import type {
  RegistrationFieldErrors,
  RegistrationField,
  RegistrationForm,
  RegistrationValues,
} from "../../../machines/registration-attempt";
import { CHOOSE_LOCATION_TEXT, CHOOSE_SESSION_TEXT } from "./choices";

export type Values = RegistrationValues;
export const FIELD_ORDER: RegistrationField[] = ["no_kjp", "no_ktp", "no_kk", "location_id", "session_id"];
export const fieldId = (name: RegistrationField) => `isian-${name}`;

/**
 * The form's rules, which the registration machine runs (`withFormCheck`, use-registration-attempt.ts): the
 * contract's messages (docs/product.md §5) plus the two choices.
 */
export function check({ values, locationId, sessionId }: RegistrationForm): RegistrationFieldErrors {
  const result = checkGuestRegistration({ ...values, session_id: sessionId ?? 0 });
  const errors: RegistrationFieldErrors = result.ok ? {} : { ...result.fieldErrors };
  if (locationId === null) errors.location_id = CHOOSE_LOCATION_TEXT;
  if (errors.session_id !== undefined || sessionId === null) errors.session_id = CHOOSE_SESSION_TEXT;
  if (locationId === null) delete errors.session_id;
  return errors;
}
