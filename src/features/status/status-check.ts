// the plain rules, not the schema barrel: a citizen's phone loads no schema library (ADR 802)
import { checkGuestStatus, kjpProblems, someProblems, type Problems } from "../../../contract/guest-rules";

/** An empty date, or one that is not YYYY-MM-DD (a browser without a date picker), gets this. */
export const CHOOSE_DATE_TEXT = "Pilih tanggal pengambilan";

export type StatusValues = { no_kjp: string; date: string };
/** The KJP's problems are every rule it breaks, each on a line of its own; the date's is one message. */
export type StatusFieldErrors = { no_kjp?: Problems; date?: string };

/**
 * The status check's form: the body to send, or each field's problems. The KJP names every rule it breaks through
 * the same function as the registration form (`kjpProblems`), so '12a' reads the same on both pages, the digit rule
 * first (docs/product.md §5.2); the contract's `checkGuestStatus` decides whether the body may be sent.
 */
export function checkStatusForm(values: StatusValues) {
  const result = checkGuestStatus(values);
  const kjp = someProblems(kjpProblems(values.no_kjp));
  const errors: StatusFieldErrors = {};
  if (kjp) errors.no_kjp = kjp;
  if (!values.date || (!result.ok && result.fieldErrors.date)) errors.date = CHOOSE_DATE_TEXT;
  return { body: result.ok && values.date ? result.value : null, errors };
}
