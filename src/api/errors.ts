import type { ErrorBody } from "./contract/envelopes";

/**
 * One normalised error for every failed call. `message` is the server's `error` field when there is one,
 * else the error's own message (SPEC §8).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    /** seconds, from Retry-After on a 429 */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** Network failures have no status; they get 0 and code NETWORK. */
export const NETWORK_ERROR_MESSAGE = "Network Error";

type RedaxiosFailure = { status: number; statusText?: string; data?: unknown; headers?: Headers };

function isFailure(value: unknown): value is RedaxiosFailure {
  return (
    typeof value === "object" && value !== null && "status" in value && typeof (value as { status: unknown }).status === "number"
  );
}

/** The error body of DESIGN §3, checked by hand: this runs on every page, so it carries no schema library. */
function readErrorBody(data: unknown): ErrorBody | null {
  if (typeof data !== "object" || data === null) return null;
  const { error, code, errors } = data as Record<string, unknown>;
  if (typeof error !== "string" || typeof code !== "string") return null;
  const fieldErrors =
    typeof errors === "object" && errors !== null && Object.values(errors).every((v) => typeof v === "string")
      ? (errors as Record<string, string>)
      : undefined;
  return fieldErrors ? { error, code, errors: fieldErrors } : { error, code };
}

/** Turns whatever a call rejected with into an ApiError. */
export function toApiError(failure: unknown): ApiError {
  if (failure instanceof ApiError) return failure;
  if (isFailure(failure)) {
    const parsed = readErrorBody(failure.data);
    const retryAfterHeader = failure.headers?.get?.("Retry-After");
    const retryAfter = retryAfterHeader ? Number(retryAfterHeader) : undefined;
    if (parsed) {
      return new ApiError(failure.status, parsed.code, parsed.error, parsed.errors ?? {}, retryAfter);
    }
    const message = `Request failed with status code ${failure.status}`;
    return new ApiError(failure.status, "HTTP_" + failure.status, message, {}, retryAfter);
  }
  if (failure instanceof Error) return new ApiError(0, "NETWORK", failure.message || NETWORK_ERROR_MESSAGE);
  return new ApiError(0, "UNKNOWN", String(failure));
}

/** SPEC §8: the server's error text, else the error's own general message. */
export function errorText(error: unknown): string {
  return toApiError(error).message;
}
