import { get, ServerResponse, type IncomingMessage, type Server } from "node:http";
import { connect } from "node:net";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../contract";
import { isErrorBody } from "../contract/response-check";
import { createApiAnswers, withCacheHeaders } from "./api";
import { CLIENT_HEADER } from "./rate-limit";
import { jsonTextAnswer, responseOf } from "./handlers/respond";
import {
  checkedTarget,
  createHttpServer,
  requestIdOf,
  TRANSPORT_ORIGIN,
  withControlApi,
  type AnsweredRequest,
} from "./http-server";
import { DEMO_PASSWORD } from "./seed/fixtures";
import { SqlStore } from "./store/sql/sql-store";
import { testTargets } from "./store/sql/testing";
import { apiOnStore, sameHiddenClassProbe, type ApiOnStore } from "./testing";

// The socket's own answers (issue 33 point 5): a body that trickles in gets 408 with the JSON error body once the body
// timeout has passed, and the connection closes; the transport's own errors carry the same cache headers as the API's.

const BODY_TIMEOUT_MS = 300;
const server = createHttpServer(async (request) => new Response(await request.text(), { status: 200 }), {
  corsOrigins: [],
  trustedProxies: [],
  bodyTimeoutMs: BODY_TIMEOUT_MS,
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `head` and then `body` (never finishing it), and reads everything the server writes until it closes. */
function rawExchange(head: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(head + body));
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
}

describe("a request body that does not arrive", () => {
  it("answers 408 with the JSON error body after the body timeout, and closes the connection", async () => {
    const started = performance.now();
    // 100 bytes announced, one sent: the rest never comes
    const answer = await rawExchange(
      "POST /api/v1/queues/create HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n",
      "{",
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 5);
    const [head = "", text = ""] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head).toMatch(/^cache-control: no-store$/im);
    expect(head).toMatch(/^x-content-type-options: nosniff$/im);
    expect(head).toMatch(/^connection: close$/im);
    expect(isErrorBody(JSON.parse(text))).toBe(true);
  });

  it("is read in full when it comes in time, however it is split", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/echo`, { method: "POST", body: "hello" });
    expect([response.status, await response.text()]).toEqual([200, "hello"]);
  });
});

describe("the socket's own answers", () => {
  it("say no-store and nosniff: a preflight and a body over the limit", async () => {
    const preflight = await fetch(`http://127.0.0.1:${port}/api/v1/queues/create`, { method: "OPTIONS" });
    const tooLarge = await fetch(`http://127.0.0.1:${port}/api/v1/queues/create`, { method: "POST", body: "x".repeat(70_000) });
    for (const [answer, status] of [
      [preflight, 204],
      [tooLarge, 413],
    ] as const) {
      expect([answer.status, answer.headers.get("cache-control"), answer.headers.get("x-content-type-options")]).toEqual([
        status,
        "no-store",
        "nosniff",
      ]);
    }
  });
});

describe("the transport's path guard (the only guard of a target it hands the API checked)", () => {
  // the handler here answers 200 to anything: a refusal is the transport's own. Sent as raw bytes: fetch and
  // http.request would resolve `%2e%2e` and `\\` before sending
  it("refuses a control character, a backslash or a dot segment, escaped or not, as sent", async () => {
    for (const [target, status] of [
      ["/api/v1/queues/%00", 400],
      ["/api/v1/queues%5C..%5Ccreate", 404],
      ["/api/v1/queues\\create", 404],
      ["/api/v1/queues/%2e%2e/create", 404],
      ["/x/%2e%2e/api/v1/queues/create", 404],
      ["///.", 404],
      ["/api/v1/queues/./create", 404],
    ] as const) {
      const answer = await rawExchange(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, "");
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      expect(head.split("\r\n")[0], target).toBe(`HTTP/1.1 ${status} ${status === 400 ? "Bad Request" : "Not Found"}`);
      expect(JSON.parse(body), target).toMatchObject({ code: status === 400 ? "BAD_REQUEST" : "NOT_FOUND" });
    }
    const plain = await rawExchange("GET /api/v1/queues/create HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", "");
    expect(plain.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
  });
});

describe("the request the handler reads (issue 34: a view over Node's request, not a fetch Request)", () => {
  /** what a handler reads of a request: as the API reads it (server/handlers/api-request.ts) */
  const seen: Record<string, unknown>[] = [];
  const reader = createHttpServer(
    async (request) => {
      seen.push({
        method: request.method,
        url: request.url,
        path: new URL(request.url).pathname,
        search: new URL(request.url).search,
        checkedPath: request.checkedPath,
        cookie: request.headers.get("Cookie"),
        accept: request.headers.get("ACCEPT"),
        key: request.headers.get("idempotency-key"),
        missing: request.headers.get("x-not-sent"),
        // Node's headers object inherits Object's members: none is a header
        inherited: [request.headers.get("constructor"), request.headers.get("__proto__"), request.headers.get("toString")],
        // the one header Node keeps as a list (a client has no business sending it; a fetch Headers joins it too)
        setCookie: request.headers.get("set-cookie"),
        client: request.headers.get(CLIENT_HEADER),
        body: await request.text(),
      });
      return new Response(null, { status: 204 });
    },
    { corsOrigins: [], trustedProxies: [] },
  );
  let readerPort = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => reader.listen(0, "127.0.0.1", resolve));
    readerPort = (reader.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => reader.close(() => resolve())));

  /** one request written as sent, the status line of its answer */
  const raw = (head: string, body = "") =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(readerPort, "127.0.0.1", () => socket.write(head + body));
      let received = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (received += chunk));
      socket.on("close", () => resolve(received.split("\r\n")[0] ?? ""));
      socket.on("error", reject);
    });

  it("reads what a fetch Request of the same bytes reads: headers by any case, repeated ones joined, the body", async () => {
    seen.length = 0;
    const body = JSON.stringify({ no_kjp: "5049488500001111" });
    const status = await raw(
      "POST /api/v1/queues/create?x=1&y=%20two HTTP/1.1\r\nHost: evil.example\r\nAccept: application/json\r\n" +
        "Accept: text/plain\r\nCookie: a=1\r\nCookie: b=2\r\nIdempotency-Key:   k-1  \r\nSet-Cookie: s=1\r\nSet-Cookie: t=2\r\n" +
        `X-Mock-Client-Address: 203.0.113.9\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      body,
    );
    expect(status).toBe("HTTP/1.1 204 No Content");
    expect(seen).toEqual([
      {
        method: "POST",
        // a fixed origin: the Host header is the client's word
        url: "http://mock.localhost/api/v1/queues/create?x=1&y=%20two",
        path: "/api/v1/queues/create",
        search: "?x=1&y=%20two",
        // handed through the path guard: the API parses no URL for it (checkedTarget, below)
        checkedPath: "/api/v1/queues/create",
        cookie: "a=1; b=2",
        accept: "application/json, text/plain",
        key: "k-1",
        missing: null,
        inherited: [null, null, null],
        setCookie: "s=1, t=2",
        // the socket's address, never the client's own header
        client: "127.0.0.1",
        body,
      },
    ]);
  });

  it("refuses what a fetch Request cannot carry (TRACE) with 400, and reads no body for a GET that sends one", async () => {
    seen.length = 0;
    expect(await raw("TRACE /api/v1/queues/locations/get HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toBe(
      "HTTP/1.1 400 Bad Request",
    );
    // a fetch Request cannot carry a GET's body: the view has none either (read and dropped, the connection in step)
    expect(
      await raw("GET /api/v1/queues/locations/get HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nConnection: close\r\n\r\n", "abc"),
    ).toBe("HTTP/1.1 204 No Content");
    expect(seen.map(({ method, body }) => [method, body])).toEqual([["GET", ""]]);
  });
});

describe("the path the transport hands the API checked (checkedTarget: no URL parsed a call, issue 34)", () => {
  it("is the path new URL reads, for a target whose path and query new URL keeps as sent", () => {
    for (const target of [
      "/api/v1/queues/locations/get",
      "/api/v1/queues/sessions/get?location_id=12",
      "/api/v1/queues/0b7f1a52-6f7e-4b8b-9f1e-2f2c7b0c5d1a",
      "/api/v1/users/a%20b?search=x%2Fy&page=2",
      "//api/v1/x",
      "/api/v1/x?a=1?b=2/c",
      "/api/v1/x;y@z:w!$&()*+,=~_",
    ]) {
      const url = new URL(`${TRANSPORT_ORIGIN}${target}`);
      expect(`${url.pathname}${url.search}`, target).toBe(target);
      expect(checkedTarget(target), target).toEqual({ path: url.pathname });
    }
  });

  it("is absent where new URL rewrites the path or the query: the API parses and guards that target as before", () => {
    for (const target of [
      "/api/v1/a b",
      '/api/v1/a"b',
      "/api/v1/<x>",
      "/api/v1/`x`",
      "/api/v1/{x}",
      "/api/v1/ü",
      "/api/v1/x?q='1'",
      "/api/v1/x?",
      "/api/v1/x?q=a b",
      "/api/v1/x?q=ü",
      '/api/v1/x?q="',
      "/api/v1/x?q=<",
      "/api/v1/x#f",
    ]) {
      const url = new URL(`${TRANSPORT_ORIGIN}${target}`);
      expect(`${url.pathname}${url.search}`, target).not.toBe(target);
      expect(checkedTarget(target), target).toEqual({ path: undefined });
    }
  });
});

describe("the API's plain answers, written by the Node transport without a Response (issue 34)", () => {
  // the fetch form (createApi: msw, tests) and the Node form (createApiAnswers) of one API on the SQL store on PGlite,
  // whose guest lists are kept a second (ADR 121), so a list goes out as its kept text (handlers/guest.ts okList)
  const ORIGIN = "https://antrean.test";
  const NOW = "2026-03-11T06:00:00.000+07:00";
  let store: SqlStore;
  let api: ApiOnStore;
  const answered: AnsweredRequest[] = [];
  let nodeServer: Server;
  let base = "";

  beforeAll(async () => {
    store = new SqlStore(await testTargets()[0]!.open());
    api = await apiOnStore(store, { now: NOW, tickets: 0 });
    nodeServer = createHttpServer(createApiAnswers(api.server), {
      corsOrigins: [ORIGIN],
      trustedProxies: [],
      onAnswer: (answer) => answered.push(answer),
    });
    await new Promise<void>((resolve) => nodeServer.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(nodeServer.address() as AddressInfo).port}${API_PREFIX}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => nodeServer.close(() => resolve()));
    await store.close();
  });

  const headersOf = (response: Response) => ({
    status: response.status,
    type: response.headers.get("content-type"),
    length: response.headers.get("content-length"),
    cache: response.headers.get("cache-control"),
    nosniff: response.headers.get("x-content-type-options"),
    replayed: response.headers.get("idempotent-replayed"),
    retryAfter: response.headers.get("retry-after"),
    cookies: response.headers.getSetCookie(),
  });
  /** the Node form's headers, less what only the transport adds (checked on their own) and the fetch form lacks */
  const nodeHeadersOf = (response: Response) => {
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expect(response.headers.get("vary")).toBe("Origin");
    return { ...headersOf(response), length: null };
  };
  const fromOrigin = { headers: { origin: ORIGIN } };

  it("answer a kept guest list with the fetch form's bytes and headers, and the transport's own", async () => {
    const date = NOW.slice(0, 10);
    // the store keeps the list: the same array for a second, so okList sends its kept text
    expect(await store.tickets.guestLocations(date)).toBe(await store.tickets.guestLocations(date));
    const viaFetch = await api.call("guestLocations");
    const fetchText = await viaFetch.text();
    for (let i = 0; i < 2; i++) {
      const viaNode = await fetch(`${base}/queues/locations/get`, fromOrigin);
      const nodeText = await viaNode.text();
      expect(nodeHeadersOf(viaNode)).toEqual(headersOf(viaFetch));
      expect(headersOf(viaNode)).toMatchObject({
        status: 200,
        type: "application/json",
        cache: "public, max-age=1, stale-while-revalidate=1",
      });
      expect(Number(viaNode.headers.get("content-length"))).toBe(Buffer.byteLength(nodeText));
      expect(nodeText).toBe(fetchText);
      expect(answered.at(-1)).toMatchObject({ route: "guestLocations", status: 200, code: null });
    }
    const locations = JSON.parse(fetchText) as { data: { queue_locations: { id: number }[] } };
    const id = String(locations.data.queue_locations[0]!.id);
    const sessionsViaFetch = await api.call("guestSessions", { query: { location_id: id } });
    const sessionsViaNode = await fetch(`${base}/queues/sessions/get?location_id=${id}`, fromOrigin);
    expect(nodeHeadersOf(sessionsViaNode)).toEqual(headersOf(sessionsViaFetch));
    expect(await sessionsViaNode.text()).toBe(await sessionsViaFetch.text());
  });

  it("write a kept guest list with its head as one chunk, not as a head and a body chunk (issue 34)", async () => {
    // a body of bytes goes out beside the head as a chunk of its own: more of Node's work per call than the text, which
    // Node joins to the head (the empty chunk `end` adds after any body is not counted: the floor's answer has it too)
    const chunksPerWrite: number[] = [];
    const filled = (chunk: { length: number }) => (chunk.length > 0 ? 1 : 0);
    const count = (socket: Socket) => {
      const write = socket._write.bind(socket);
      const writev = socket._writev?.bind(socket);
      socket._write = (chunk, encoding, callback) => {
        chunksPerWrite.push(filled(chunk as { length: number }));
        write(chunk, encoding, callback);
      };
      socket._writev = (chunks, callback) => {
        chunksPerWrite.push(chunks.reduce((sum, { chunk }) => sum + filled(chunk as { length: number }), 0));
        writev!(chunks, callback);
      };
    };
    const date = NOW.slice(0, 10);
    expect(await store.tickets.guestLocations(date)).toBe(await store.tickets.guestLocations(date));
    nodeServer.on("connection", count);
    try {
      // a connection of its own (no agent), so the server's socket is one this test counts
      const text = await new Promise<string>((resolve, reject) =>
        get(`${base}/queues/locations/get`, { agent: false }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve(body));
        }).on("error", reject),
      );
      expect(JSON.parse(text)).toHaveProperty("data.queue_locations");
      expect(chunksPerWrite).toEqual([1]);
    } finally {
      nodeServer.off("connection", count);
    }
  });

  it("route only a path that starts with /api/v1: one with the prefix further in is the JSON 404", async () => {
    // nginx limits and caches the API by the path as sent (deploy/nginx/antrean-api.conf): `/api/x/api/v1/queues/create`
    // matches only its plain `location /api/`, so a route found further in would skip the create's limit_req
    const origin = base.slice(0, -API_PREFIX.length);
    for (const path of ["/api/x/api/v1/queues/getScheduledDate", "/x/api/v1/queues/getScheduledDate", "/x/api/v1"]) {
      const response = await fetch(`${origin}${path}`, { method: "POST" });
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ code: "NOT_FOUND" });
      expect(answered.at(-1), path).toMatchObject({ route: "unmatched", status: 404 });
    }
    expect((await fetch(`${origin}/api/v1/queues/getScheduledDate`, { method: "POST" })).status).toBe(200);
  });

  it("answer a refusal no-store, its code named to the log and metrics", async () => {
    const viaNode = await fetch(`${base}/queues/sessions/get?location_id=nope`, fromOrigin);
    const viaFetch = await api.call("guestSessions", { query: { location_id: "nope" } });
    expect(nodeHeadersOf(viaNode)).toEqual(headersOf(viaFetch));
    expect(headersOf(viaNode)).toMatchObject({ status: 422, cache: "no-store", nosniff: "nosniff" });
    expect(await viaNode.text()).toBe(await viaFetch.text());
    expect(answered.at(-1)).toMatchObject({ route: "guestSessions", status: 422, code: "VALIDATION" });
    // a valid query after the invalid one is checked on its own (valid queries are kept by their text)
    const locations = (await (await fetch(`${base}/queues/locations/get`)).json()) as {
      data: { queue_locations: { id: number }[] };
    };
    const id = locations.data.queue_locations[0]!.id;
    for (let i = 0; i < 2; i++) expect((await fetch(`${base}/queues/sessions/get?location_id=${id}`)).status).toBe(200);
    expect((await fetch(`${base}/queues/sessions/get?location_id=nope`)).status).toBe(422);
  });

  /** One request written as given (no client adds a header), and everything the server writes until it closes. */
  function exchange(request: string): Promise<{ head: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect((nodeServer.address() as AddressInfo).port, "127.0.0.1", () => socket.write(request));
      let received = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (received += chunk));
      socket.on("close", () => {
        const at = received.indexOf("\r\n\r\n");
        resolve({ head: received.slice(0, at), body: received.slice(at + 4) });
      });
      socket.on("error", reject);
    });
  }
  const headerOf = (head: string, name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1];

  it("answer HEAD as GET: the status and headers (Content-Length the GET's), no body (RFC 9110 §9.3.2)", async () => {
    const path = `${API_PREFIX}/queues/locations/get`;
    const get = await exchange(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    const head = await exchange(`HEAD ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(head.head.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
    expect(head.body).toBe("");
    expect(get.body.length).toBeGreaterThan(2);
    for (const name of ["content-type", "content-length", "cache-control", "x-content-type-options", "vary"])
      expect(headerOf(head.head, name), name).toBe(headerOf(get.head, name));
    expect(headerOf(head.head, "content-length")).toBe(String(Buffer.byteLength(get.body)));
    expect(headerOf(head.head, "cache-control")).toBe("public, max-age=1, stale-while-revalidate=1");
    expect(answered.at(-1)).toMatchObject({ method: "HEAD", route: "guestLocations", status: 200 });
    // a refusal by HEAD: its status and headers, no body either; a kept-alive connection stays in step
    const refused = await fetch(`${base}/queues/`, { method: "HEAD" });
    expect([refused.status, refused.headers.get("cache-control"), await refused.text()]).toEqual([401, "no-store", ""]);
    const notAllowed = await exchange(`HEAD ${API_PREFIX}/users/auth/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect([notAllowed.head.split("\r\n")[0], headerOf(notAllowed.head, "allow"), notAllowed.body]).toEqual([
      "HTTP/1.1 405 Method Not Allowed",
      "POST",
      "",
    ]);
  });

  it("answer a body that is not JSON with 415 before reading it, and JSON by any of its names", async () => {
    const body = JSON.stringify({ no_kjp: "5049481111888001", date: "2026-03-11" });
    const send = (contentType: string | null, text = body) =>
      exchange(
        `POST ${API_PREFIX}/queues/get HTTP/1.1\r\nHost: x\r\nConnection: close\r\n` +
          (contentType === null ? "" : `Content-Type: ${contentType}\r\n`) +
          `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
      );
    // what a cross-site form or a no-preflight fetch sends (ADR 106), an empty type, and none at all
    for (const type of ["text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "", null]) {
      const answer = await send(type);
      expect(answer.head.split("\r\n")[0], String(type)).toBe("HTTP/1.1 415 Unsupported Media Type");
      expect(headerOf(answer.head, "cache-control")).toBe("no-store");
      expect(JSON.parse(answer.body)).toEqual({
        error: "The request body must be JSON (Content-Type: application/json)",
        code: "UNSUPPORTED_MEDIA_TYPE",
      });
      expect(answered.at(-1)).toMatchObject({ route: "guestCheckQueues", status: 415, code: "UNSUPPORTED_MEDIA_TYPE" });
    }
    for (const type of ["application/json; charset=utf-8", "application/problem+json"])
      expect((await send(type)).head.split("\r\n")[0], type).toBe("HTTP/1.1 200 OK");
    // no body, whatever the type: `{}`, each missing field named
    expect((await send("text/plain", "")).head.split("\r\n")[0]).toBe("HTTP/1.1 422 Unprocessable Entity");
  });

  it("carry their own headers: Set-Cookie of a login, Idempotent-Replayed of a replayed registration", async () => {
    const credentials = { username: "superadmin", password: DEMO_PASSWORD };
    const login = await fetch(`${base}/users/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(credentials),
    });
    const loginViaFetch = await api.call("login", { body: credentials });
    const cookieNames = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split("=")[0]);
    expect({ ...nodeHeadersOf(login), cookies: cookieNames(login) }).toEqual({
      ...headersOf(loginViaFetch),
      cookies: cookieNames(loginViaFetch),
    });
    expect(headersOf(login)).toMatchObject({
      status: 200,
      cache: "no-store",
      cookies: [expect.stringMatching(/^refresh_token=/)],
    });
    const locations = (await (await fetch(`${base}/queues/locations/get`)).json()) as {
      data: { queue_locations: { id: number; queue_days_off: unknown[] }[] };
    };
    const served = locations.data.queue_locations.find((location) => location.queue_days_off.length === 0)!;
    const sessions = (await (await fetch(`${base}/queues/sessions/get?location_id=${served.id}`)).json()) as {
      data: { queue_sessions: { id: number }[] };
    };
    const create = () =>
      fetch(`${base}/queues/create`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": "plain-answer-1" },
        body: JSON.stringify({
          no_kjp: "5049489700000001",
          no_ktp: "3179990500000001",
          no_kk: "3179990600000001",
          session_id: sessions.data.queue_sessions[0]!.id,
        }),
      });
    const first = await create();
    const again = await create();
    expect([headersOf(first), headersOf(again)]).toMatchObject([
      { status: 201, replayed: null, cache: "no-store" },
      { status: 201, replayed: "true", cache: "no-store" },
    ]);
    expect(await again.text()).toBe(await first.text());
    expect(answered.at(-1)).toMatchObject({ route: "guestCreateQueue", status: 201 });
  });

  it("write every cookie of an answer, as the fetch form keeps them", async () => {
    const twoCookies = () =>
      withCacheHeaders(
        jsonTextAnswer("{}", 200, [
          ["Set-Cookie", "first=1; HttpOnly"],
          ["Set-Cookie", "second=2; HttpOnly"],
        ]),
      );
    const cookieServer = createHttpServer(async () => twoCookies(), { corsOrigins: [ORIGIN], trustedProxies: [] });
    await new Promise<void>((resolve) => cookieServer.listen(0, "127.0.0.1", resolve));
    try {
      const viaNode = await fetch(`http://127.0.0.1:${(cookieServer.address() as AddressInfo).port}/`, fromOrigin);
      const viaFetch = responseOf(twoCookies());
      expect(nodeHeadersOf(viaNode)).toEqual(headersOf(viaFetch));
      expect(headersOf(viaNode).cookies).toEqual(["first=1; HttpOnly", "second=2; HttpOnly"]);
    } finally {
      await new Promise<void>((resolve) => cookieServer.close(() => resolve()));
    }
  });

  // last: the database goes away
  it("answer 503 with Retry-After when the database is gone, and a kept list as last read", async () => {
    const listViaFetch = await (await api.call("guestLocations")).text();
    await store.close();
    const body = { no_kjp: "5049481111777001", date: "2026-03-11" };
    const viaNode = await fetch(`${base}/queues/get`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(body),
    });
    const viaFetch = await api.call("guestCheckQueues", { body });
    expect(nodeHeadersOf(viaNode)).toEqual(headersOf(viaFetch));
    expect(headersOf(viaNode)).toMatchObject({ status: 503, cache: "no-store", retryAfter: expect.stringMatching(/^[1-9]/) });
    expect(await viaNode.text()).toBe(await viaFetch.text());
    expect(answered.at(-1)).toMatchObject({ route: "guestCheckQueues", status: 503, code: "UNAVAILABLE" });
    const list = await fetch(`${base}/queues/locations/get`, fromOrigin);
    expect([list.status, await list.text()]).toEqual([200, listViaFetch]);
  });
});

describe("the head of an answer", () => {
  it("names each header once, however an answer spells its own (writeHead writes every key it is given)", async () => {
    // an answer of the API's kind with its own Cache-Control and Vary beside the API's and the transport's
    const answering = createHttpServer(
      async () =>
        withCacheHeaders(jsonTextAnswer("{}", 200, { "Cache-Control": "private", Vary: "Accept", "X-Request-Id": "mine" })),
      { corsOrigins: ["https://antrean.test"], trustedProxies: [] },
    );
    await new Promise<void>((resolve) => answering.listen(0, "127.0.0.1", resolve));
    try {
      const names = await new Promise<string[]>((resolve, reject) => {
        get(
          {
            host: "127.0.0.1",
            port: (answering.address() as AddressInfo).port,
            path: "/",
            headers: { origin: "https://antrean.test" },
          },
          (incoming) => {
            incoming.resume();
            resolve(incoming.rawHeaders.filter((_, at) => at % 2 === 0).map((name) => name.toLowerCase()));
          },
        ).on("error", reject);
      });
      expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
      expect(names).toEqual(expect.arrayContaining(["cache-control", "vary", "x-request-id", "access-control-allow-origin"]));
    } finally {
      await new Promise<void>((resolve) => answering.close(() => resolve()));
    }
  });

  it("has one hidden class for every answer of a kind, from an allowed Origin or not (no map per request)", async () => {
    // V8's own answer to "do these two objects share a hidden class" (natives syntax, allowed for this test only):
    // `{ ...cors, vary, … }` gave V8 11 (Node 20) a fresh one per answer from an allowed Origin, a map and descriptors in
    // the old space per request (docs/performance-log.md, "Hidden classes on the request path")
    const sameHiddenClass = sameHiddenClassProbe();
    const heads: object[] = [];
    const writeHead = ServerResponse.prototype.writeHead;
    const answering = createHttpServer(async () => withCacheHeaders(jsonTextAnswer("{}")), {
      corsOrigins: ["https://antrean.test"],
      trustedProxies: [],
    });
    await new Promise<void>((resolve) => answering.listen(0, "127.0.0.1", resolve));
    ServerResponse.prototype.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      heads.push(args[1] as object);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    try {
      const url = `http://127.0.0.1:${(answering.address() as AddressInfo).port}/`;
      for (const headers of [{ origin: "https://antrean.test" }, {}] as Record<string, string>[]) {
        // a few answers first: V8 may generalize a field of the first objects of a shape once (their map deprecated, a
        // new one for every object after), which is no map per request; in a full unit run it made the first head of
        // 40 differ from the 39 after it
        for (let i = 0; i < 5; i++) await (await fetch(url, { headers })).arrayBuffer();
        heads.length = 0;
        for (let i = 0; i < 40; i++) await (await fetch(url, { headers })).arrayBuffer();
        expect(heads).toHaveLength(40);
        // the distinct hidden classes among the 40: a map per request is 40; V8 may still deprecate the shape's map
        // once more, later than the first five (a full unit run on a loaded host, session 45), which is two, not a
        // map per request
        const classes: object[] = [];
        for (const head of heads) if (!classes.some((known) => sameHiddenClass(head, known))) classes.push(head);
        expect(classes.length).toBeLessThanOrEqual(2);
      }
    } finally {
      ServerResponse.prototype.writeHead = writeHead;
      await new Promise<void>((resolve) => answering.close(() => resolve()));
    }
  });
});

describe("the control API in front of the API (withControlApi: `MOCK_CONTROL=1 npm run serve` and the tests' harness)", () => {
  it("is asked about every path but the API's, and the API answers what it leaves", async () => {
    const asked: string[] = [];
    const handler = withControlApi(
      async (request) => {
        asked.push(new URL(request.url).pathname);
        return request.url.endsWith("/__mock/clock") ? new Response("control", { status: 200 }) : null;
      },
      async (request) => new Response(`api ${new URL(request.url).pathname}`, { status: 200 }),
    );
    const answerTo = async (path: string) => {
      const request = { method: "GET", url: `${TRANSPORT_ORIGIN}${path}`, headers: new Headers(), text: async () => "" };
      return ((await handler(request)) as Response).text();
    };
    expect(await Promise.all(["/__mock/clock", "/api/v1/queues/locations/get", "/elsewhere"].map(answerTo))).toEqual([
      "control",
      "api /api/v1/queues/locations/get",
      "api /elsewhere",
    ]);
    expect(asked).toEqual(["/__mock/clock", "/elsewhere"]);
  });
});

describe("the request id (requestIdOf)", () => {
  const from = (remoteAddress: string, id: string) =>
    ({ headers: { "x-request-id": id }, socket: { remoteAddress } }) as unknown as IncomingMessage;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it("keeps a trusted proxy's id, its address compared as the client address's is (IPv4 on a dual-stack socket)", () => {
    expect(requestIdOf(from("127.0.0.1", "proxy-1"), ["::ffff:127.0.0.1"])).toBe("proxy-1");
    expect(requestIdOf(from("::ffff:10.0.0.2", "proxy-2"), ["10.0.0.2"])).toBe("proxy-2");
  });

  it("makes its own for anyone else's, or a proxy's id that is not an id", () => {
    expect(requestIdOf(from("203.0.113.9", "forged"), ["10.0.0.2"])).toMatch(uuid);
    expect(requestIdOf(from("10.0.0.2", "a b"), ["10.0.0.2"])).toMatch(uuid);
  });
});
