import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Connections, retryAfterSeconds } from "./http";

describe("the generator's HTTP client", () => {
  let server: Server | undefined;
  const connections = new Connections({ connections: 4, pipelining: 1 });
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });
  afterAll(() => connections.close());

  async function serve(handler: Parameters<typeof createServer>[1]) {
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("reads the status, Retry-After from the raw headers and the body's JSON, sent in pieces", async () => {
    const seen: { headers: Record<string, unknown>; body: string }[] = [];
    const origin = await serve((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        seen.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
        response.writeHead(503, { "x-other-header": "value", "Retry-After": "2", "content-type": "application/json" });
        response.write('{"code":"UNAV');
        setTimeout(() => response.end('AILABLE","n":1}'), 5);
      });
    });
    const answer = await connections.send(
      origin,
      "POST",
      "/api/v1/x",
      ["x-forwarded-for", "10.0.0.9", "idempotency-key", "k"],
      '{"a":1}',
    );

    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe(2);
    expect(answer.body).toEqual({ code: "UNAVAILABLE", n: 1 });
    expect(seen[0]).toMatchObject({ headers: { "x-forwarded-for": "10.0.0.9", "idempotency-key": "k" }, body: '{"a":1}' });
  });

  it("gives the text of a body that is not JSON, null for an empty one, and no Retry-After when there is none", async () => {
    let calls = 0;
    const origin = await serve((_request, response) => {
      calls++;
      if (calls === 1) response.writeHead(502).end("<html>bad gateway</html>");
      else response.writeHead(200, { "retry-after": "later" }).end();
    });
    const html = await connections.send(origin, "GET", "/a", []);
    expect(html.body).toBe("<html>bad gateway</html>");
    expect(html.retryAfter).toBeNull();
    const empty = await connections.send(origin, "GET", "/b", []);
    expect(empty.body).toBeNull();
    expect(empty.retryAfter).toBeNull();
  });

  it("rejects with undici's error code when the connection is dropped", async () => {
    const origin = await serve((request) => request.socket.destroy());
    await expect(connections.send(origin, "GET", "/c", [])).rejects.toMatchObject({
      code: expect.stringMatching(/^(UND_ERR_SOCKET|ECONNRESET)$/),
    });
  });

  it("keeps at most `connections` requests in flight to an origin; the rest wait and go in order", async () => {
    const twoAtATime = new Connections({ connections: 2, pipelining: 1 });
    const arrived: string[] = [];
    let inFlight = 0;
    let most = 0;
    const origin = await serve((request, response) => {
      arrived.push(request.url!);
      most = Math.max(most, ++inFlight);
      setTimeout(() => {
        inFlight--;
        response.writeHead(200).end(request.url);
      }, 5);
    });
    const paths = Array.from({ length: 9 }, (_, i) => `/p${i}`);
    const answers = await Promise.all(paths.map((path) => twoAtATime.send(origin, "GET", path, [])));
    const queue = twoAtATime.queueStats()[origin]!;
    await twoAtATime.close();

    expect(answers.map((answer) => answer.body)).toEqual(paths);
    expect(most).toBe(2);
    // the first two start at once; the others in the order they were sent
    expect(arrived.slice(2)).toEqual(paths.slice(2));
    // and it says so: the seven beyond the limit waited in the generator's own queue, all at once
    expect(queue).toMatchObject({ calls: 9, mostInFlight: 2, waited: 7, mostWaiting: 7 });
    expect(queue.longestWaitMs).toBeGreaterThan(0);
  });

  it("fails every request waiting for a refused origin with undici's code, and the bench lives on (review GEN-1)", async () => {
    // a port nothing listens on: opened, then closed
    const origin = await serve(() => {});
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const one = new Connections({ connections: 1, pipelining: 1 });
    const sent = Array.from({ length: 3 }, (_, i) =>
      one.send(origin, "GET", `/r${i}`, []).catch((error: { code?: string }) => error.code),
    );
    expect(await Promise.all(sent)).toEqual(["ECONNREFUSED", "ECONNREFUSED", "ECONNREFUSED"]);
    await one.close();
  });

  it("fails a call whose answer does not start in the headers timeout, and the request waiting behind it goes on", async () => {
    const quick = new Connections({ connections: 1, pipelining: 1, headersTimeout: 50 });
    const origin = await serve((request, response) => {
      if (request.url !== "/hang") response.writeHead(200).end("late one");
    });
    const hung = quick.send(origin, "GET", "/hang", []).catch((error: { code?: string }) => error.code);
    const waiting = quick.send(origin, "GET", "/next", []);
    expect(await hung).toBe("UND_ERR_HEADERS_TIMEOUT");
    expect((await waiting).body).toBe("late one");
    await quick.close();
  });

  it("fails a call whose body stops coming for the body timeout", async () => {
    const quick = new Connections({ connections: 1, pipelining: 1, bodyTimeout: 50 });
    const origin = await serve((_request, response) => {
      response.writeHead(200, { "content-length": "100" });
      response.write("a start");
    });
    await expect(quick.send(origin, "GET", "/stall", [])).rejects.toMatchObject({ code: "UND_ERR_BODY_TIMEOUT" });
    await quick.close();
  });

  it("reads Retry-After as seconds, else null", () => {
    expect(retryAfterSeconds("0")).toBe(0);
    expect(retryAfterSeconds("3")).toBe(3);
    expect(retryAfterSeconds("")).toBeNull();
    expect(retryAfterSeconds(undefined)).toBeNull();
    expect(retryAfterSeconds("Wed, 21 Oct 2026 07:28:00 GMT")).toBeNull();
  });
});
