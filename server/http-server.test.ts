import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { type } from "arktype";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody } from "../contract";
import { requestText } from "./handlers/request-limits";
import { createHttpServer } from "./http-server";

// The socket's own answers (issue 33 point 5): a body that trickles in gets 408 with the JSON error body once the body
// timeout has passed, and the connection closes; the transport's own errors carry the same cache headers as the API's.

const BODY_TIMEOUT_MS = 300;
const server = createHttpServer(async (request) => new Response(await requestText(request), { status: 200 }), {
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
    expect(errorBody(JSON.parse(text))).not.toBeInstanceOf(type.errors);
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
