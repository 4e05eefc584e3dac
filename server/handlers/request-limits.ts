import type { ApiRequest } from "./api-request";
import { fail } from "./respond";

/**
 * What the API accepts from a request before any route sees it (docs/decisions/106-mock-http-hardening.md).
 * Every legitimate call of the app is far below each: the largest body is a few hundred bytes, the deepest two levels.
 */
export const REQUEST_LIMITS = {
  /** request body, bytes → 413 */
  maxBodyBytes: 64 * 1024,
  /** JSON nesting of objects and arrays → 400 */
  maxJsonDepth: 16,
  /** path and query, characters → 414 */
  maxUrlLength: 2048,
  /** all request headers together, bytes (Node's parser) → 431 */
  maxHeaderBytes: 16 * 1024,
} as const;

/**
 * What is wrong with a path (as sent: the Node server checks the request line before URL parsing would resolve
 * `/x/%2e%2e` to `/`), or null.
 */
export function pathProblem(pathname: string, search = ""): { status: number; message: string } | null {
  if (pathname.length + search.length > REQUEST_LIMITS.maxUrlLength)
    return { status: 414, message: `The URL is longer than ${REQUEST_LIMITS.maxUrlLength} characters` };
  const segments = pathname.split("/");
  // a path without a percent-escape (every call of the app) is its own decoding: no decode per segment (issue 34)
  if (pathname.includes("%"))
    for (let i = 0; i < segments.length; i++) {
      try {
        segments[i] = decodeURIComponent(segments[i]!);
      } catch {
        return { status: 400, message: "The path is not valid percent-encoding" };
      }
    }
  let dotSegment = false;
  for (const segment of segments) {
    if (hasControlCharacter(segment)) return { status: 400, message: "The path contains control characters" };
    // a backslash is a slash to a URL parser (`new URL` resolves `/a\..\b` to `/b`) but not to nginx, which routes
    // by the path as sent: refused like a dot segment, so no path reaches a route nginx did not see
    // (deploy/nginx/antrean-api.conf's per-route limits)
    dotSegment ||= segment === "." || segment === ".." || segment.includes("/") || segment.includes("\\");
  }
  return dotSegment ? { status: 404, message: "No such path" } : null;
}

/** A C0 control character or DEL. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The deepest nesting of objects and arrays in JSON text, counted without parsing (a stack-free scan, so a
 * 5,000-deep body costs a loop, not a recursion); stops as soon as it passes `limit`.
 */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") {
      if (++depth > limit) return true;
    } else if (char === "}" || char === "]") depth--;
  }
  return false;
}

/**
 * Whether a Content-Type value names JSON: `application/json` or any `application/*+json`, parameters allowed
 * (`; charset=utf-8`), in any case (RFC 9110 §8.3.1). An absent or empty header names nothing.
 */
export function isJsonMediaType(contentType: string | null): boolean {
  const essence = (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
  return JSON_MEDIA_TYPE.test(essence);
}

const JSON_MEDIA_TYPE = /^application\/(?:[a-z0-9!#$&^_.+-]+\+)?json$/;

/**
 * The body as JSON within REQUEST_LIMITS, or the 400/413/415 to answer. An empty body reads as `{}`, so a missing
 * body reports each missing field (422) instead of a bare 400. A body of any other media type is 415, also without a
 * Content-Type: `text/plain` and form bodies are what a cross-site form or a no-preflight fetch can send (ADR 106).
 */
export async function readJsonBody(request: ApiRequest): Promise<{ value: unknown } | Response> {
  const text = await request.text();
  // at most 3 bytes a UTF-16 unit: a text that short is within the limit without encoding it (every call of the app)
  if (text.length * 3 > REQUEST_LIMITS.maxBodyBytes && new TextEncoder().encode(text).length > REQUEST_LIMITS.maxBodyBytes)
    return fail(413, "BAD_REQUEST", `The request body is larger than ${REQUEST_LIMITS.maxBodyBytes} bytes`);
  if (text === "") return { value: {} };
  if (!isJsonMediaType(request.headers.get("content-type")))
    return fail(415, "UNSUPPORTED_MEDIA_TYPE", "The request body must be JSON (Content-Type: application/json)");
  if (text.trim() === "") return { value: {} };
  if (exceedsJsonDepth(text, REQUEST_LIMITS.maxJsonDepth))
    return fail(400, "BAD_REQUEST", `The request body is nested deeper than ${REQUEST_LIMITS.maxJsonDepth} levels`);
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return fail(400, "BAD_REQUEST", "The request body is not valid JSON");
  }
}
