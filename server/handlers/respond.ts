import type { EndpointName, ErrorBody, ErrorCode, ResponseOf } from "../../contract";
import { isViolation, type Violation } from "../rules/violation";
import type { ApiRequest } from "./api-request";

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
 * than read back through the Response's stream (a few % of a rush's CPU, docs/performance-log.md).
 */
const bodyTexts = new WeakMap<Response, string>();

/** The JSON text an API answer was made with, or undefined for a Response made elsewhere (read its body then). */
export function bodyTextOf(response: Response): string | undefined {
  return bodyTexts.get(response);
}

const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The guest lists' Cache-Control: kept a second by nginx's micro-cache in front of the processes (ADR 125), and a
 * second more stale while nginx fetches the next. Bounded here: nginx serves a copy at most 3 s after it received it
 * (whole seconds), within the 5 s before 21:00 in which the lists say no-store (registration-window.ts
 * `listsMayBeKept`), so no kept list of tomorrow's markets is served from 21:00. `proxy_cache_use_stale updating` in
 * antrean-api.conf served the last copy kept before 20:59:55 at 21:00:00 (a no-store answer does not replace it;
 * deploy/nginx.proxy.test.ts, session 34).
 */
export const PUBLIC_LIST_CACHE = "public, max-age=1, stale-while-revalidate=1";

/** The scheduled date's, while nothing in it can turn false meanwhile (handlers/guest.ts): as the lists'. */
export const SCHEDULED_DATE_CACHE = PUBLIC_LIST_CACHE;

/**
 * A JSON answer of the API as plain data: the Node transport writes it with writeHead/end as it is, and the API's
 * fetch form (server/api.ts createApi: msw in the page, tests) makes it a Response (`responseOf`). A Response costs a
 * web stream for its body and a Headers object, about 20 µs a call, a tenth of a kept guest list's CPU (issue 34).
 */
export class JsonAnswer {
  /** the endpoint that answered, set by the API (server/api.ts) */
  route: EndpointName | undefined = undefined;
  /** Cache-Control, set by the API for every answer it gives (server/api.ts withCacheHeaders) */
  cacheControl: string | undefined = undefined;

  constructor(
    readonly status: number,
    /** the JSON text, or its UTF-8 bytes (a kept list's, made once, handlers/guest.ts) */
    readonly body: string | Uint8Array<ArrayBuffer>,
    /** headers besides Content-Type, the cache's and Set-Cookie (Retry-After, Idempotent-Replayed) */
    readonly headers: Readonly<Record<string, string>> = NO_HEADERS,
    readonly cookies: readonly string[] = [],
    /** the error body's code of a refusal (the request log and metrics read it), else null */
    readonly code: ErrorCode | null = null,
  ) {}
}

/** What the API answers: mostly a JsonAnswer; a Response where it is one already (a fault's, the queue export's). */
export type Answer = Response | JsonAnswer;

// Header names in lower case, as Headers hands out a resolver's own (jsonTextAnswer) and HTTP/2 writes them: one key per
// header in the plain object the Node transport gives writeHead, which writes each key it is given (review SRV-2).
const JSON_ONLY = Object.freeze({ "content-type": "application/json" });
const withCache = new Map<string, Readonly<Record<string, string>>>();

/**
 * A JsonAnswer's headers but its cookies. Without headers of its own (most answers) one frozen object per
 * Cache-Control value, built once (issue 34).
 */
export function headersOf(answer: JsonAnswer): Readonly<Record<string, string>> {
  const cache = answer.cacheControl;
  if (answer.headers === NO_HEADERS) {
    if (cache === undefined) return JSON_ONLY;
    let kept = withCache.get(cache);
    if (!kept) {
      kept = Object.freeze({ ...JSON_ONLY, "cache-control": cache, "x-content-type-options": "nosniff" });
      withCache.set(cache, kept);
    }
    return kept;
  }
  return {
    ...JSON_ONLY,
    ...answer.headers,
    ...(cache === undefined ? {} : { "cache-control": cache, "x-content-type-options": "nosniff" }),
  };
}

/** The answer as a Response, for a fetch caller (msw, tests, the control API); its Set-Cookie kept for msw. */
export function responseOf(answer: Answer): Response {
  if (answer instanceof Response) return answer;
  const headers = new Headers(headersOf(answer));
  for (const cookie of answer.cookies) headers.append("Set-Cookie", cookie);
  const response = new Response(answer.body, { status: answer.status, headers });
  if (answer.cookies.length > 0) setCookies.set(response, [...answer.cookies]);
  if (typeof answer.body === "string") bodyTexts.set(response, answer.body);
  return response;
}

/**
 * The answer without its body, for a HEAD (RFC 9110 §9.3.2): the status and headers a GET gets, Set-Cookie kept for
 * msw. Node's ServerResponse drops a HEAD's body itself; a fetch caller (msw, tests) gets none to drop.
 */
export function bodilessResponseOf(answer: Answer): Response {
  const full = responseOf(answer);
  if (full.type === "error") return full;
  const response = new Response(null, { status: full.status, statusText: full.statusText, headers: full.headers });
  const cookies = setCookies.get(full);
  if (cookies) setCookies.set(response, cookies);
  return response;
}

/** A JSON answer from its text, already serialized; `headers` may carry Set-Cookie. */
export function jsonTextAnswer(
  text: string | Uint8Array<ArrayBuffer>,
  status = 200,
  headers?: HeadersInit,
  code?: ErrorCode,
): JsonAnswer {
  if (headers === undefined) return new JsonAnswer(status, text, NO_HEADERS, [], code ?? null);
  const all = new Headers(headers);
  const cookies = all.getSetCookie();
  all.delete("Set-Cookie");
  all.delete("Content-Type");
  const own: Record<string, string> = {};
  all.forEach((value, name) => {
    own[name] = value;
  });
  return new JsonAnswer(status, text, own, cookies, code ?? null);
}

export function jsonAnswer(body: unknown, status = 200, headers?: HeadersInit): JsonAnswer {
  return jsonTextAnswer(JSON.stringify(body), status, headers);
}

export function okAnswer(data: unknown, status = 200, headers?: HeadersInit): JsonAnswer {
  return jsonAnswer({ data }, status, headers);
}

/** `{ error, code, errors? }` with its status (docs/product.md §10). */
export function failAnswer(
  status: number,
  code: ErrorCode,
  message: string,
  errors?: Record<string, string>,
  headers?: HeadersInit,
): JsonAnswer {
  const body: ErrorBody = errors ? { error: message, code, errors } : { error: message, code };
  return jsonTextAnswer(JSON.stringify(body), status, headers, code);
}

/** The same answers as Responses, for code that answers only in fetch terms (the control API, readJsonBody). */
export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  return responseOf(jsonAnswer(body, status, headers));
}

export function ok(data: unknown, status = 200, headers?: HeadersInit): Response {
  return responseOf(okAnswer(data, status, headers));
}

export function fail(
  status: number,
  code: ErrorCode,
  message: string,
  errors?: Record<string, string>,
  headers?: HeadersInit,
): Response {
  return responseOf(failAnswer(status, code, message, errors, headers));
}

export function refuse(violation: Violation): JsonAnswer {
  return failAnswer(violation.status, violation.code, violation.message, violation.errors);
}

export function notFound(what: string): JsonAnswer {
  return failAnswer(404, "NOT_FOUND", `${what} not found`);
}

/** The cookies of a request's Cookie header (the Node transports). */
export function cookiesOf(request: ApiRequest): Record<string, string> {
  return cookiesOfHeader(request.headers.get("cookie") ?? "");
}

/** The cookies of a Cookie header's value (the demo page's transport sends the document's, mocks/page-api-handler.ts). */
export function cookiesOfHeader(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of header.split(";")) {
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
  respond: (record: T) => Answer,
): Answer {
  if (result === null) return notFound(what);
  if (isViolation(result)) return refuse(result);
  return respond(result);
}
