import { afterEach, describe, expect, test } from "vitest";
import { API_PREFIX } from "../contract/routes";
import { PENDING_KEY, pendingRows, type FromWorker, type ToWorker } from "./api-worker-messages";
import { contractProblem, serveApi, type ApiPort } from "./api-worker";
import { pageFaults } from "./browser";
import { Backend } from "./backend";
import { createClock } from "../server/clock";
import { restoreOrSeed } from "./persistence";
import { takeSnapshot, type DatabaseSnapshot } from "./snapshot";
import { memorySnapshotStore, type SnapshotStore } from "./snapshot-store";
import { memoryStorage } from "./testing/memory-storage";
import { guestBody } from "./testing/harness";
import { DEMO_PASSWORD } from "../server/seed/fixtures";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

// a fixed instant, never today's (docs/testing.md): a Wednesday morning in Jakarta
const T0 = Date.parse("2026-03-04T09:00:00+07:00");
const HOUR = 3_600_000;

const channels: MessageChannel[] = [];
const servedApis: (() => Promise<void>)[] = [];
afterEach(async () => {
  // the served APIs' saves and posts end with their test (a debounced save would run into the next one)
  await Promise.all(servedApis.splice(0).map((stop) => stop()));
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/**
 * The API served on one end of a MessageChannel, the page's side on the other: every message it has received. With a
 * store, it persists there (IndexedDB's stand-in).
 */
function serve(store?: SnapshotStore, session: Record<string, string> = {}) {
  const channel = new MessageChannel();
  channels.push(channel);
  const stop = serveApi(channel.port1 as unknown as ApiPort, { store });
  servedApis.push(stop);
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
  /** `cookie`: the document's cookie line, which msw's page side sends (shared by every tab). */
  const request = async (path: string, post?: unknown, cookie = "") => {
    const id = ++nextId;
    const answer = next((message) => message.kind === "answer" && message.id === id);
    send({
      kind: "request",
      id,
      url: `http://demo.test${API_PREFIX}${path}`,
      method: post === undefined ? "GET" : "POST",
      headers: post === undefined ? [] : [["Content-Type", "application/json"]],
      body: post === undefined ? null : new TextEncoder().encode(JSON.stringify(post)).buffer,
      cookie,
    });
    return (await answer) as Extract<FromWorker, { kind: "answer" }>;
  };
  const started = next((message) => message.kind === "ready");
  send({
    kind: "start",
    seed: { tickets: 20 },
    rateLimits: false,
    clock: { mode: "frozen", offsetMs: 0, frozenAt: T0 },
    persist: store !== undefined,
    storage: { session, local: {} },
  });
  const listen = (listener: (message: FromWorker) => void) => listeners.add(listener);
  return { received, send, next, listen, call, request, started, stop };
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

  test("once stopped, a move of the clock no longer reseeds", async () => {
    const api = serve();
    await api.started;
    const before = await latestTicket(api);
    await api.stop();
    api.send({ kind: "clock", state: { mode: "frozen", offsetMs: 0, frozenAt: T0 + 2 * HOUR } });
    await api.request("/queues/locations/get");
    expect(await latestTicket(api)).toBe(before);
  });

  test("an answer outside the contract is named where it is made (the demo's page does not check it again)", async () => {
    const json = (body: unknown, status = 200) => {
      const response = new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      return [response, new TextEncoder().encode(JSON.stringify(body)).buffer] as const;
    };
    expect(await contractProblem("guestLocations", ...json({ data: "not a list" }))).toMatch(
      /guestLocations answered 200 outside the contract/,
    );
    expect(await contractProblem("guestLocations", ...json({ error: "Tidak ada.", code: "NOT_FOUND" }, 404))).toBeNull();
    expect(await contractProblem("guestLocations", ...json({ nothing: true }, 404))).toMatch(/outside the contract/);
  });

  test("two tabs share the document's cookies: each tab's API reads the refresh cookie it set, not the other's (ADR 103)", async () => {
    const [first, second] = [serve(), serve()];
    await Promise.all([first.started, second.started]);
    // the browser's one cookie line: msw writes each Set-Cookie of either tab into `document.cookie`
    const documentCookies = new Map<string, string>();
    const browserKeeps = ({ answer }: Extract<FromWorker, { kind: "answer" }>) => {
      if ("networkError" in answer) throw new Error("no answer");
      for (const setCookie of answer.setCookies) {
        const [name = "", value = ""] = setCookie.split(";", 1)[0]!.split("=");
        documentCookies.set(name, value);
      }
      return answer.status;
    };
    const documentCookie = () => [...documentCookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const login = { username: "operator", password: DEMO_PASSWORD };
    expect(browserKeeps(await first.request("/users/auth/login", login, documentCookie()))).toBe(200);
    // the second tab signs in (or refreshes at its start): the document now holds its token
    expect(browserKeeps(await second.request("/users/auth/login", login, documentCookie()))).toBe(200);
    expect(browserKeeps(await first.request("/users/auth/refresh-token", {}, documentCookie()))).toBe(200);
    expect(browserKeeps(await second.request("/users/auth/refresh-token", {}, documentCookie()))).toBe(200);
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

  /** A store holding a saved demo database of 200 tickets, as a later visit finds it. */
  async function savedStore() {
    const clock = createClock();
    clock.freeze(T0);
    const earlier = new Backend({ clock, seed: { tickets: 200 } });
    const store = memorySnapshotStore();
    await restoreOrSeed(earlier, store);
    await store.save(await takeSnapshot(earlier.db, T0));
    return store;
  }

  /** A registration through the API: the new ticket's uuid. */
  async function register(api: ReturnType<typeof serve>, citizen = 1) {
    const sessions = JSON.parse(
      new TextDecoder().decode(((await api.request("/queues/sessions/get?location_id=1")).answer as { body: ArrayBuffer }).body),
    ) as { data: { queue_sessions: { id: number }[] } };
    const answer = (await api.request("/queues/create", guestBody(sessions.data.queue_sessions[0]!.id, citizen))).answer;
    expect(answer).toMatchObject({ status: 201 });
    const created = JSON.parse(new TextDecoder().decode((answer as { body: ArrayBuffer }).body)) as {
      data: { queue: { uuid: string } };
    };
    return created.data.queue.uuid;
  }

  test("after a registration the page is sent that ticket, not the saved ones", async () => {
    const api = serve(await savedStore());
    await api.started;
    const uuid = await register(api);
    const sent = api.received.flatMap((message) => (message.kind === "data" && message.unsaved ? [message.unsaved] : []));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.whole).toBe(false);
    expect(sent[0]!.tables.tickets).toBeUndefined();
    expect(sent[0]!.tickets.map(([sentUuid]) => sentUuid)).toEqual([uuid]);
    // the whole of it is the one ticket and the small tables the call wrote, not the 200 tickets (~100 KB)
    expect(JSON.stringify(sent[0]).length).toBeLessThan(5_000);
  });

  test("a page that goes before the save ends keeps the registration: the next start has it", async () => {
    const saved = await savedStore();
    // the save never ends: the page is gone first
    const stalled: SnapshotStore = { ...saved, save: () => new Promise<void>(() => undefined) };
    const api = serve(stalled);
    await api.started;
    const page = pendingRows();
    api.listen((message) => {
      if (message.kind === "data" && message.unsaved) page.add(message.unsaved);
    });
    const uuid = await register(api);
    // what the page does as it goes (mocks/browser.ts): its rows to sessionStorage, and the worker told to save
    const sessionStorage = memoryStorage();
    page.writeTo(sessionStorage);
    api.send({ kind: "save" });
    expect(sessionStorage.getItem(PENDING_KEY)).not.toBeNull();

    const clock = createClock();
    clock.freeze(T0);
    const next = new Backend({ clock, seed: { tickets: 200 } });
    expect((await restoreOrSeed(next, saved, sessionStorage)).origin).toBe("restored");
    expect(next.db.tickets.get(uuid)).toBeDefined();
    expect(next.db.count("tickets")).toBe(201);
  });

  /** One tab's page: the worker's unsaved rows laid one over the other, written to its sessionStorage as it goes. */
  function tabPage(api: ReturnType<typeof serve>) {
    const rows = pendingRows();
    api.listen((message) => {
      if (message.kind === "data" && message.unsaved) rows.add(message.unsaved);
      if (message.kind === "storage" && message.key === PENDING_KEY && message.value === null) rows.drop();
    });
    const sessionStorage = memoryStorage();
    return {
      sessionStorage,
      goes() {
        rows.writeTo(sessionStorage);
        api.send({ kind: "save" });
      },
    };
  }

  /** The tab's worker told to save now, and its save ended (it drops the page's rows then). */
  async function savedNow(api: ReturnType<typeof serve>) {
    const ended = api.next((message) => message.kind === "storage" && message.key === PENDING_KEY && message.value === null);
    api.send({ kind: "save" });
    await ended;
  }

  function reloadedFrom(store: SnapshotStore, sessionStorage: Storage) {
    const clock = createClock();
    clock.freeze(T0);
    const next = new Backend({ clock, seed: { tickets: 200 } });
    return restoreOrSeed(next, store, sessionStorage).then(() => next);
  }

  test("two tabs: a page's unsaved registration is not laid over the other tab's later save (it would mix them)", async () => {
    const saved = await savedStore();
    // tab A's saves never end: its page goes first
    const tabA = serve({ ...saved, save: () => new Promise<void>(() => undefined) });
    const tabB = serve(saved);
    await Promise.all([tabA.started, tabB.started]);
    const pageA = tabPage(tabA);
    const uuidA = await register(tabA);
    pageA.goes();
    const uuidB = await register(tabB);
    await savedNow(tabB);

    const reloadedA = await reloadedFrom(saved, pageA.sessionStorage);
    // tab B's save as it is: its registration, not tab A's under the same number
    expect(reloadedA.db.tickets.get(uuidB)).toBeDefined();
    expect(reloadedA.db.tickets.get(uuidA)).toBeUndefined();
    const numbers = reloadedA.db
      .all("tickets")
      .map((ticket) => `${ticket.scheduled_date} ${ticket.queue_session_id} ${ticket.no}`);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(reloadedA.db.all("tickets")).toEqual((await saved.load())!.tables.tickets);
    expect(pageA.sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  test("a page's unsaved rows are laid over a later save of its own worker", async () => {
    const saved = await savedStore();
    // the first save ends, the second never does: the page goes first
    let saves = 0;
    const tab = serve({ ...saved, save: (snapshot) => (++saves === 1 ? saved.save(snapshot) : new Promise(() => undefined)) });
    await tab.started;
    const page = tabPage(tab);
    const first = await register(tab);
    await savedNow(tab);
    const second = await register(tab, 2);
    page.goes();

    const reloaded = await reloadedFrom(saved, page.sessionStorage);
    expect(reloaded.db.tickets.get(first)).toBeDefined();
    expect(reloaded.db.tickets.get(second)).toBeDefined();
    expect(reloaded.db.count("tickets")).toBe(202);
  });

  /** A store whose saves never end (the page goes first). */
  const stalled = (store: SnapshotStore): SnapshotStore => ({ ...store, save: () => new Promise<void>(() => undefined) });

  test("a tab on a fresh seed keeps its writes over another tab's later save: its rows are its whole state", async () => {
    const store = memorySnapshotStore();
    const tabA = serve(stalled(store));
    await tabA.started;
    const pageA = tabPage(tabA);
    const uuidA = await register(tabA);
    const tabB = serve(store);
    await tabB.started;
    const uuidB = await register(tabB, 2);
    await savedNow(tabB);
    pageA.goes();

    // every table whole, as a save would hold them: they replace tab B's save (between tabs the last save wins)
    const reloadedA = await reloadedFrom(store, pageA.sessionStorage);
    expect(reloadedA.db.tickets.get(uuidA)).toBeDefined();
    expect(reloadedA.db.tickets.get(uuidB)).toBeUndefined();
  });

  test("a reload's unsaved rows lie over the save an earlier load of the tab made, which this load restored", async () => {
    const store = memorySnapshotStore();
    const first = serve(store);
    await first.started;
    await register(first);
    await savedNow(first);
    // the next load of the tab restores that save; its own saves never end
    const next = serve(stalled(store));
    await next.started;
    const page = tabPage(next);
    const uuid = await register(next, 2);
    page.goes();

    const reloaded = await reloadedFrom(store, page.sessionStorage);
    expect(reloaded.db.tickets.get(uuid)).toBeDefined();
  });

  test("a page's unsaved rows are dropped over a later save of the tab whose save it restored", async () => {
    const store = memorySnapshotStore();
    const tabA = serve(store);
    await tabA.started;
    await register(tabA);
    await savedNow(tabA);
    const tabB = serve(stalled(store));
    await tabB.started;
    const pageB = tabPage(tabB);
    const uuidB = await register(tabB, 2);
    pageB.goes();
    // tab A's next save: the same writer, a later generation, made without tab B's registration
    const uuidA = await register(tabA, 3);
    await savedNow(tabA);

    const reloadedB = await reloadedFrom(store, pageB.sessionStorage);
    expect(reloadedB.db.tickets.get(uuidA)).toBeDefined();
    expect(reloadedB.db.tickets.get(uuidB)).toBeUndefined();
  });

  test("the console's save now (after a reset or an import) is marked as the tab's worker's", async () => {
    const store = memorySnapshotStore();
    const tab = serve(store);
    await tab.started;
    const written = tab.next((message) => message.kind === "data" && message.unsaved !== undefined);
    await tab.call("reset", { tickets: 20 });
    const { unsaved } = (await written) as Extract<FromWorker, { kind: "data" }>;
    await tab.call("saveNow");
    // marked as its: the tab's later unsaved rows lie over it (unmarked, they would be dropped on a reload)
    expect((await store.load())?.savedBy?.writer).toBe(unsaved!.writer);
  });

  test("a reload's unsaved rows lie over the save of the earlier load whose rows it carried, ended after it started", async () => {
    const store = memorySnapshotStore();
    // the first load's save is held until the next load has read the store
    let held: DatabaseSnapshot | undefined;
    const first = serve({ ...store, save: (snapshot) => ((held = snapshot), new Promise<void>(() => undefined)) });
    await first.started;
    const firstPage = tabPage(first);
    const uuid1 = await register(first);
    firstPage.goes();
    // the next load carries the first's rows over and saves them; its later saves never end
    let saves = 0;
    const next = serve(
      { ...store, save: (snapshot) => (++saves === 1 ? store.save(snapshot) : new Promise<void>(() => undefined)) },
      { [PENDING_KEY]: firstPage.sessionStorage.getItem(PENDING_KEY)! },
    );
    await next.started;
    // the first load's save ends now, over the next load's
    expect(held?.savedBy).toBeDefined();
    await store.save(held!);
    const nextPage = tabPage(next);
    const uuid2 = await register(next, 2);
    nextPage.goes();

    const reloaded = await reloadedFrom(store, nextPage.sessionStorage);
    expect(reloaded.db.tickets.get(uuid1)).toBeDefined();
    expect(reloaded.db.tickets.get(uuid2)).toBeDefined();
  });
});
