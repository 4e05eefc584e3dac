import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sameHiddenClassProbe } from "../../server/testing";
import { afterEach, describe, expect, it } from "vitest";
import { createBody, failureOf, runLoad } from "./load";
import { monthlyLimitIdentity, newIdentity } from "./scenario";

describe("the generator's count of failed attempts", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("names each failure by what the client met", () => {
    expect(failureOf(503, 2)).toBe("503 + Retry-After");
    expect(failureOf(503, null)).toBe("other 5xx");
    expect(failureOf(500, null)).toBe("other 5xx");
    expect(failureOf(0, null, "ECONNRESET")).toBe("dropped");
    expect(failureOf(0, null, "SOCKET_CLOSED")).toBe("dropped");
    expect(failureOf(0, null, "BAD_ANSWER")).toBe("dropped");
    expect(failureOf(0, null, "HEADERS_TIMEOUT")).toBe("client timeout");
    expect(failureOf(0, null, "BODY_TIMEOUT")).toBe("client timeout");
    expect(failureOf(0, null, "CONNECT_TIMEOUT")).toBe("client timeout");
    expect(failureOf(409, null)).toBeNull();
  });

  it("counts a 503 with Retry-After, a dropped connection and a 500 met by one citizen's retries", async () => {
    // the first three attempts fail, each its own way; then a 4xx ends the citizen's walk
    let attempt = 0;
    server = createServer((request, response) => {
      attempt++;
      if (attempt === 1) response.writeHead(503, { "retry-after": "0" }).end("{}");
      else if (attempt === 2) request.socket.destroy();
      else if (attempt === 3) response.writeHead(500).end("{}");
      else response.writeHead(400, { "content-type": "application/json" }).end('{"code":"VALIDATION"}');
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const result = await runLoad({
      bases: [`http://127.0.0.1:${port}`],
      citizens: [{ id: 0, arrivalMs: 0, identity: newIdentity(0), kind: "new", sessionRank: 0, address: "10.0.0.1" }],
      offered: [{ id: 1, location_id: 1 }],
      retry: { attempts: 8, baseMs: 1, capMs: 2 },
    });
    expect(Object.fromEntries(Object.entries(result.failedAttempts).map(([kind, times]) => [kind, times.count]))).toEqual({
      "503 + Retry-After": 1,
      "other 5xx": 1,
      dropped: 1,
      "client timeout": 0,
    });
    expect(result.answers[0]).toMatchObject({ status: 400, step: "scheduledDate" });
  });
});

describe("a citizen refused as full (issue 34)", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  type Answer = [status: number, body: unknown];
  /** A stand-in API: `answer` gets each request with its body read, and says the status and the JSON body. */
  async function startServer(answer: (request: IncomingMessage, body: string) => Answer) {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const [status, body] = answer(request, Buffer.concat(chunks).toString());
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  /** One market with sessions 1, 2, 3, 4 all listed with seats; every create refused as full. */
  async function refusingServer(creates: { session: number; key: string }[], { ticket = false } = {}) {
    return startServer((request, text): Answer => {
      if (request.url?.includes("/queues/sessions/get"))
        return [200, { data: { queue_sessions: [1, 2, 3, 4].map((id) => ({ id, remaining_quota: 5 })) } }];
      if (request.url?.endsWith("/queues/create")) {
        const body = JSON.parse(text) as { session_id: number };
        creates.push({ session: body.session_id, key: String(request.headers["idempotency-key"]) });
        if (ticket) return [201, { data: { queue: { uuid: "00000000-0000-4000-8000-000000000001" } } }];
        return [409, { error: "Kuota sesi ini sudah penuh", code: "QUOTA_FULL" }];
      }
      return [200, { data: {} }];
    });
  }

  it("reads the lists again and presses Daftar for the next session with seats, three in all, each with its own key", async () => {
    const creates: { session: number; key: string }[] = [];
    const base = await refusingServer(creates);
    const result = await runLoad({
      bases: [base],
      citizens: [{ id: 0, arrivalMs: 0, identity: newIdentity(0), kind: "new", sessionRank: 1, address: "10.0.0.1" }],
      offered: [1, 2, 3, 4].map((id) => ({ id, location_id: 1 })),
      keyPrefix: "t",
    });
    // the wanted session first, then the others in the zipf order, never one already refused
    expect(creates.map((create) => create.session)).toEqual([2, 1, 3]);
    expect(new Set(creates.map((create) => create.key)).size).toBe(3);
    expect(result.answers[0]).toMatchObject({ status: 409, code: "QUOTA_FULL", step: "create", presses: 3 });
    // the lists before each press (the locations again after a refusal, as the app does), and both once more after
    // the last refusal, behind the answer
    expect(result.histograms.sessions.totalCount).toBe(4);
    expect(result.histograms.locations.totalCount).toBe(4);
    expect(result.createsByMinute).toMatchObject([{ creates: 3, tickets: 0 }]);
  });

  it("does not pick a market the locations list marks full: its sessions are not read (the form's select disables it)", async () => {
    const creates: { session: number; key: string }[] = [];
    const sessionsRead: string[] = [];
    const market = (id: number, seatsLeft: number) => ({
      id,
      name: `Pasar ${id}`,
      code: `P${id}`,
      description: null,
      queue_days_off: [],
      pickup_sessions: 2,
      pickup_seats_left: seatsLeft,
    });
    const base = await startServer((request, text): Answer => {
      const url = new URL(request.url ?? "/", "http://x");
      if (url.pathname.endsWith("/queues/locations/get"))
        return [200, { data: { queue_locations: [market(1, 0), market(2, 10)] } }];
      if (url.pathname.endsWith("/queues/sessions/get")) {
        const location = Number(url.searchParams.get("location_id"));
        sessionsRead.push(String(location));
        // a list a second old still shows seats at market 1: only the locations' mark keeps the citizen away
        const ids = location === 1 ? [1, 2] : [3, 4];
        return [200, { data: { queue_sessions: ids.map((id) => ({ id, remaining_quota: 5 })) } }];
      }
      if (url.pathname.endsWith("/queues/create")) {
        creates.push({ session: (JSON.parse(text) as { session_id: number }).session_id, key: "" });
        return [201, { data: { queue: { uuid: "00000000-0000-4000-8000-000000000002" } } }];
      }
      return [200, { data: {} }];
    });
    const result = await runLoad({
      bases: [base],
      citizens: [{ id: 0, arrivalMs: 0, identity: newIdentity(0), kind: "new", sessionRank: 0, address: "10.0.0.1" }],
      offered: [
        { id: 1, location_id: 1 },
        { id: 2, location_id: 1 },
        { id: 3, location_id: 2 },
        { id: 4, location_id: 2 },
      ],
      keyPrefix: "t",
    });
    expect(creates.map((create) => create.session)).toEqual([3]);
    // before the press and once more behind the ticket: market 2's list only
    expect(sessionsRead).toEqual(["2", "2"]);
    expect(result.answers[0]).toMatchObject({ status: 201, step: "create", presses: 1 });
  });

  it("counts the creates answered with a ticket apart, minute by minute (the long morning)", async () => {
    const base = await refusingServer([], { ticket: true });
    const result = await runLoad({
      bases: [base],
      citizens: [0, 1].map((id) => ({
        id,
        arrivalMs: 0,
        identity: newIdentity(id),
        kind: "new" as const,
        sessionRank: 0,
        address: `10.0.0.${id + 1}`,
      })),
      offered: [1, 2, 3, 4].map((id) => ({ id, location_id: 1 })),
      keyPrefix: "t",
    });
    expect(result.createsByMinute).toMatchObject([{ creates: 2, tickets: 2 }]);
    expect(result.createsByMinute[0]!.ticketsP99).toBeGreaterThan(0);
  });
});

describe("what the generator keeps through a long morning (issue 34, session 20)", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("keeps every citizen's final answer in one hidden class, whatever the answer (no map and descriptors per citizen)", async () => {
    // a ticket, a refusal as full (three presses), a refusal of another kind, a failure at the first call
    let created = 0;
    server = createServer((request, response) => {
      const url = request.url ?? "";
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      const address = String(request.headers["x-forwarded-for"]);
      if (url.endsWith("/queues/getScheduledDate"))
        return address.endsWith(".4") ? json(400, { code: "VALIDATION" }) : json(200, { data: {} });
      if (url.includes("/queues/sessions/get"))
        return json(200, { data: { queue_sessions: [1, 2, 3].map((id) => ({ id, remaining_quota: 5 })) } });
      if (url.endsWith("/queues/create")) {
        if (address.endsWith(".1"))
          return json(201, { data: { queue: { uuid: `00000000-0000-4000-8000-00000000000${created++}` } } });
        if (address.endsWith(".2")) return json(409, { code: "QUOTA_FULL" });
        return json(409, { code: "KTP_DAILY_LIMIT" });
      }
      return json(200, { data: {} });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const citizens = Array.from({ length: 40 }, (_, id) => ({
      id,
      arrivalMs: id,
      identity: newIdentity(id),
      kind: "new" as const,
      sessionRank: 0,
      address: `10.0.${id}.${(id % 4) + 1}`,
    }));
    const result = await runLoad({
      bases: [`http://127.0.0.1:${(server.address() as AddressInfo).port}`],
      citizens,
      offered: [1, 2, 3].map((id) => ({ id, location_id: 1 })),
      keyPrefix: "t",
    });
    const answers = result.answers.map((answer) => answer!);
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.code}`))).toEqual(
      new Set(["201 null", "409 QUOTA_FULL", "409 KTP_DAILY_LIMIT", "400 VALIDATION"]),
    );
    const same = sameHiddenClassProbe();
    // the natives syntax is off again for the files after this one
    expect(() => new Function("return %HaveSameMap({}, {})")).toThrow(SyntaxError);
    const classes: object[] = [];
    for (const answer of answers) if (!classes.some((kept) => same(kept, answer))) classes.push(answer);
    expect(classes).toHaveLength(1);
  });

  it("sends a create's body as JSON.stringify of the identity and the session would", () => {
    for (const [identity, session] of [
      [newIdentity(7), 12],
      [monthlyLimitIdentity(123), 1],
      [{ no_kjp: 'a"b\\c', no_ktp: "é", no_kk: "" }, 0],
    ] as const) {
      const body = createBody(identity, session);
      expect(body).toBe(JSON.stringify({ ...identity, session_id: session }));
      expect(JSON.parse(body)).toEqual({ ...identity, session_id: session });
    }
  });
});

describe("the citizens under way, counted (issue 34, session 20)", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A stand-in API answering every request with `status` and `body`; the addresses it was asked from, in order. */
  async function startServer(status: number, body: (url: string) => unknown, asked: string[]) {
    server = createServer((request, response) => {
      asked.push(String(request.headers["x-forwarded-for"]));
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body(request.url ?? "")));
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const citizen = (id: number, arrivalMs: number) => ({
    id,
    arrivalMs,
    identity: newIdentity(id),
    kind: "new" as const,
    sessionRank: 0,
    address: `10.0.0.${id + 1}`,
  });

  it("waits for the citizens still arriving when every one under way has answered", async () => {
    const asked: string[] = [];
    const base = await startServer(400, () => ({ code: "VALIDATION" }), asked);
    // the first has its answer long before the second arrives: no citizen is under way in between
    const result = await runLoad({
      bases: [base],
      citizens: [citizen(0, 0), citizen(1, 300)],
      offered: [{ id: 1, location_id: 1 }],
    });
    expect(result.answers.filter((answer) => answer !== undefined)).toHaveLength(2);
    expect(result.answers.map((answer) => answer?.status)).toEqual([400, 400]);
  });

  it("rejects with the first citizen that threw, at once, sending no later citizen", async () => {
    const asked: string[] = [];
    // a sessions list without its data: the citizen reading it throws (a generator's bug, not an answer)
    const base = await startServer(200, (url) => (url.includes("/queues/sessions/get") ? {} : { data: {} }), asked);
    // the second would arrive a minute later: the run does not wait for it to reject
    const run = runLoad({ bases: [base], citizens: [citizen(0, 0), citizen(1, 60_000)], offered: [{ id: 1, location_id: 1 }] });
    await expect(run).rejects.toThrow(TypeError);
    expect(new Set(asked)).toEqual(new Set(["10.0.0.1"]));
    // and closes its connections: kept alive (10 s), they held the bench open after it had printed the failure
    const open = () => new Promise<number>((resolve) => server!.getConnections((_, count) => resolve(count)));
    for (let tries = 0; tries < 50 && (await open()) > 0; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await open()).toBe(0);
  });
});
