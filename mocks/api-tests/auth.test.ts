import { beforeEach, describe, expect, it } from "vitest";
import { sessionUser } from "../../contract";
import { LOGIN_THROTTLE } from "../../server/rules/login-throttle";
import { answered, cookiePair, refused, TEST_NOW, useTestApi } from "../testing/harness";

const api = useTestApi({ seed: { tickets: 0 } });

beforeEach(() => {
  api.clock.freeze(TEST_NOW);
  api.faults.clear();
});

function payloadOf(token: string) {
  const json = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));
  return sessionUser.assert(json);
}

async function loginWithCookie(username = "operator") {
  const result = await api.call("login", { body: { username, password: "antrean123" } });
  return { token: answered(result, 200).data.accessToken, cookie: cookiePair(result.headers.get("set-cookie")) };
}

const refresh = (cookie?: string) => api.call("refresh", { headers: cookie ? { cookie } : {} });

describe("login", () => {
  it("answers { data: { accessToken } } with a 15-minute HS256 token (its key named by kid) and a refresh cookie", async () => {
    const result = await api.call("login", { body: { username: "konfigurator", password: "antrean123" } });
    const token = answered(result, 200).data.accessToken;
    expect(JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString())).toEqual({
      alg: "HS256",
      typ: "JWT",
      kid: expect.any(String),
    });
    const payload = payloadOf(token);
    expect(payload).toMatchObject({ username: "konfigurator", name: "Agus Setiawan", sub: expect.any(String) });
    expect(payload.exp - payload.iat!).toBe(15 * 60);
    expect(payload.iat).toBe(Date.parse(TEST_NOW) / 1000);
    expect([...payload.permissions].sort()).toEqual(
      [
        "access:queue",
        "access:queue.day_off",
        "access:queue.location",
        "access:queue.rejection_reason",
        "access:queue.session",
      ].sort(),
    );
    const cookie = result.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^refresh_token=[\w-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
  });

  it("gives each demo login the permissions of docs/product.md §17", async () => {
    const permissionsOf = async (username: string) => payloadOf((await loginWithCookie(username)).token).permissions;
    expect(await permissionsOf("superadmin")).toHaveLength(8);
    expect(await permissionsOf("operator")).toEqual(["access:queue"]);
    expect([...(await permissionsOf("useradmin"))].sort()).toEqual(["access:user", "access:user.permission", "access:user.role"]);
    expect(await permissionsOf("tamu")).toEqual([]);
  });

  it("refuses a wrong password or an unknown user alike (401), and a short password with 422", async () => {
    const wrong = await api.call("login", { body: { username: "operator", password: "wrong-password" } });
    const unknown = await api.call("login", { body: { username: "nobody", password: "antrean123" } });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
    const invalid = await api.call("login", { body: { username: "op", password: "short" } });
    expect(Object.keys(refused(invalid, 422).errors ?? {}).sort()).toEqual(["password", "username"]);
  });
});

describe("access tokens", () => {
  it("answers 401 without a token or with a bad one, before looking at permissions", async () => {
    const none = await api.call("userList");
    expect(refused(none, 401).code).toBe("UNAUTHENTICATED");
    const forged = await api.call("userList", { token: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.e30.c2lnbmF0dXJl" });
    expect(forged.status).toBe(401);
  });

  it("answers 403 FORBIDDEN to a valid token without the permission", async () => {
    const { token } = await loginWithCookie("tamu");
    const result = await api.call("queueList", { token });
    expect(refused(result, 403).code).toBe("FORBIDDEN");
    const operator = (await loginWithCookie("operator")).token;
    expect((await api.call("userList", { token: operator })).status).toBe(403);
    expect((await api.call("queueList", { token: operator })).status).toBe(200);
  });

  it("lets any one of the endpoint's permissions pass (operators read locations and rejection reasons)", async () => {
    const { token } = await loginWithCookie("operator");
    expect((await api.call("locationList", { token })).status).toBe(200);
    expect((await api.call("rejectionReasonList", { token })).status).toBe(200);
    expect((await api.call("locationCreate", { token, body: { name: "Lokasi Baru", code: "LBR" } })).status).toBe(403);
  });

  it("expires after 15 minutes on the mock clock", async () => {
    const { token } = await loginWithCookie();
    api.clock.advance(15 * 60 * 1000 - 1000);
    expect((await api.call("queueList", { token })).status).toBe(200);
    api.clock.advance(1000);
    expect((await api.call("queueList", { token })).status).toBe(401);
  });

  it("stops every token at once with the 'expire access token now' fault; a refresh brings a working one", async () => {
    const { token, cookie } = await loginWithCookie();
    api.faults.expireAccessTokens();
    expect((await api.call("queueList", { token })).status).toBe(401);
    const refreshed = await refresh(cookie);
    expect((await api.call("queueList", { token: answered(refreshed, 200).data.accessToken })).status).toBe(200);
  });
});

describe("refresh and logout", () => {
  it("rotates the refresh cookie on every refresh", async () => {
    const { cookie } = await loginWithCookie();
    const first = await refresh(cookie);
    expect(first.status).toBe(200);
    const rotated = cookiePair(first.headers.get("set-cookie"));
    expect(rotated).not.toBe(cookie);
    const second = await refresh(rotated);
    expect(payloadOf(answered(second, 200).data.accessToken).username).toBe("operator");
  });

  it("revokes the whole family when a rotated token comes back (reuse detection)", async () => {
    const { cookie: original } = await loginWithCookie();
    const rotated = cookiePair((await refresh(original)).headers.get("set-cookie"));
    const replay = await refresh(original);
    expect(refused(replay, 401).code).toBe("UNAUTHENTICATED");
    // the legitimate holder's newer token died with the family
    expect((await refresh(rotated)).status).toBe(401);
  });

  it("answers 401 without a cookie or with an unknown one", async () => {
    expect((await refresh()).status).toBe(401);
    expect((await refresh("refresh_token=not-a-token")).status).toBe(401);
  });

  it("expires the refresh token after 7 days", async () => {
    const { cookie } = await loginWithCookie();
    api.clock.advance(7 * 24 * 60 * 60 * 1000);
    expect((await refresh(cookie)).status).toBe(401);
  });

  it("logout revokes the refresh token and clears the cookie", async () => {
    const { cookie, token } = await loginWithCookie();
    const result = await api.call("logout", { token, headers: { cookie } });
    expect(result.status).toBe(200);
    expect(result.headers.get("set-cookie")).toMatch(/^refresh_token=; Max-Age=0/);
    expect((await refresh(cookie)).status).toBe(401);
    // logging out twice (or without a cookie) is harmless
    expect((await api.call("logout")).status).toBe(200);
  });
});

describe("login throttling under parallel guesses (docs/product.md §11.14, ADR 103)", () => {
  const attempt = (username: string, password: string, client: string) =>
    api.call("login", { body: { username, password }, headers: { "x-mock-client-address": client } });
  const statuses = (results: { status: number }[]) =>
    results.reduce<Record<number, number>>((tally, { status }) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }), {});

  beforeEach(() => api.backend.loginThrottle.failures.clear());

  it("checks at most five of 50 simultaneous wrong passwords for one username; the rest wait with 429 and Retry-After", async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => attempt("operator", "wrong-password", "198.51.100.1")));
    expect(statuses(results)).toEqual({ 401: LOGIN_THROTTLE.perUsername, 429: 50 - LOGIN_THROTTLE.perUsername });
    for (const limited of results.filter(({ status }) => status === 429)) {
      expect(refused(limited, 429).code).toBe("RATE_LIMITED");
      expect(limited.headers.get("retry-after")).toBe("30");
    }
    // the lock is the rule's: the right password is refused until it ends, then works
    expect((await attempt("operator", "antrean123", "198.51.100.2")).status).toBe(429);
    api.clock.advance(30_000);
    expect((await attempt("operator", "antrean123", "198.51.100.2")).status).toBe(200);
    expect(api.backend.loginThrottle.reservations.size).toBe(0);
  });

  it("checks at most 20 simultaneous wrong logins from one client across usernames", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attempt(["operator", "useradmin", "konfigurator", "tamu", "superadmin"][i % 5]!, "wrong-password", "198.51.100.3"),
      ),
    );
    expect(statuses(results)[401]).toBe(LOGIN_THROTTLE.perClient);
  });

  it("lets the right password through beside fewer wrong ones than the threshold, and refuses it only beside enough to lock", async () => {
    const beside = (wrong: number) =>
      Promise.all([
        ...Array.from({ length: wrong }, () => attempt("useradmin", "wrong-password", "198.51.100.4")),
        attempt("useradmin", "antrean123", "198.51.100.4"),
      ]);
    const few = await beside(LOGIN_THROTTLE.perUsername - 1);
    expect(few.map(({ status }) => status)).toEqual([...Array(LOGIN_THROTTLE.perUsername - 1).fill(401), 200]);
    api.backend.loginThrottle.failures.clear();
    // five wrong ones in flight are five failures if they fail, which they do: the sixth attempt meets the lock
    const enough = await beside(LOGIN_THROTTLE.perUsername);
    expect(enough.map(({ status }) => status)).toEqual([...Array(LOGIN_THROTTLE.perUsername).fill(401), 429]);
  });
});
