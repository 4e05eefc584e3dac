import type { EndpointName, ErrorBody, ErrorCode, ResponseOf } from "../../contract";
import { isViolation, type Violation } from "../rules/violation";

/** The payload inside `{ data }` of an endpoint's success body. */
export type DataOf<N extends EndpointName> = ResponseOf<N> extends { data?: infer D } ? D : never;

/**
 * Browsers drop Set-Cookie from a Response made by script (a forbidden response header), and the demo's API runs in
 * the page: each answer's cookies are kept here too, for the in-page transport to hand to msw (mocks/transport.ts).
 */
const setCookies = new WeakMap<Response, string[]>();

/** The Set-Cookie values of an API answer (also in the browser, where the header itself is gone). */
export function setCookiesOf(response: Response): string[] {
  return setCookies.get(response) ?? response.headers.getSetCookie();
}

/**
 * Each answer's body text as it was written, for the Node transport (server/http-server.ts) to send as it is rather
 * than read back through the Response's stream (a few % of a rush's CPU, docs/performance.md).
 */
const bodyTexts = new WeakMap<Response, string>();

/** The JSON text an API answer was made with, or undefined for a Response made elsewhere (read its body then). */
export function bodyTextOf(response: Response): string | undefined {
  return bodyTexts.get(response);
}

/** A JSON answer; `headers` may carry Set-Cookie. */
export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  return jsonText(JSON.stringify(body), status, headers);
}

/** A JSON answer from its text, already serialized (an answer kept for many requests, handlers/guest.ts). */
export function jsonText(text: string, status = 200, headers?: HeadersInit): Response {
  if (headers === undefined) {
    // most answers: no headers of their own, so no Headers object to build and search for cookies (issue 34)
    const response = new Response(text, { status, headers: JSON_ONLY });
    bodyTexts.set(response, text);
    return response;
  }
  const all = new Headers(headers);
  all.set("Content-Type", "application/json");
  const cookies = all.getSetCookie();
  const response = new Response(text, { status, headers: all });
  if (cookies.length > 0) setCookies.set(response, cookies);
  bodyTexts.set(response, text);
  return response;
}

const JSON_ONLY = { "Content-Type": "application/json" } as const;

export function ok(data: unknown, status = 200, headers?: HeadersInit): Response {
  return json({ data }, status, headers);
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
  return json(body, status, headers);
}

export function refuse(violation: Violation): Response {
  return fail(violation.status, violation.code, violation.message, violation.errors);
}

export function notFound(what: string): Response {
  return fail(404, "NOT_FOUND", `${what} not found`);
}

/** The cookies of a Cookie header (the Node transports; the page's transport passes msw's). */
export function cookiesOf(request: Request): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at < 1) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    try {
      cookies[name] ??= decodeURIComponent(value);
    } catch {
      cookies[name] ??= value;
    }
  }
  return cookies;
}

/** A store's answer about one record: 404 when there is none (`what` names it), the refusal, or `respond(record)`. */
export function answerRecord<T extends object>(
  result: T | null | Violation,
  what: string,
  respond: (record: T) => Response,
): Response {
  if (result === null) return notFound(what);
  if (isViolation(result)) return refuse(result);
  return respond(result);
}
