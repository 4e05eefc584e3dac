import { createServer, type Server } from "node:http";
import { createServer as createTcpServer, type AddressInfo, type Socket } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Connections, retryAfterSeconds } from "./http";

describe("the generator's HTTP client", () => {
  let server: Server | undefined;
  const connections = new Connections({ connections: 4 });
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

  it("reads a gzipped body, as nginx sends the larger lists to a client that accepts it, chunked and whole", async () => {
    const list = { data: { locations: Array.from({ length: 40 }, (_, id) => ({ id, name: `Pasar ${id}` })) } };
    const origin = await serve((request, response) => {
      const zipped = gzipSync(JSON.stringify({ ...list, accepted: request.headers["accept-encoding"] }));
      if (request.url === "/chunked") {
        response.writeHead(200, { "Content-Encoding": "gzip" });
        response.write(zipped.subarray(0, 10));
        setTimeout(() => response.end(zipped.subarray(10)), 5);
      } else response.writeHead(200, { "content-encoding": "gzip", "content-length": zipped.length }).end(zipped);
    });
    for (const path of ["/chunked", "/whole"]) {
      const answer = await connections.send(origin, "GET", path, ["accept-encoding", "gzip"]);
      expect(answer.body).toEqual({ ...list, accepted: "gzip" });
    }
  });

  it("decodes a list once for the citizens its same bytes reach, frozen; new bytes, another path or a POST afresh", async () => {
    let version = 1;
    // a sessions list's shape: the seats left four levels down, in an array of objects
    const list = (path: string, method: string) => ({
      data: { version, path, method, queue_sessions: [1, 2].map((id) => ({ id, remaining_quota: 5 })) },
    });
    type List = ReturnType<typeof list>;
    const origin = await serve((request, response) => {
      const zipped = gzipSync(JSON.stringify(list(request.url ?? "", request.method ?? "")));
      response.writeHead(200, { "content-encoding": "gzip", "content-length": zipped.length }).end(zipped);
    });
    const read = async (method: "GET" | "POST", path: string) => (await connections.send(origin, method, path, [])).body as List;
    const first = await read("GET", "/list?m=1");
    const again = await read("GET", "/list?m=1");
    // the same bytes: the JSON decoded for the first, which nobody can change for the others, however deep
    expect(again).toBe(first);
    expect(Object.isFrozen(first.data)).toBe(true);
    expect(() => (first.data.version = 9)).toThrow(TypeError);
    expect(() => (first.data.queue_sessions[1]!.remaining_quota = 0)).toThrow(TypeError);
    expect(first.data.queue_sessions[1]!.remaining_quota).toBe(5);
    // another path keeps its own last body: the first path's is still the one its same bytes get
    const other = await read("GET", "/list?m=2");
    expect(other).toEqual(list("/list?m=2", "GET"));
    expect(await read("GET", "/list?m=1")).toBe(first);
    version = 2;
    // new bytes on the same path: what they say
    expect(await read("GET", "/list?m=1")).toEqual(list("/list?m=1", "GET"));
    const posted = await read("POST", "/list?m=1");
    const postedAgain = await read("POST", "/list?m=1");
    expect(postedAgain).toEqual(posted);
    expect(postedAgain).not.toBe(posted);
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

  it("rejects with the socket's error code when the connection is dropped", async () => {
    const origin = await serve((request) => request.socket.destroy());
    await expect(connections.send(origin, "GET", "/c", [])).rejects.toMatchObject({
      code: expect.stringMatching(/^(SOCKET_CLOSED|ECONNRESET)$/),
    });
  });

  it("keeps at most `connections` requests in flight to an origin; the rest wait and go in order", async () => {
    const twoAtATime = new Connections({ connections: 2 });
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

  it("fails every request waiting for a refused origin with ECONNREFUSED, and the bench lives on (review GEN-1)", async () => {
    // a port nothing listens on: opened, then closed
    const origin = await serve(() => {});
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const one = new Connections({ connections: 1 });
    const sent = Array.from({ length: 3 }, (_, i) =>
      one.send(origin, "GET", `/r${i}`, []).catch((error: { code?: string }) => error.code),
    );
    expect(await Promise.all(sent)).toEqual(["ECONNREFUSED", "ECONNREFUSED", "ECONNREFUSED"]);
    await one.close();
  });

  it("fails a call whose answer does not start in the headers timeout, and the request waiting behind it goes on", async () => {
    const quick = new Connections({ connections: 1, headersTimeoutMs: 50 });
    const origin = await serve((request, response) => {
      if (request.url !== "/hang") response.writeHead(200).end("late one");
    });
    const hung = quick.send(origin, "GET", "/hang", []).catch((error: { code?: string }) => error.code);
    const waiting = quick.send(origin, "GET", "/next", []);
    expect(await hung).toBe("HEADERS_TIMEOUT");
    expect((await waiting).body).toBe("late one");
    await quick.close();
  });

  it("fails a call whose body stops coming for the body timeout", async () => {
    const quick = new Connections({ connections: 1, bodyTimeoutMs: 50 });
    const origin = await serve((_request, response) => {
      response.writeHead(200, { "content-length": "100" });
      response.write("a start");
    });
    await expect(quick.send(origin, "GET", "/stall", [])).rejects.toMatchObject({ code: "BODY_TIMEOUT" });
    await quick.close();
  });

  /** A raw TCP server that answers each request with `answer(socket, request number)`: bytes exactly as written. */
  async function serveRaw(answer: (socket: Socket, n: number) => void) {
    let n = 0;
    const raw = createTcpServer((socket) => {
      let seen = "";
      socket.on("data", (chunk: Buffer) => {
        seen += chunk.toString("latin1");
        // one answer per whole request head (the test requests have no body)
        while (seen.includes("\r\n\r\n")) {
          seen = seen.slice(seen.indexOf("\r\n\r\n") + 4);
          answer(socket, n++);
        }
      });
    });
    await new Promise<void>((resolve) => raw.listen(0, "127.0.0.1", resolve));
    const close = () => new Promise<void>((resolve) => raw.close(() => resolve()));
    return { origin: `http://127.0.0.1:${(raw.address() as AddressInfo).port}`, raw, close };
  }

  it("reads a chunked answer, its chunk lines and trailers split across reads, and keeps the connection", async () => {
    const sockets = new Set<Socket>();
    const { origin, close } = await serveRaw((socket, n) => {
      sockets.add(socket);
      const pieces = [
        "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
        `7;ext=1\r\n{"n":${n},\r\n`,
        "0",
        "f\r",
        '\n"chunked":true}\r',
        "\n0\r\nx-trailer: 1\r\n",
        "\r\n",
      ];
      // each piece its own write, a moment apart, so the client reads them apart
      pieces.forEach((piece, i) => setTimeout(() => socket.write(piece), i * 3));
    });
    const one = new Connections({ connections: 1 });
    const first = await one.send(origin, "GET", "/chunked", []);
    const second = await one.send(origin, "GET", "/chunked", []);
    await one.close();
    await close();

    expect(first.status).toBe(200);
    expect(first.body).toEqual({ n: 0, chunked: true });
    expect(second.body).toEqual({ n: 1, chunked: true });
    // both on one kept connection
    expect(sockets.size).toBe(1);
  });

  it("reads an answer whose head and body come split anywhere, byte by byte", async () => {
    const text = 'HTTP/1.1 409 Conflict\r\nContent-Length: 21\r\nRetry-After: 1\r\n\r\n{"code":"QUOTA_FULL"}';
    const { origin, close } = await serveRaw((socket) => {
      for (let i = 0; i < text.length; i++) setTimeout(() => socket.write(text[i]!), i);
    });
    const one = new Connections({ connections: 1 });
    const answer = await one.send(origin, "POST", "/split", [], "{}");
    await one.close();
    await close();
    expect(answer).toMatchObject({ status: 409, retryAfter: 1 });
    expect(answer.body).toEqual({ code: "QUOTA_FULL" });
  });

  it("skips an interim 100 Continue and reads the answer after it", async () => {
    const { origin, close } = await serveRaw((socket) =>
      socket.write("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok"),
    );
    const one = new Connections({ connections: 1 });
    const answer = await one.send(origin, "POST", "/interim", [], "{}");
    await one.close();
    await close();
    expect(answer.status).toBe(201);
    expect(answer.body).toBe("ok");
  });

  it("reads a body without a length until the server closes, and opens a new connection after Connection: close", async () => {
    const sockets = new Set<Socket>();
    const { origin, close } = await serveRaw((socket, n) => {
      sockets.add(socket);
      if (n === 0) socket.end("HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\n\r\nuntil the end");
      else socket.end("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 5\r\n\r\nclose");
    });
    const one = new Connections({ connections: 1 });
    const untilClose = await one.send(origin, "GET", "/a", []);
    const closing = await one.send(origin, "GET", "/b", []);
    const third = await one.send(origin, "GET", "/c", []);
    await one.close();
    await close();
    expect(untilClose.body).toBe("until the end");
    expect(closing.body).toBe("close");
    expect(third.body).toBe("close");
    expect(sockets.size).toBe(3);
  });

  /**
   * Resolves when the server's `socket` emits `event`: 'close' (the event, not the `closed` flag that `destroy()` sets
   * at once) comes after its handle closed, i.e. after the FIN or reset left; 'end' when the client's FIN has come.
   */
  const seen = (socket: Socket, event: "end" | "close") =>
    new Promise<void>((resolve) => {
      if (event === "end" && socket.readableEnded) resolve();
      else socket.once(event, () => resolve());
    });

  it("sends a request on a fresh connection after the server closed a kept one, and fails one closed mid-answer", async () => {
    const sockets: Socket[] = [];
    const { origin, close } = await serveRaw((socket, n) => {
      sockets.push(socket);
      if (n === 0) socket.write("HTTP/1.1 204 No Content\r\n\r\n");
      else socket.end("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly a part");
    });
    const one = new Connections({ connections: 1 });
    const first = await one.send(origin, "GET", "/first", []);
    // the server closes the idle connection, as its keep-alive timeout does, and the client sees it close
    sockets[0]!.end();
    await seen(sockets[0]!, "close");
    const cut = one.send(origin, "GET", "/cut", []).catch((error: { code?: string }) => error.code);
    expect(first.status).toBe(204);
    expect(first.body).toBeNull();
    expect(await cut).toBe("SOCKET_CLOSED");
    expect(new Set(sockets).size).toBe(2);
    await one.close();
    await close();
  });

  it("does not send on a kept connection whose close is on its way: the request goes on a new one (as undici waits a turn)", async () => {
    const sockets: Socket[] = [];
    const { origin, close } = await serveRaw((socket, n) => {
      sockets.push(socket);
      socket.write(`HTTP/1.1 200 OK\r\nContent-Length: ${String(n).length}\r\n\r\n${n}`);
    });
    const one = new Connections({ connections: 1 });
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await one.send(origin, "GET", `/${i}`, [])).body);
      // the server drops the kept connection; the next request is sent in the very turn its socket closed, before
      // the client's side has read the close
      const socket = sockets[sockets.length - 1]!;
      socket.destroy();
      await seen(socket, "close");
    }
    await one.close();
    await close();
    expect(answers).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(sockets).size).toBe(5);
  });

  it("keeps an idle connection until the server's Keep-Alive timeout less 2 s, then the sweep closes it", async () => {
    const sockets: Socket[] = [];
    const { origin, close } = await serveRaw((socket) => {
      sockets.push(socket);
      // timeout=3: the client keeps it at most 3 s less its 2-s margin, 1 s, though its own limit is a minute
      socket.write("HTTP/1.1 200 OK\r\nKeep-Alive: timeout=3\r\nContent-Length: 2\r\n\r\nok");
    });
    const one = new Connections({ connections: 1, keepAliveTimeoutMs: 60_000 });
    await one.send(origin, "GET", "/a", []);
    await one.send(origin, "GET", "/b", []);
    // kept for the second call; then the sweep closes it (the server sees its end) and the third opens a new one
    expect(new Set(sockets).size).toBe(1);
    await seen(sockets[0]!, "end");
    await one.send(origin, "GET", "/c", []);
    await one.close();
    await close();
    expect(new Set(sockets).size).toBe(2);
  });

  it("closes an idle connection after keepAliveTimeoutMs when the server says no timeout", async () => {
    const sockets: Socket[] = [];
    const { origin, close } = await serveRaw((socket) => {
      sockets.push(socket);
      socket.write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
    });
    const short = new Connections({ connections: 1, keepAliveTimeoutMs: 100 });
    await short.send(origin, "GET", "/a", []);
    await seen(sockets[0]!, "end");
    await short.send(origin, "GET", "/b", []);
    await short.close();
    await close();
    expect(new Set(sockets).size).toBe(2);
  });

  it("forgets a Keep-Alive timeout when a later answer on the connection has none (as undici does)", async () => {
    // two origins swept by one client: `said` always says timeout=3; `forgot` says it on its first answer only
    const said: Socket[] = [];
    const forgot: Socket[] = [];
    const saying = await serveRaw((socket) => {
      said.push(socket);
      socket.write("HTTP/1.1 200 OK\r\nKeep-Alive: timeout=3\r\nContent-Length: 2\r\n\r\nok");
    });
    const forgetting = await serveRaw((socket, n) => {
      forgot.push(socket);
      const keepAlive = n === 0 ? "Keep-Alive: timeout=3\r\n" : "";
      socket.write(`HTTP/1.1 200 OK\r\n${keepAlive}Content-Length: 2\r\n\r\nok`);
    });
    const client = new Connections({ connections: 1, keepAliveTimeoutMs: 60_000 });
    await client.send(forgetting.origin, "GET", "/1", []);
    await client.send(forgetting.origin, "GET", "/2", []);
    await client.send(saying.origin, "GET", "/x", []);
    // the sweep that closes `said`'s connection (kept 1 s after a later answer) leaves `forgot`'s, kept a minute now
    await seen(said[0]!, "end");
    await client.send(forgetting.origin, "GET", "/3", []);
    await client.close();
    await saying.close();
    await forgetting.close();
    expect(new Set(forgot).size).toBe(1);
  });

  it("reads a 304 as an answer without a body though it says a Content-Length, and keeps the connection", async () => {
    const sockets: Socket[] = [];
    const { origin, close } = await serveRaw((socket, n) => {
      sockets.push(socket);
      if (n === 0) socket.write('HTTP/1.1 304 Not Modified\r\nETag: "a"\r\nContent-Length: 120\r\n\r\n');
      else socket.write("HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nnext");
    });
    const one = new Connections({ connections: 1 });
    const notModified = await one.send(origin, "GET", "/a", []);
    const next = await one.send(origin, "GET", "/b", []);
    await one.close();
    await close();
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeNull();
    expect(next.body).toBe("next");
    expect(new Set(sockets).size).toBe(1);
  });

  it("takes the first of several whole answers read at once, drops the connection, and asks again on a new one", async () => {
    const sockets: Socket[] = [];
    const stray = "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nstray";
    const firsts = [
      "HTTP/1.1 200 OK\r\nContent-Length: 6\r\n\r\nlength",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n7\r\nchunked\r\n0\r\n\r\n",
      "HTTP/1.1 204 No Content\r\n\r\n",
    ];
    const { origin, close } = await serveRaw((socket, n) => {
      sockets.push(socket);
      // an even request: its answer and a second one nobody asked for, in one write; an odd one: its own answer
      if (n % 2 === 0) socket.write(firsts[n / 2]! + stray);
      else socket.write(`HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nown${n}`);
    });
    const one = new Connections({ connections: 1 });
    const bodies: unknown[] = [];
    for (let i = 0; i < 6; i++) bodies.push((await one.send(origin, "GET", `/${i}`, [])).body);
    await one.close();
    await close();
    expect(bodies).toEqual(["length", "own1", "chunked", "own3", null, "own5"]);
    // each answer followed by stray bytes cost its connection; the next call went on a new one
    expect(new Set(sockets).size).toBe(4);
  });

  it("fails a garbled answer as BAD_ANSWER and the next call goes on a new connection", async () => {
    const { origin, close } = await serveRaw((socket, n) => {
      if (n === 0) socket.write("SMTP ready\r\n\r\n");
      else socket.write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
    });
    const one = new Connections({ connections: 1 });
    const bad = await one.send(origin, "GET", "/a", []).catch((error: { code?: string }) => error.code);
    const good = await one.send(origin, "GET", "/b", []);
    await one.close();
    await close();
    expect(bad).toBe("BAD_ANSWER");
    expect(good.body).toBe("ok");
  });

  it("reads Retry-After as seconds, else null", () => {
    expect(retryAfterSeconds("0")).toBe(0);
    expect(retryAfterSeconds("3")).toBe(3);
    expect(retryAfterSeconds("")).toBeNull();
    expect(retryAfterSeconds(undefined)).toBeNull();
    expect(retryAfterSeconds("Wed, 21 Oct 2026 07:28:00 GMT")).toBeNull();
  });
});
