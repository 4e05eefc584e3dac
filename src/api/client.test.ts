import { describe, expect, it, vi } from "vitest";
import { cleanQuery, createApiClient, type AuthBridge } from "./client";
import { ApiError, errorText } from "./errors";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

function recordingFetch(answer: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer(String(url), init ?? {});
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

const date = {
  data: {
    scheduled_date: "2026-11-22",
    registration_window: {
      is_open: true,
      opens_at: "2026-11-21T06:00:00.000+07:00",
      closes_at: "2026-11-21T21:00:00.000+07:00",
      server_time: "2026-11-21T08:00:00.000+07:00",
    },
  },
};

describe("api client", () => {
  it("calls the API under /api/v1 of the base URL, with cookies and no empty query values", async () => {
    const { calls, fetchImpl } = recordingFetch(() => json(200, { data: { page: 1, size: 10, total: 0, queues: [] } }));
    const client = createApiClient({ baseUrl: "https://api.example/", validateResponses: true, fetch: fetchImpl });
    await client.call("queueList", {
      query: { page: 1, size: 10, location_id: 0, no: "", no_kjp: undefined, date: "2026-11-22" },
    });
    expect(calls[0]?.url).toBe("https://api.example/api/v1/queues/?page=1&size=10&date=2026-11-22");
    expect(calls[0]?.init.credentials).toBe("include");
  });

  it("sends the bearer token only on authenticated calls", async () => {
    const { calls, fetchImpl } = recordingFetch(() => json(200, date));
    const auth: AuthBridge = { getAccessToken: () => "t1", refreshAfterUnauthorized: vi.fn(), signOutAfterUnauthorized: vi.fn() };
    const client = createApiClient({ baseUrl: "", auth, validateResponses: true, fetch: fetchImpl });
    await client.call("adminScheduledDate");
    await client.call("guestScheduledDate");
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe("Bearer t1");
    expect((calls[1]?.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it("rejects an answer that breaks the contract", async () => {
    const { fetchImpl } = recordingFetch(() => json(200, { data: { date: "2026-11-22" } }));
    const client = createApiClient({ baseUrl: "", validateResponses: true, fetch: fetchImpl });
    await expect(client.call("guestScheduledDate")).rejects.toMatchObject({ code: "CONTRACT" });
  });

  it("normalises errors: the server's error text, else the error's own message", async () => {
    const { fetchImpl } = recordingFetch(() =>
      json(422, { error: "Data tidak valid", code: "VALIDATION", errors: { no_kjp: "No KJP harus berisi minimal 16 karakter" } }),
    );
    const client = createApiClient({ baseUrl: "", validateResponses: true, fetch: fetchImpl });
    const failure = await client.call("guestCheckQueues", { body: { no_kjp: "1", date: "x" } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 422,
      code: "VALIDATION",
      message: "Data tidak valid",
      fieldErrors: { no_kjp: "No KJP harus berisi minimal 16 karakter" },
    });

    const bare = createApiClient({
      baseUrl: "",
      validateResponses: true,
      fetch: recordingFetch(() => new Response("oops", { status: 500 })).fetchImpl,
    });
    expect(errorText(await bare.call("guestScheduledDate").catch((e: unknown) => e))).toBe("Request failed with status code 500");

    const offline = createApiClient({
      baseUrl: "",
      validateResponses: true,
      fetch: (() => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch,
    });
    expect(await offline.call("guestScheduledDate").catch((e: unknown) => e)).toMatchObject({
      status: 0,
      code: "NETWORK",
      message: "Failed to fetch",
    });
  });

  it("reads Retry-After on a 429", async () => {
    const { fetchImpl } = recordingFetch(() =>
      json(429, { error: "Terlalu banyak permintaan", code: "RATE_LIMITED" }, { "Retry-After": "12" }),
    );
    const client = createApiClient({ baseUrl: "", validateResponses: true, fetch: fetchImpl });
    expect(await client.call("guestScheduledDate").catch((e: unknown) => e)).toMatchObject({ status: 429, retryAfter: 12 });
  });

  it("refreshes once after a 401, retries once, and signs out when the retry is refused too", async () => {
    let token = "old";
    const { calls, fetchImpl } = recordingFetch(() => json(401, { error: "Token expired", code: "UNAUTHENTICATED" }));
    const auth: AuthBridge = {
      getAccessToken: () => token,
      refreshAfterUnauthorized: vi.fn(async () => (token = "new")),
      signOutAfterUnauthorized: vi.fn(),
    };
    const client = createApiClient({ baseUrl: "", auth, validateResponses: true, fetch: fetchImpl });
    await expect(client.call("queueList")).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect((calls[1]?.init.headers as Record<string, string>).authorization).toBe("Bearer new");
    expect(auth.refreshAfterUnauthorized).toHaveBeenCalledTimes(1);
    expect(auth.signOutAfterUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("never refreshes for login, refresh or logout", async () => {
    const { calls, fetchImpl } = recordingFetch(() =>
      json(401, { error: "Username atau password salah", code: "UNAUTHENTICATED" }),
    );
    const auth: AuthBridge = { getAccessToken: () => null, refreshAfterUnauthorized: vi.fn(), signOutAfterUnauthorized: vi.fn() };
    const client = createApiClient({ baseUrl: "", auth, validateResponses: true, fetch: fetchImpl });
    await expect(client.call("login", { body: { username: "abc", password: "12345678" } })).rejects.toMatchObject({
      message: "Username atau password salah",
    });
    await expect(client.call("refresh")).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(auth.refreshAfterUnauthorized).not.toHaveBeenCalled();
  });
});

describe("cleanQuery", () => {
  it("omits empty and falsy values", () => {
    expect(cleanQuery({ a: 0, b: "", c: null, d: undefined, e: false, f: "x", g: 2 })).toEqual({ f: "x", g: "2" });
  });
});

describe("file downloads", () => {
  it("turns a failed download's JSON error into the server's text", async () => {
    const { fetchImpl } = recordingFetch(() => json(403, { error: "Akses ditolak", code: "FORBIDDEN" }));
    const client = createApiClient({ baseUrl: "", validateResponses: true, fetch: fetchImpl });
    expect(await client.call("queueDownload").catch((e: unknown) => e)).toMatchObject({
      status: 403,
      code: "FORBIDDEN",
      message: "Akses ditolak",
    });
  });

  it("answers a successful download as a Blob", async () => {
    const { fetchImpl } = recordingFetch(() => new Response(new Uint8Array([0x50, 0x4b]), { status: 200 }));
    const client = createApiClient({ baseUrl: "", validateResponses: true, fetch: fetchImpl });
    const file = await client.call("queueDownload");
    expect(file).toBeInstanceOf(Blob);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b]));
  });
});
