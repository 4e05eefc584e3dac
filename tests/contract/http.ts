import { readFileSync } from "node:fs";
import { expect, inject } from "vitest";
import { API_PREFIX } from "../../contract/endpoints";
import { createAnswerChecker } from "../../server/openapi/answer-check";

/** A bare HTTP client for the contract suite: no app code, its own cookie jar, answers as they come. */
export type Answer = { status: number; body: unknown; headers: Headers };

/**
 * The committed document, as a backend team gets it: every answer the suite receives must fit it (ADR 004); null
 * when it does, else the mismatch with the document's pointer. The path is under /api/v1.
 */
export const documentProblem = createAnswerChecker(
  JSON.parse(readFileSync(new URL("../../docs/openapi.json", import.meta.url), "utf8")),
);

export function expectDocumented(answer: Parameters<typeof documentProblem>[0]) {
  const problem = documentProblem(answer);
  if (problem) throw new Error(`The answer does not fit docs/openapi.json: ${problem}`);
}

/**
 * What a guest list's 200 says while a cache may keep it (the API's word, black-box: docs/deploy.md): a second, and a
 * second more while the next is fetched, never longer (nginx then serves no list kept before 21:00 after it).
 */
export const LIST_CACHE = "public, max-age=1, stale-while-revalidate=1";
/** What the scheduled date's 200 says while a cache may keep it: as a list's. */
export const SCHEDULED_DATE_CACHE = LIST_CACHE;

/**
 * What every API answer tells caches and browsers (issue 33; server/api.ts): nothing is kept but the public guest
 * lists (for a second) and the scheduled date while the window holds, and no answer is sniffed into another type.
 * Checked on every answer the suite receives.
 */
export function expectCacheHeaders(method: string, path: string, status: number, headers: Headers) {
  const publicList = method === "GET" && status === 200 && /^\/queues\/(locations|sessions)\/get(\?|$)/.test(path);
  // the scheduled date's 200 is kept while the window is open and stays open, by the server's clock (its boundaries:
  // mocks/api-tests/guest.test.ts); either answer here
  const scheduledDate = method === "POST" && status === 200 && /^\/queues\/getScheduledDate\/?(\?|$)/.test(path);
  const cacheControl = headers.get("cache-control");
  const allowed = scheduledDate && cacheControl === SCHEDULED_DATE_CACHE ? SCHEDULED_DATE_CACHE : "no-store";
  // a list's 200 is kept but in the seconds before 21:00, when the date it is for moves on (same test file)
  const listAllowed = cacheControl === "no-store" ? "no-store" : LIST_CACHE;
  expect({ answer: `${method} ${path} → ${status}`, cacheControl }).toEqual({
    answer: `${method} ${path} → ${status}`,
    cacheControl: publicList ? listAllowed : allowed,
  });
  expect(headers.get("x-content-type-options")).toBe("nosniff");
}

/** `origin` defaults to the API under test (the mock, or API_BASE_URL). */
export function apiClient(origin: string = inject("apiBaseUrl")) {
  const base = origin + API_PREFIX;
  const jar = new Map<string, string>();

  async function send(
    method: string,
    path: string,
    options: {
      body?: unknown;
      /** the body's Content-Type (default application/json); null sends the JSON text as bytes of no type */
      contentType?: string | null;
      token?: string;
      cookies?: boolean;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined && options.contentType !== null)
      headers["Content-Type"] = options.contentType ?? "application/json";
    const sent = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.cookies !== false && jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await fetch(base + path, {
      method,
      headers,
      // fetch gives a text body `text/plain;charset=UTF-8` of its own, bytes none
      body: sent !== undefined && options.contentType === null ? new TextEncoder().encode(sent) : sent,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) jar.set(name.trim(), value.join("="));
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    const contentType = response.headers.get("content-type") ?? "";
    expectDocumented({ method, path, status: response.status, contentType, body });
    expectCacheHeaders(method, path, response.status, response.headers);
    return { status: response.status, body, headers: response.headers };
  }

  /** A binary answer (the xlsx export). */
  async function download(path: string, token: string): Promise<{ status: number; contentType: string; bytes: Uint8Array }> {
    const response = await fetch(base + path, { headers: { Authorization: `Bearer ${token}` } });
    const contentType = response.headers.get("content-type") ?? "";
    const bytes = new Uint8Array(await response.arrayBuffer());
    const body = contentType.includes("json") ? (JSON.parse(new TextDecoder().decode(bytes)) as unknown) : bytes;
    expectDocumented({ method: "GET", path, status: response.status, contentType, body });
    expectCacheHeaders("GET", path, response.status, response.headers);
    return { status: response.status, contentType, bytes };
  }

  return { send, download, jar };
}

/** Credentials for a real backend come from the environment; the defaults are the mock's demo users. */
export const credentials = {
  admin: { username: process.env.API_USERNAME ?? "superadmin", password: process.env.API_PASSWORD ?? "antrean123" },
  noPermissions: { username: process.env.API_GUEST_USERNAME ?? "tamu", password: process.env.API_GUEST_PASSWORD ?? "antrean123" },
};

/** The payload of a JWT (no verification: the suite checks the shape the client relies on). */
export function tokenPayload(token: string): unknown {
  const part = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(part.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8"));
}
