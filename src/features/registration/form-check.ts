// the plain rules, not the schema barrel: a citizen's phone loads no schema library (ADR 802)
import { isId99999, kjpProblems, kkProblems, ktpProblems, someProblems } from "../../../contract/guest-rules";
import type {
  RegistrationFieldErrors,
  RegistrationField,
  RegistrationForm,
  RegistrationValues,
} from "../../../machines/registration-attempt";
import { CHOOSE_LOCATION_TEXT, CHOOSE_SESSION_TEXT, sessionLetGoText } from "./choices";

export type Values = RegistrationValues;
export const FIELD_ORDER: RegistrationField[] = ["no_kjp", "no_ktp", "no_kk", "location_id", "session_id"];
export const fieldId = (name: RegistrationField) => `isian-${name}`;

/** The fields' labels: each item of the error summary names its field (docs/product.md §5). */
export const FIELD_LABELS: Record<RegistrationField, string> = {
  no_kjp: "Nomor KJP",
  no_ktp: "Nomor KTP",
  no_kk: "Nomor KK",
  location_id: "Lokasi",
  session_id: "Sesi",
};

/**
 * The form's rules, which the registration machine runs (`withFormCheck`, use-registration-attempt.ts): the
 * contract's rules and messages (docs/product.md §5), every one a field breaks (each the contract's sentence as it is,
 * shown on a line of its own, docs/product.md §5.2: '12ab' as a KTP breaks two), plus the two choices.
 */
export function check({ values, locationId, sessionId, sessionLetGo }: RegistrationForm): RegistrationFieldErrors {
  const errors: RegistrationFieldErrors = {
    no_kjp: someProblems(kjpProblems(values.no_kjp)),
    no_ktp: someProblems(ktpProblems(values.no_ktp)),
    no_kk: someProblems(kkProblems(values.no_kk)),
    location_id: locationId === null ? CHOOSE_LOCATION_TEXT : undefined,
    session_id:
      locationId === null
        ? undefined
        : sessionId === null && sessionLetGo !== null
          ? sessionLetGoText(sessionLetGo)
          : sessionId === null || !isId99999(sessionId)
            ? CHOOSE_SESSION_TEXT
            : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}
