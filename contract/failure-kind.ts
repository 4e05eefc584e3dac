/**
 * The one sorting of a failed call by kind (docs/product.md §8): what a screen shows for a failure (no permission, a
 * missing record, try again) and which words it gets (`errorText` in src/api/errors.ts) follow from it. It reads any
 * failure by its shape: an `ApiError`, a machine's `EffectFailure`, a scenario's plain object, the adapter's response.
 */
export type FailureKind = "offline" | "tooMany" | "busy" | "serverError" | "forbidden" | "notFound" | "refused";

/** The HTTP status a failure carries (0 when the request never got an answer), or undefined when it carries none. */
export function failureStatus(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "status" in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === "number") return status;
  }
  return undefined;
}

/**
 * A failure without a status never reached the server: it counts as no connection. A 503 is the server saying it is
 * busy (it gave up waiting for the database). Only a registration answered 503 is known not to be saved: the server
 * looks before it answers so (ADR 127); another write answered 503 may have been done on SQL, where the database can
 * finish a call the server gave up on. Any other 5xx is an unexpected error, after which a write may or may not have
 * been done.
 */
export function failureKind(error: unknown): FailureKind {
  const status = failureStatus(error) ?? 0;
  if (status === 0) return "offline";
  if (status === 429) return "tooMany";
  if (status === 503) return "busy";
  if (status >= 500) return "serverError";
  if (status === 403) return "forbidden";
  if (status === 404) return "notFound";
  return "refused";
}
