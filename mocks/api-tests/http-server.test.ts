import { beforeEach, describe, expect, it } from "vitest";
import { isErrorBody } from "../../contract/response-check";
import { clientAddressOf } from "../../server/client-address";
import { LOGIN_THROTTLE } from "../../server/rules/login-throttle";
import { guestBody, TEST_NOW } from "../testing/harness";
import { useHttpTestApi } from "../testing/http-harness";

const api = useHttpTestApi();

const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const login = async (username: string, password = "antrean123", headers: Record<string, string> = {}) => {
  const answer = await api.send("POST", "/api/v1/users/auth/login", {
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ username, password }),
  });
  return answer;
};
const tokenOf = async (username = "superadmin") =>
  ((await login(username)).json as { data: { accessToken: string } }).data.accessToken;

beforeEach(() => {
  api.backend.clock.freeze(TEST_NOW);
  api.backend.faults.clear();
});

describe("no 5xx from a malformed path", () => {
  it.each([
    ["GET", "/api/v1/users/%ff"],
    ["PATCH", "/api/v1/queues/%ff/mark-done"],
    ["DELETE", "/api/v1/queues/days-off/%E0%A4%A"],
    ["GET", "/api/v1/%ff"],
    ["GET", "/api/v1/queues/locations/%"],
  ])("%s %s answers 400 with the JSON error body, even without a token", async (method, path) => {
    const answer = await api.send(method, path);
    expect(answer.status).toBe(400);
    expect(isErrorBody(answer.json)).toBe(true);
  });

  it.each([
    ["a `..` segment", "/api/v1/users/%2e%2e"],
    ["an encoded slash", "/api/v1/users/a%2Fb"],
    ["a NUL", "/api/v1/users/a%00b"],
  ])("refuses %s with a 4xx JSON answer", async (_what, path) => {
    const answer = await api.send("GET", path, { headers: { authorization: `Bearer ${await tokenOf()}` } });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(isErrorBody(answer.json)).toBe(true);
  });

  // `new URL` reads a backslash as a slash and resolves the dots (the locations list, /users), while nginx routes the
  // path as sent (deploy/nginx/antrean-api.conf): refused as a dot segment is, whatever the credentials
  it.each([
    ["GET", "/api/v1/queues/sessions/get\\..\\..\\locations\\get"],
    ["GET", "/api/v1/queues/..\\users"],
    ["POST", "/api/v1/x\\..\\queues/create"],
  ])("%s %s answers 404 with the JSON error body", async (method, path) => {
    const answer = await api.send(method, path, { headers: { authorization: `Bearer ${await tokenOf()}` } });
    expect([answer.status, isErrorBody(answer.json)]).toEqual([404, true]);
  });

  it("answers 414 to a very long path and 431 to very large headers, both with JSON", async () => {
    const long = await api.send("GET", `/api/v1/users/${"a".repeat(5000)}`);
    expect([long.status, isErrorBody(long.json)]).toEqual([414, true]);
    const huge = await api.send("GET", "/api/v1/users/", { headers: { "x-padding": "a".repeat(20_000) } });
    expect([huge.status, isErrorBody(huge.json)]).toEqual([431, true]);
  });
});

describe("no 5xx from a malformed body", () => {
  const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

  it("refuses a body nested 5,000 deep with 400, before the window check", async () => {
    api.backend.clock.freeze("2026-03-10T03:00:00+07:00"); // registration closed
    const body = `{"no_kjp":"1","extra":${deep(5000)}}`;
    const answer = await api.send("POST", "/api/v1/queues/create", {
      headers: { "content-type": "application/json", "idempotency-key": "deep" },
      body,
    });
    expect([answer.status, isErrorBody(answer.json)]).toEqual([400, true]);
  });

  it("refuses a body over 64 KB with 413 and non-JSON with 400", async () => {
    const big = await api.send("POST", "/api/v1/queues/get", json({ no_kjp: "1".repeat(70_000), date: "2026-03-11" }));
    expect([big.status, isErrorBody(big.json)]).toEqual([413, true]);
    const text = await api.send("POST", "/api/v1/queues/get", { headers: { "content-type": "application/json" }, body: "{nope" });
    expect([text.status, isErrorBody(text.json)]).toEqual([400, true]);
  });

  it("refuses undeclared keys (__proto__, constructor, extras) with 422 naming each, and writes nothing (ADR 004)", async () => {
    const sessions = await api.send("GET", "/api/v1/queues/sessions/get?location_id=1");
    const sessionId = (sessions.json as { data: { queue_sessions: { id: number }[] } }).data.queue_sessions[0]!.id;
    const body = guestBody(sessionId, 4242);
    const headers = { "content-type": "application/json", "idempotency-key": "extras" };
    const tickets = api.backend.db.count("tickets");
    const first = await api.send("POST", "/api/v1/queues/create", {
      headers,
      body: `{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}},"extra":[[[1]]],${JSON.stringify(body).slice(1)}`,
    });
    expect([first.status, isErrorBody(first.json)]).toEqual([422, true]);
    expect(Object.keys((first.json as { errors: Record<string, string> }).errors).sort()).toEqual([
      "__proto__",
      "constructor",
      "extra",
    ]);
    expect(api.backend.db.count("tickets")).toBe(tickets);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // the refusal is not remembered under the key: the declared fields alone then register
    const clean = await api.send("POST", "/api/v1/queues/create", { headers, body: JSON.stringify(body) });
    expect([clean.status, clean.headers["idempotent-replayed"]]).toEqual([201, undefined]);
  });

  it("refuses a body that is a JSON array, not an object, with 422 (an edit with every field optional too)", async () => {
    const token = await tokenOf();
    const answer = await api.send("PATCH", "/api/v1/queues/locations/1", {
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: "[]",
    });
    expect([answer.status, (answer.json as { code: string }).code]).toEqual([422, "VALIDATION"]);
  });
});

describe("canonical ids", () => {
  it.each(["0xc", "12.0", "12e0", "+12", "012", "1e3", "0", "99999999999", " 12"])(
    "answers 404 for the location id %j",
    async (id) => {
      const answer = await api.send("GET", `/api/v1/queues/sessions/${encodeURIComponent(id)}`, {
        headers: { authorization: `Bearer ${await tokenOf()}` },
      });
      expect([answer.status, isErrorBody(answer.json)]).toEqual([404, true]);
    },
  );

  it("still finds record 12 by its canonical id", async () => {
    const answer = await api.send("GET", "/api/v1/queues/sessions/12", {
      headers: { authorization: `Bearer ${await tokenOf()}` },
    });
    expect(answer.status).toBe(200);
  });

  it("answers 404 for a ticket id that is not a lower-case uuid", async () => {
    const answer = await api.send("PATCH", "/api/v1/queues/12/mark-done", {
      headers: { authorization: `Bearer ${await tokenOf()}` },
    });
    expect([answer.status, isErrorBody(answer.json)]).toEqual([404, true]);
  });
});

describe("client identity for rate limits", () => {
  it("keeps counting a client that sends a made-up X-Forwarded-For (still 429)", async () => {
    api.backend.rateLimiter.configure({ guestScheduledDate: { limit: 3, windowSeconds: 60 } });
    try {
      for (let i = 0; i < 3; i++) expect((await api.send("POST", "/api/v1/queues/getScheduledDate")).status).toBe(200);
      const spoofed = await api.send("POST", "/api/v1/queues/getScheduledDate", {
        headers: { "x-forwarded-for": "203.0.113.99" },
      });
      expect(spoofed.status).toBe(429);
      expect(spoofed.headers["retry-after"]).toBeDefined();
      const forged = await api.send("POST", "/api/v1/queues/getScheduledDate", {
        headers: { "x-mock-client-address": "203.0.113.98" },
      });
      expect(forged.status).toBe(429);
    } finally {
      api.backend.rateLimiter.configure({});
    }
  });

  it("believes X-Forwarded-For only from a trusted proxy, and then its right-most untrusted hop", () => {
    expect(clientAddressOf("198.51.100.1", "203.0.113.5", [])).toBe("198.51.100.1");
    expect(clientAddressOf("10.0.0.2", "203.0.113.5", ["10.0.0.2"])).toBe("203.0.113.5");
    expect(clientAddressOf("10.0.0.2", "1.2.3.4, 203.0.113.5", ["10.0.0.2"])).toBe("203.0.113.5");
    expect(clientAddressOf("10.0.0.2", "203.0.113.5, 10.0.0.3", ["10.0.0.2", "10.0.0.3"])).toBe("203.0.113.5");
    expect(clientAddressOf("::ffff:10.0.0.2", "203.0.113.5", ["10.0.0.2"])).toBe("203.0.113.5");
    expect(clientAddressOf("10.0.0.2", "not-an-address", ["10.0.0.2"])).toBe("10.0.0.2");
    expect(clientAddressOf("10.0.0.2", undefined, ["10.0.0.2"])).toBe("10.0.0.2");
  });
});

describe("behind a trusted proxy (TRUSTED_PROXIES)", () => {
  // the test's own socket address is the proxy
  const proxied = useHttpTestApi({ trustedProxies: ["127.0.0.1"] });

  it("counts each client by the right-most hop the proxy added, not by the proxy's address", async () => {
    proxied.backend.rateLimiter.configure({ guestScheduledDate: { limit: 2, windowSeconds: 60 } });
    const from = (chain: string) =>
      proxied.send("POST", "/api/v1/queues/getScheduledDate", { headers: { "x-forwarded-for": chain } });
    try {
      expect((await from("203.0.113.1")).status).toBe(200);
      // the client's own claim (left of the proxy's hop) changes nothing
      expect((await from("198.51.100.9, 203.0.113.1")).status).toBe(200);
      expect((await from("203.0.113.1")).status).toBe(429);
      expect((await from("203.0.113.2")).status).toBe(200);
    } finally {
      proxied.backend.rateLimiter.configure({});
    }
  });
});

describe("CORS", () => {
  it("does not allow a foreign origin, with or without credentials", async () => {
    for (const method of ["OPTIONS", "POST"]) {
      const answer = await api.send(method, "/api/v1/queues/getScheduledDate", { headers: { origin: "https://evil.example" } });
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
      expect(answer.headers["access-control-allow-credentials"]).toBeUndefined();
    }
  });

  it("allows the app's own dev origin with credentials", async () => {
    const answer = await api.send("OPTIONS", "/api/v1/users/auth/login", { headers: { origin: "http://localhost:5173" } });
    expect(answer.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    expect(answer.headers["access-control-allow-credentials"]).toBe("true");
  });
});

describe("login throttling", () => {
  it("answers the 6th attempt after five wrong passwords with 429 and Retry-After, even with the right password", async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perUsername; i++) expect((await login("operator", "wrong-password")).status).toBe(401);
    const sixth = await login("operator", "antrean123");
    expect([sixth.status, isErrorBody(sixth.json)]).toEqual([429, true]);
    expect(sixth.headers["retry-after"]).toBe("30");
    expect((sixth.json as { error: string }).error).toBe("Too many failed login attempts. Try again in 30 seconds.");
    api.backend.clock.advance(30_000);
    expect((await login("operator", "wrong-password")).status).toBe(401);
    const longer = await login("operator", "antrean123");
    expect([longer.status, longer.headers["retry-after"]]).toEqual([429, "60"]);
    api.backend.clock.advance(60_000);
    expect((await login("operator", "antrean123")).status).toBe(200);
  });

  it("checks at most five of 50 wrong passwords sent at once; the others answer 429 with Retry-After", async () => {
    api.backend.loginThrottle.failures.clear();
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => login("andi.pratama", "wrong-password")));
      const unauthorised = answers.filter(({ status }) => status === 401);
      const locked = answers.filter(({ status }) => status === 429);
      expect([unauthorised.length, locked.length]).toEqual([LOGIN_THROTTLE.perUsername, 50 - LOGIN_THROTTLE.perUsername]);
      expect(locked.every((answer) => isErrorBody(answer.json) && Number(answer.headers["retry-after"]) > 0)).toBe(true);
      api.backend.clock.advance(30_000);
      expect((await login("andi.pratama")).status).toBe(200);
    } finally {
      api.backend.loginThrottle.failures.clear();
    }
  });

  it("does not lock other usernames for one username's failures", async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perUsername; i++) await login("useradmin", "wrong-password");
    expect((await login("konfigurator")).status).toBe(200);
  });

  it("locks a client guessing many usernames, and a made-up X-Forwarded-For does not unlock it", async () => {
    api.backend.loginThrottle.failures.clear();
    try {
      // fewer failures per username than its own lock, so only the client's count can lock
      for (let i = 0; i < LOGIN_THROTTLE.perClient; i++)
        expect((await login(`guess${i % 5}-${Math.floor(i / 5)}`, "wrong-password")).status).toBe(401);
      const next = await login("konfigurator", "antrean123", { "x-forwarded-for": "203.0.113.50" });
      expect([next.status, next.headers["retry-after"], isErrorBody(next.json)]).toEqual([429, "30", true]);
    } finally {
      api.backend.loginThrottle.failures.clear();
    }
  });
});

describe("logout", () => {
  it("revokes the access token's session at once (401)", async () => {
    const answer = await login("konfigurator");
    const token = (answer.json as { data: { accessToken: string } }).data.accessToken;
    const cookie = String(answer.headers["set-cookie"]).split(";")[0]!;
    const auth = { authorization: `Bearer ${token}` };
    expect((await api.send("GET", "/api/v1/queues/locations/", { headers: auth })).status).toBe(200);
    expect((await api.send("POST", "/api/v1/users/auth/logout", { headers: { ...auth, cookie } })).status).toBe(200);
    const after = await api.send("GET", "/api/v1/queues/locations/", { headers: auth });
    expect([after.status, isErrorBody(after.json)]).toEqual([401, true]);
  });

  it("revokes the session of a bearer token sent without its cookie", async () => {
    const token = await tokenOf("konfigurator");
    const auth = { authorization: `Bearer ${token}` };
    expect((await api.send("POST", "/api/v1/users/auth/logout", { headers: auth })).status).toBe(200);
    expect((await api.send("GET", "/api/v1/queues/locations/", { headers: auth })).status).toBe(401);
  });
});

describe("answers on the wire", () => {
  it("carry their length (not chunked), and a posted body reaches the API as sent, UTF-8 and all", async () => {
    const answers = [
      await api.send("GET", "/api/v1/queues/locations/get"),
      await login("superadmin"),
      // parsed as JSON (not 400), then refused field by field: the body's multi-byte text arrived whole
      await api.send("POST", "/api/v1/queues/get", json({ no_kjp: "ñ—1", date: "2026-03-11" })),
      await api.send("GET", "/api/v1/nothing-here"),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 422, 404]);
    expect((answers[2]!.json as { errors?: object }).errors).toHaveProperty("no_kjp");
    for (const answer of answers) {
      expect(answer.headers["transfer-encoding"]).toBeUndefined();
      expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.text));
    }
  });
});

describe("the control API", () => {
  it("is absent unless asked for (404 JSON)", async () => {
    const answer = await api.send("GET", "/__mock/clock");
    expect([answer.status, isErrorBody(answer.json)]).toEqual([404, true]);
  });
});
