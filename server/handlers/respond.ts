import { HttpResponse } from "msw";
import type { EndpointName, ErrorBody, ErrorCode, ResponseOf } from "../../src/api/contract";
import type { Violation } from "../rules/violation";

/** The payload inside `{ data }` of an endpoint's success body. */
export type DataOf<N extends EndpointName> = ResponseOf<N> extends { data?: infer D } ? D : never;

export function ok(data: unknown, status = 200, headers?: HeadersInit): Response {
  return HttpResponse.json({ data }, { status, headers });
}

/** `{ error, code, errors? }` with its status (docs/product.md §10). */
export function fail(
  status: number,
  code: ErrorCode,
  message: string,
  errors?: Record<string, string>,
  headers?: HeadersInit,
): Response {
  const body: ErrorBody = errors ? { error: message, code, errors } : { error: message, code };
  return HttpResponse.json(body, { status, headers });
}

export function refuse(violation: Violation): Response {
  return fail(violation.status, violation.code, violation.message, violation.errors);
}

export function notFound(what: string): Response {
  return fail(404, "NOT_FOUND", `${what} not found`);
}
