import { afterEach, describe, expect, test } from "vitest";
import { API_PREFIX } from "../contract/routes";
import type { FromWorker, ToWorker } from "./api-worker-messages";
import { contractProblem, serveApi, type ApiPort } from "./api-worker";
import { pageFaults } from "./browser";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

// a fixed instant, never today's (docs/testing.md): a Wednesday morning in Jakarta
const T0 = Date.parse("2026-03-04T09:00:00+07:00");
const HOUR = 3_600_000;

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/** The API served on one end of a MessageChannel, the page's side on the other: every message it has received. */
function serve() {
  const channel = new MessageChannel();
  channels.push(channel);
  serveApi(channel.port1 as unknown as ApiPort);
  const received: FromWorker[] = [];
  const listeners = new Set<(message: FromWorker) => void>();
  channel.port2.addEventListener("message", (event: MessageEvent<FromWorker>) => {
    received.push(event.data);
    for (const listener of listeners) listener(event.data);
  });
  channel.port1.start();
  channel.port2.start();
  const send = (message: DistributiveOmit<ToWorker, "at">) => channel.port2.postMessage({ ...message, at: Date.now() });
  const next = (matches: (message: FromWorker) => boolean) =>
    new Promise<FromWorker>((resolve) => {
      const listener = (message: FromWorker) => {
        if (!matches(message)) return;
        listeners.delete(listener);
        resolve(message);
      };
      listeners.add(listener);
    });
  let nextId = 0;
  const call = async (name: Extract<ToWorker, { kind: "call" }>["name"], ...args: unknown[]) => {
    const id = ++nextId;
    const result = next((message) => message.kind === "result" && message.id === id);
    send({ kind: "call", id, name, args });
    return (await result) as Extract<FromWorker, { kind: "result" }>;
  };
  const request = async (path: string) => {
    const id = ++nextId;
    const answer = next((message) => message.kind === "answer" && message.id === id);
    send({
      kind: "request",
      id,
      url: `http://demo.test${API_PREFIX}${path}`,
      method: "GET",
      headers: [],
      body: null,
      cookies: {},
    });
    return (await answer) as Extract<FromWorker, { kind: "answer" }>;
  };
  const started = next((message) => message.kind === "ready");
  send({
    kind: "start",
    seed: { tickets: 20 },
    rateLimits: false,
    clock: { mode: "frozen", offsetMs: 0, frozenAt: T0 },
    persist: false,
    storage: { session: {}, local: {} },
  });
  const listen = (listener: (message: FromWorker) => void) => listeners.add(listener);
  return { received, send, next, listen, call, request, started };
}

/** The latest created_at of the exported tickets. */
async function latestTicket(api: ReturnType<typeof serve>): Promise<number> {
  const file = JSON.parse((await api.call("exportDatabase")).value as string) as {
    snapshot: { tables: { tickets: { created_at: string }[] } };
  };
  return Math.max(...file.snapshot.tables.tickets.map((ticket) => Date.parse(ticket.created_at)));
}

describe("the demo's API worker (mocks/api-worker.ts)", () => {
  test("after a reset the seed follows the clock again (docs/product.md §17.1)", async () => {
    const api = serve();
    await api.started;
    await api.call("reset", { tickets: 20 });
    const before = await latestTicket(api);
    api.send({ kind: "clock", state: { mode: "frozen", offsetMs: 0, frozenAt: T0 + 2 * HOUR } });
    // a request waits for the reseed the clock's move started
    await api.request("/queues/locations/get");
    // seeded afresh from the new time: the registrations move on with it (unmoved, the reset left the seed behind)
    expect(await latestTicket(api)).toBeGreaterThan(before);
  });

  test("an answer outside the contract is named where it is made (the demo's page does not check it again)", () => {
    const json = (body: unknown, status = 200) => {
      const response = new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      return [response, new TextEncoder().encode(JSON.stringify(body)).buffer] as const;
    };
    expect(contractProblem("guestLocations", ...json({ data: "not a list" }))).toMatch(
      /guestLocations answered 200 outside the contract/,
    );
    expect(contractProblem("guestLocations", ...json({ error: "Tidak ada.", code: "NOT_FOUND" }, 404))).toBeNull();
    expect(contractProblem("guestLocations", ...json({ nothing: true }, 404))).toMatch(/outside the contract/);
  });

  test("a call's result comes after the page's copy of the rows it wrote", async () => {
    const api = serve();
    await api.started;
    await api.call("reset", { tickets: 20 });
    const result = api.received.findIndex((message) => message.kind === "result");
    expect(api.received.slice(0, result).filter((message) => message.kind === "data")).toHaveLength(2);
  });

  test("a countdown the worker ran is not put back by the page's next change of the faults", async () => {
    const api = serve();
    await api.started;
    const faults = pageFaults(api.send);
    // the worker's lists reach the page only when the test lets them: as if still on their way
    const inTransit: Extract<FromWorker, { kind: "faults" }>[] = [];
    api.listen((message) => {
      if (message.kind === "faults") inTransit.push(message);
    });
    faults.control.set("guestLocations", { status: 503, times: 2 });
    expect((await api.request("/queues/locations/get")).answer).toMatchObject({ status: 503 });
    // the page sets another route's fault before the worker's list (times: 1) has reached it
    faults.control.set("guestScheduledDate", { status: 503 });
    expect(faults.control.list().guestLocations?.times).toBe(2);
    await api.next((message) => message.kind === "faults" && message.version === 2);
    for (const message of inTransit) faults.fromWorker(message.version, message.faults);
    expect(faults.control.list()).toEqual({
      guestLocations: { status: 503, times: 1 },
      guestScheduledDate: { status: 503 },
    });
    // the worker's list is the truth: one more request takes the last one, and the next passes
    expect((await api.request("/queues/locations/get")).answer).toMatchObject({ status: 503 });
    expect((await api.request("/queues/locations/get")).answer).toMatchObject({ status: 200 });
  });
});
