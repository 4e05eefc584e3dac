import { errorText, isSessionEndedError } from "../api/errors";
import type { ScreenLanguage } from "../lib/screen-language";
import { failureKind } from "../../contract/failure-kind";

/**
 * How the admin pages present a failed call, from the one sorting of failures by kind (`failureKind`, src/lib) and
 * its field errors. Its words come from `errorText` (src/api/errors.ts, docs/product.md §8), the one wording of a failure.
 */

/** 403: the signed-in user lacks the permission this data needs. */
export function isForbidden(error: unknown): boolean {
  return failureKind(error) === "forbidden";
}

export function isNotFound(error: unknown): boolean {
  return failureKind(error) === "notFound";
}

/** Field errors of a 422 (`{ field: message }`), empty otherwise. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (typeof error === "object" && error !== null && "fieldErrors" in error) {
    const fields = (error as { fieldErrors: unknown }).fieldErrors;
    if (typeof fields === "object" && fields !== null) return fields as Record<string, string>;
  }
  return {};
}

/**
 * The retry a failed read offers: none after the session's end (its refresh refused), where a retry could only fail
 * again and the failure's text says to reload (src/api/errors.ts SESSION_ENDED_CALL_TEXT).
 */
export function retryUnlessSessionEnded(error: unknown, retry: () => void): (() => void) | undefined {
  return isSessionEndedError(error) ? undefined : retry;
}

/** How an admin screen presents a failed read: no permission, missing record, or a generic error with retry. */
export type ReadFailureView = "forbidden" | "notFound" | "error";

export function readFailureView(error: unknown): ReadFailureView {
  const kind = failureKind(error);
  return kind === "forbidden" || kind === "notFound" ? kind : "error";
}

/** A query the admin pages show before it has data (loading, 403, 404, an error with retry). */
type ReadQuery = { isPending: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };

/** What `AdminQueryState` shows for that query: its state, the failure in `errorText`'s words, and the retry. */
export function queryStateOf(query: ReadQuery, language: ScreenLanguage = "en") {
  return {
    status: query.isPending ? ("loading" as const) : readFailureView(query.error),
    errorText: query.error ? errorText(query.error, "staff", language) : undefined,
    onRetry: retryUnlessSessionEnded(query.error, () => void query.refetch()),
    isRetrying: query.isFetching,
  };
}
