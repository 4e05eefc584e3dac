import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { CEILING_FIRST_IDENTITY, ceilingAddress, runCeiling } from "./ceiling";
import { checkRush, type TicketRow } from "./checks";
import { newIdentity } from "./scenario";

type Create = { key: string; address: string; ktp: string; session: number };

/**
 * A create endpoint that answers after a few ms, keeps one ticket per Idempotency-Key (a retry with the same key gets
 * the same ticket), and counts the creates in flight. `failFirst` keys get a 503 with Retry-After the first time;
 * `refuse` keys a 409 (the session full).
 */
async function createServerFor(options: { failFirst?: Set<string>; saveTwice?: boolean; refuse?: Set<string> } = {}) {
  const creates: Create[] = [];
  const tickets = new Map<string, TicketRow>();
  const rows: TicketRow[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const server: Server = createServer((request, response) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      setTimeout(() => {
        inFlight--;
        const body = JSON.parse(Buffer.concat(chunks).toString()) as { no_ktp: string; session_id: number };
        const key = String(request.headers["idempotency-key"]);
        creates.push({ key, address: String(request.headers["x-forwarded-for"]), ktp: body.no_ktp, session: body.session_id });
        if (options.failFirst?.delete(key)) {
          if (options.saveTwice) save(key, body, true);
          return response
            .writeHead(503, { "retry-after": "0", "content-type": "application/json" })
            .end('{"code":"UNAVAILABLE"}');
        }
        if (options.refuse?.has(key))
          return response.writeHead(409, { "content-type": "application/json" }).end('{"code":"SESSION_FULL"}');
        const ticket = save(key, body, false);
        response
          .writeHead(201, { "content-type": "application/json" })
          .end(JSON.stringify({ data: { queue: { uuid: ticket.uuid } } }));
      }, 2);
    });
  });
  function save(key: string, body: { no_ktp: string; session_id: number }, lost: boolean): TicketRow {
    const kept = lost ? undefined : tickets.get(key);
    if (kept) return kept;
    const ticket: TicketRow = {
      uuid: `t-${rows.length + 1}`,
      no_ktp: body.no_ktp,
      scheduled_date: "2026-03-12",
      queue_location_id: 1,
      queue_session_id: body.session_id,
      sequence: rows.length + 1,
    };
    rows.push(ticket);
    if (!lost) tickets.set(key, ticket);
    return ticket;
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, creates, rows, mostInFlight: () => mostInFlight };
}

describe("the server's ceiling: a closed loop of creates (issue 34)", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("keeps exactly `clients` creates in flight until the fixed number is done, each a citizen of its own", async () => {
    const fake = await createServerFor();
    server = fake.server;
    const result = await runCeiling({ bases: [fake.base], sessions: [7, 8, 9], creates: 60, clients: 4, keyPrefix: "c" });

    expect(fake.creates).toHaveLength(60);
    // a closed loop: the next press only when an answer came, so never more than the clients, and all of them busy
    expect(fake.mostInFlight()).toBe(4);
    expect(new Set(fake.creates.map((c) => c.key)).size).toBe(60);
    expect(new Set(fake.creates.map((c) => c.address)).size).toBe(60);
    expect(new Set(fake.creates.map((c) => c.ktp)).size).toBe(60);
    expect(fake.creates.map((c) => c.ktp).sort()).toContain(newIdentity(CEILING_FIRST_IDENTITY).no_ktp);
    expect(fake.creates.map((c) => c.address)).toContain(ceilingAddress(59));
    // the sessions in turn
    expect(fake.creates.filter((c) => c.session === 7)).toHaveLength(20);
    expect(result.answers.every((answer) => answer.status === 201 && answer.uuid)).toBe(true);
    expect(result.createsPerSecond).toBeCloseTo(60 / (result.durationMs / 1000), 6);
  });

  it("counts only the creates answered 201 in its rate: a refusal is no create", async () => {
    const fake = await createServerFor({ refuse: new Set(["f-1", "f-4", "f-5"]) });
    server = fake.server;
    const result = await runCeiling({ bases: [fake.base], sessions: [1], creates: 10, clients: 2, keyPrefix: "f" });

    expect(result.answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect(result.created).toBe(7);
    expect(result.createsPerSecond).toBeCloseTo(7 / (result.durationMs / 1000), 6);
  });

  it("retries a 503 with the same key, and the exactly-once checks read its answers as the morning's", async () => {
    const fake = await createServerFor({ failFirst: new Set(["r-3", "r-7"]) });
    server = fake.server;
    const result = await runCeiling({
      bases: [fake.base],
      sessions: [1],
      creates: 10,
      clients: 3,
      keyPrefix: "r",
      retry: { attempts: 3, baseMs: 1, capMs: 2 },
    });

    expect(result.retries).toBe(2);
    expect(fake.creates.filter((c) => c.key === "r-3")).toHaveLength(2);
    expect(result.answers[3]).toMatchObject({ status: 201, attempts: 2 });
    const snapshot = {
      date: "2026-03-12",
      tickets: fake.rows,
      seats: [{ session_id: 1, quota: 20, taken: fake.rows.length }],
      ticketsBefore: 0,
    };
    expect(checkRush(result.answers, snapshot)).toEqual([]);
  });

  it("a ticket saved behind a failed answer breaks the checks", async () => {
    // the server saves a ticket and then answers 503; the retry saves another: two rows for one citizen's 201
    const fake = await createServerFor({ failFirst: new Set(["d-0"]), saveTwice: true });
    server = fake.server;
    const result = await runCeiling({
      bases: [fake.base],
      sessions: [1],
      creates: 2,
      clients: 1,
      keyPrefix: "d",
      retry: { attempts: 3, baseMs: 1, capMs: 2 },
    });
    const snapshot = {
      date: "2026-03-12",
      tickets: fake.rows,
      seats: [{ session_id: 1, quota: 20, taken: fake.rows.length }],
      ticketsBefore: 0,
    };
    expect(checkRush(result.answers, snapshot).map((v) => v.check)).toContain("201s = ticket rows");
  });
});
