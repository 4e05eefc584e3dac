import { afterAll, beforeAll, expect } from "vitest";
import { API_PREFIX, buildPath, type Endpoint, type EndpointName, type ErrorBody, type ResponseOf } from "../../contract";
import { endpoints } from "../../contract/endpoints";
import { checkAnswer, isSuccessStatus } from "../../contract/response-check";
import type { BackendOptions } from "../backend";
import { DEMO_PASSWORD } from "../../server/seed/fixtures";
import { createMockServer, type MockServer } from "../node";

/** Tests talk to the mock over (intercepted) HTTP at this origin, like any client. */
export const ORIGIN = "http://localhost";

/** A Tuesday, inside the registration window; pickup is Wednesday 2026-03-11. */
export const TEST_NOW = "2026-03-10T10:00:00.000+07:00";

/**
 * An answer of endpoint N, its body already held to the contract by `call`: below 400 the endpoint's success body
 * (`ok`; a Blob for a file), else the error body every endpoint shares. A test reads it through `answered` or `refused`,
 * which assert the status first.
 */
export type CallResult<N extends EndpointName = EndpointName> = { name: N; status: number; headers: Headers } & (
  { ok: true; body: ResponseOf<N> } | { ok: false; body: ErrorBody }
);

export type CallOptions = {
  token?: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
};

export type TestApi = MockServer & {
  /** Calls an endpoint of the contract and checks the answer against it (success or error body). */
  call<N extends EndpointName>(name: N, options?: CallOptions): Promise<CallResult<N>>;
  /** A raw request to a path under /api/v1, no contract check. */
  fetchPath(path: string, init?: RequestInit): Promise<Response>;
  /** An access token for a demo login. */
  login(username: string): Promise<string>;
};

/**
 * One mock API per test file: seeded, listening, the clock frozen at TEST_NOW (a fresh seed per file keeps
 * files independent; call `reset()` for a fresh seed inside a file).
 */
export function useTestApi(options: BackendOptions = {}): TestApi {
  const api = {} as TestApi;
  beforeAll(async () => {
    const mock = await createMockServer({ seed: false, ...options });
    mock.clock.freeze(TEST_NOW);
    await mock.reset({ tickets: 300, ...(options.seed || {}) });
    mock.server.listen({ onUnhandledRequest: "error" });
    Object.assign(api, mock, testCalls());
  });
  afterAll(() => api.server?.close());
  return api;
}

function testCalls(): Pick<TestApi, "call" | "fetchPath" | "login"> {
  const fetchPath = (path: string, init?: RequestInit) => fetch(`${ORIGIN}${API_PREFIX}${path}`, init);

  async function call<N extends EndpointName>(name: N, options: CallOptions = {}): Promise<CallResult<N>> {
    const endpoint: Endpoint = endpoints[name];
    const sent: Record<string, string> = { ...options.headers };
    if (options.token) sent.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) sent["content-type"] = "application/json";
    const search = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}` : "";
    const response = await fetchPath(buildPath(endpoint.path, options.params) + search, {
      method: endpoint.method,
      headers: sent,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const isJson = response.headers.get("content-type")?.includes("json");
    const body: unknown = isJson ? await response.json() : await response.blob();
    const outside = checkAnswer(endpoint, response.status, body);
    if (outside) throw new Error(`${name} answered ${response.status} outside the contract: ${outside}\n${JSON.stringify(body)}`);
    const { status, headers } = response;
    // checkAnswer has just held the body to the schema these types are inferred from: the error body, or the
    // endpoint's response (none for a file: then it must have come as one, not as JSON)
    if (!isSuccessStatus(status)) return { name, status, headers, ok: false, body: body as ErrorBody };
    if (!endpoint.response && !(body instanceof Blob)) throw new Error(`${name} answered ${status} with JSON, not a file`);
    return { name, status, headers, ok: true, body: body as ResponseOf<N> };
  }

  async function login(username: string): Promise<string> {
    return answered(await call("login", { body: { username, password: DEMO_PASSWORD } }), 200).data.accessToken;
  }

  return { call, fetchPath, login };
}

/**
 * The success body of an answer, once its status is asserted (a failure shows the body, the error's code and field
 * errors). Asking for an error status here is the test's mistake: `refused` reads those.
 */
export function answered<N extends EndpointName>(result: CallResult<N>, status: number): ResponseOf<N> {
  expect(result.status, `${result.name} answered ${JSON.stringify(result.body)}`).toBe(status);
  if (!result.ok) throw new Error(`answered(…, ${status}): ${status} is an error status, read with refused`);
  return result.body;
}

/** The error body of an answer, once its status is asserted (a failure shows the body that came instead). */
export function refused<N extends EndpointName>(result: CallResult<N>, status: number): ErrorBody {
  expect(result.status, `${result.name} answered ${JSON.stringify(result.body)}`).toBe(status);
  if (result.ok) throw new Error(`refused(…, ${status}): ${status} is a success status, read with answered`);
  return result.body;
}

/** The `name=value` of a Set-Cookie header, to send back as a Cookie header. */
export function cookiePair(setCookie: string | null): string {
  return setCookie?.split(";")[0] ?? "";
}

/** A valid guest registration body for a person number `n` (distinct KTPs per n). */
export function guestBody(sessionId: number, n = 1): { no_kjp: string; no_ktp: string; no_kk: string; session_id: number } {
  const digits = String(n).padStart(6, "0");
  return { no_kjp: `5049480000${digits}`, no_ktp: `3171010101${digits}`, no_kk: `3171020202${digits}`, session_id: sessionId };
}
