import { errorText, type ScreenLanguage } from "../api/errors";

/**
 * How the admin pages sort a failed call (its status, its field errors). Its words come from `errorText`
 * (src/api/errors.ts, docs/product.md §8), the one wording of a failure.
 */

/** HTTP status of a failure (0 for network errors), or undefined for anything else. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "status" in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === "number") return status;
  }
  return undefined;
}

/** 403: the signed-in user lacks the permission this data needs. */
export function isForbidden(error: unknown): boolean {
  return statusOf(error) === 403;
}

export function isNotFound(error: unknown): boolean {
  return statusOf(error) === 404;
}

/** Field errors of a 422 (`{ field: message }`), empty otherwise. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (typeof error === "object" && error !== null && "fieldErrors" in error) {
    const fields = (error as { fieldErrors: unknown }).fieldErrors;
    if (typeof fields === "object" && fields !== null) return fields as Record<string, string>;
  }
  return {};
}

/** How a screen should present a failed read: no permission, missing record, or a generic error with retry. */
export type FailureKind = "forbidden" | "notFound" | "error";

export function failureKind(error: unknown): FailureKind {
  if (isForbidden(error)) return "forbidden";
  if (isNotFound(error)) return "notFound";
  return "error";
}

/** A query the admin pages show before it has data (loading, 403, 404, an error with retry). */
type ReadQuery = { isPending: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };

/** What `AdminQueryState` shows for that query: its state, the failure in `errorText`'s words, and the retry. */
export function queryStateOf(query: ReadQuery, language: ScreenLanguage = "en") {
  return {
    status: query.isPending ? ("loading" as const) : failureKind(query.error),
    errorText: query.error ? errorText(query.error, "staff", language) : undefined,
    onRetry: () => void query.refetch(),
    isRetrying: query.isFetching,
  };
}
