/**
 * Reading failed calls without importing the API layer (src/lib may use the contract's types only). Every error
 * the API client throws is an `ApiError` whose `message` is the server's `error` text, else the error's own message
 * (docs/product.md §8) — so `describeError` gives the same text as `errorText` from src/api/errors.
 */

export const GENERIC_ERROR_MESSAGE = "Something went wrong";

/** docs/product.md §8 text of a failure. */
export function describeError(error: unknown): string {
  if (typeof error === "string" && error) return error;
  if (typeof error === "object" && error !== null && "message" in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === "string" && message) return message;
  }
  return GENERIC_ERROR_MESSAGE;
}

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
