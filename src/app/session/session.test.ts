import { describe, expect, it, vi } from "vitest";
import { waitFor } from "xstate";
import { createApiClient } from "../../api/client";
import { ApiError, errorText } from "../../api/errors";
import { encodeUnsignedJwt, sessionStatus } from "../../../machines/session";
import { isSessionEndedError, SESSION_REFRESH_FAILED } from "../../api/errors";
import { createSessionBridge } from "./bridge";
import { createSessionRuntime, type SessionRuntime } from "./runtime";
import { SESSION_NOTE_KEY, type RefreshLocks, type RefreshMarker, type TabChannel } from "./tabs";

// ---------------------------------------------------------------------------------------------------------
// A fake API server behind an injected fetch: real createApiClient, real redaxios, real session machine.

const jwt = (username: string, iat: number) =>
  encodeUnsignedJwt({ sub: "3", username, name: "Budi", permissions: ["access:queue.rejection_reason"], exp: iat + 900, iat });
const OLD = jwt("konfigurator", 1000);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const unauthenticated = (error = "Token expired") => json(401, { error, code: "UNAUTHENTICATED" });
const tick = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Call = { method: string; path: string; bearer: string | null };

/**
 * One API shared by every tab. Access tokens in `valid` are accepted. The refresh cookie is rotated on every
 * refresh; presenting a rotated one revokes the family (docs/product.md §10), so overlapping refreshes would show up as
 * failures here.
 */
function fakeServer(options: { refreshFails?: string; retryAlso401?: boolean; latencyMs?: number } = {}) {
  const calls: Call[] = [];
  const valid = new Set<string>([OLD]);
  let cookie = "r1";
  let generation = 1;
  let revoked = false;
  let issued = 1000;
  const latency = options.latencyMs ?? 2;

  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), "http://api.test");
    const path = url.pathname.replace(/^\/api\/v1/, "");
    const bearer = new Headers(init?.headers).get("authorization")?.replace(/^Bearer /, "") ?? null;
    const method = init?.method ?? "GET";
    calls.push({ method, path, bearer });
    const presented = cookie; // the browser sends the cookie it holds when the request leaves
    await tick(latency);

    if (path === "/users/auth/refresh-token") {
      if (options.refreshFails) return unauthenticated(options.refreshFails);
      if (revoked || presented !== cookie) {
        revoked = true;
        return unauthenticated("Refresh token reused");
      }
      cookie = `r${++generation}`;
      const token = jwt("konfigurator", (issued += 100));
      valid.clear(); // the old access token has expired meanwhile
      valid.add(token);
      return json(200, { data: { accessToken: token } });
    }
    if (path === "/users/auth/logout") return json(200, { data: {} });
    const reason = path.match(/^\/queues\/rejection-reasons\/(\d+)$/);
    if (reason) {
      if (!bearer || !valid.has(bearer) || (options.retryAlso401 && bearer !== OLD)) return unauthenticated();
      return json(200, { data: { queue_rejection_reason: { id: Number(reason[1]), reason: `Alasan ${reason[1]}` } } });
    }
    return json(404, { error: "Not found", code: "NOT_FOUND" });
  }) as typeof fetch;

  return {
    fetchImpl,
    calls,
    refreshes: () => calls.filter((c) => c.path === "/users/auth/refresh-token").length,
    /** every access token issued so far has expired */
    expireAccessTokens: () => valid.clear(),
    accept: (token: string) => valid.add(token),
    get revoked() {
      return revoked;
    },
  };
}

/** BroadcastChannel between fake tabs: messages arrive a task later, never at the sender. */
function channelHub() {
  const members = new Set<{ deliver(data: unknown): void }>();
  return (): TabChannel => {
    const listeners = new Set<(event: MessageEvent) => void>();
    const member = { deliver: (data: unknown) => listeners.forEach((l) => l({ data } as MessageEvent)) };
    members.add(member);
    return {
      postMessage: (message) => {
        for (const other of members) if (other !== member) setTimeout(() => other.deliver(message), 0);
      },
      addEventListener: (_, listener) => listeners.add(listener),
      removeEventListener: (_, listener) => listeners.delete(listener),
      close: () => members.delete(member),
    };
  };
}

/** Web Locks between fake tabs: one holder at a time, first come first served; an aborted request never runs. */
function lockManager(): RefreshLocks & { granted: number } {
  let tail: Promise<unknown> = Promise.resolve();
  const manager = {
    granted: 0,
    request<T>(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T> {
      const turn = tail.then(() => {
        if (options.signal?.aborted) throw options.signal.reason;
        manager.granted += 1;
        return callback();
      });
      tail = turn.catch(() => undefined);
      return turn;
    },
  };
  return manager;
}

function memoryStorage(initial: Record<string, string> = {}): RefreshMarker {
  const items = new Map<string, string>(Object.entries(initial));
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

type Tab = { runtime: SessionRuntime; client: ReturnType<typeof createApiClient>; toasts: unknown[]; navigations: number };

function openTab(
  server: ReturnType<typeof fakeServer>,
  shared?: { channel?: () => TabChannel; locks?: RefreshLocks; marker?: RefreshMarker },
): Tab {
  const client = createApiClient({ baseUrl: "http://api.test", validateResponses: true, fetch: server.fetchImpl });
  const tab: Tab = { client, toasts: [], navigations: 0, runtime: undefined as unknown as SessionRuntime };
  tab.runtime = createSessionRuntime({
    client,
    notify: (toast) => tab.toasts.push(toast),
    navigateToLogin: () => void (tab.navigations += 1),
    openChannel: shared?.channel ?? (() => null),
    locks: shared?.locks ?? null,
    marker: shared?.marker ?? null,
    adoptionWaitMs: 200,
  });
  tab.runtime.start();
  return tab;
}

/** A tab signed in with OLD (its boot refresh answered OLD), whose token the server then lets expire. */
async function signedInWithExpiredToken(server: ReturnType<typeof fakeServer>) {
  const boot = vi.fn(async () => json(200, { data: { accessToken: OLD } }));
  const fetchImpl = server.fetchImpl;
  const routed = (async (input: string | URL | Request, init?: RequestInit) =>
    String(input).endsWith("/refresh-token") && boot.mock.calls.length === 0 ? boot() : fetchImpl(input, init)) as typeof fetch;
  const tab = openTab({ ...server, fetchImpl: routed });
  await waitFor(tab.runtime.actor, (s) => sessionStatus(s) === "signedIn");
  expect(tab.runtime.actor.getSnapshot().context.token).toBe(OLD);
  server.expireAccessTokens();
  return tab;
}

const ids = Array.from({ length: 100 }, (_, i) => i + 1);
const requestsPerId = (server: ReturnType<typeof fakeServer>) => {
  const counts = new Map<number, number>();
  for (const c of server.calls) {
    const m = c.path.match(/^\/queues\/rejection-reasons\/(\d+)$/);
    if (m) counts.set(Number(m[1]), (counts.get(Number(m[1])) ?? 0) + 1);
  }
  return counts;
};

// ---------------------------------------------------------------------------------------------------------

describe("session ⇄ API client: one refresh for a burst of 401s", () => {
  it("100 concurrent requests with an expired token: exactly 1 refresh, each request retried at most once", async () => {
    const server = fakeServer();
    const tab = await signedInWithExpiredToken(server);
    const results = await Promise.all(ids.map((id) => tab.client.call("rejectionReasonGet", { params: { id } })));

    expect(results.map((r) => r.data.queue_rejection_reason.id)).toEqual(ids);
    expect(server.refreshes()).toBe(1);
    const perId = requestsPerId(server);
    expect([...perId.values()].every((n) => n === 2)).toBe(true); // the 401, then one retry
    const fresh = tab.runtime.actor.getSnapshot().context.token;
    expect(fresh).not.toBe(OLD);
    const retries = server.calls.filter((c) => c.path.startsWith("/queues/") && c.bearer !== OLD);
    expect(retries).toHaveLength(100);
    expect(retries.every((c) => c.bearer === fresh)).toBe(true);
    expect(tab.toasts).toEqual([]);
  });

  it("still 1 refresh when some 401s arrive after the refresh has finished", async () => {
    const server = fakeServer({ latencyMs: 1 });
    const tab = await signedInWithExpiredToken(server);
    // the second half leaves with the old token but is answered long after the refresh
    const slow = ((input: string | URL | Request, init?: RequestInit) =>
      tick(40).then(() => server.fetchImpl(input, init))) as typeof fetch;
    const slowClient = createApiClient({ baseUrl: "http://api.test", validateResponses: true, fetch: slow });
    slowClient.setAuth(createSessionBridge(tab.runtime.actor)); // a second client on the same session
    const first = ids.slice(0, 50).map((id) => tab.client.call("rejectionReasonGet", { params: { id } }));
    const second = ids.slice(50).map((id) => slowClient.call("rejectionReasonGet", { params: { id } }));
    await Promise.all([...first, ...second]);
    expect(server.refreshes()).toBe(1);
    expect(Math.max(...requestsPerId(server).values())).toBe(2);
  });

  it("the refresh fails: all 100 rejected, ONE 'Error' toast, no retries, no further refresh", async () => {
    const server = fakeServer({ refreshFails: "Refresh token expired" });
    const tab = await signedInWithExpiredToken(server);
    const outcomes = await Promise.allSettled(ids.map((id) => tab.client.call("rejectionReasonGet", { params: { id } })));

    expect(outcomes.every((o) => o.status === "rejected")).toBe(true);
    const reasons = outcomes.map((o) => (o as PromiseRejectedResult).reason as unknown);
    expect(reasons.every((r) => r instanceof ApiError && r.code === SESSION_REFRESH_FAILED && isSessionEndedError(r))).toBe(true);
    expect(errorText(reasons[0])).toBe("Refresh token expired. Please refresh the window and login again");
    expect(tab.toasts).toEqual([
      { title: "Error", description: "Refresh token expired. Please refresh the window and login again", variant: "destructive" },
    ]);
    expect(server.refreshes()).toBe(1);
    expect([...requestsPerId(server).values()].every((n) => n === 1)).toBe(true);

    // no loop: later calls fail at once, without a refresh or a toast
    await expect(tab.client.call("rejectionReasonGet", { params: { id: 1 } })).rejects.toMatchObject({
      code: SESSION_REFRESH_FAILED,
    });
    expect(server.refreshes()).toBe(1);
    expect(tab.toasts).toHaveLength(1);
  });

  it("the retry gets 401 too: signed out, one redirect to /login", async () => {
    const server = fakeServer({ retryAlso401: true });
    const tab = await signedInWithExpiredToken(server);
    const outcomes = await Promise.allSettled(
      ids.slice(0, 20).map((id) => tab.client.call("rejectionReasonGet", { params: { id } })),
    );
    expect(outcomes.every((o) => o.status === "rejected" && (o.reason as ApiError).status === 401)).toBe(true);
    expect(sessionStatus(tab.runtime.actor.getSnapshot())).toBe("signedOut");
    expect(tab.runtime.actor.getSnapshot().context.token).toBeNull();
    expect(tab.navigations).toBe(1);
    expect(server.refreshes()).toBe(1);
    // the login page says why (issue 36 point 5)
    expect(tab.runtime.ended()).toBe("expired");
  });

  it("login, refresh and logout never go through the 401 handler", async () => {
    const server = fakeServer({ refreshFails: "No session" });
    const tab = openTab(server);
    await waitFor(tab.runtime.actor, (s) => sessionStatus(s) === "signedOut");
    expect(server.refreshes()).toBe(1); // the boot refresh, answered 401, was not retried
    expect(tab.toasts).toEqual([]); // a failed silent refresh is not an error
  });
});

/** The fake server, with the login call answered by `answer`. */
function withLogin(server: ReturnType<typeof fakeServer>, answer: () => Response | Promise<Response>) {
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) =>
    String(input).endsWith("/users/auth/login") ? answer() : server.fetchImpl(input, init)) as typeof fetch;
  return { ...server, fetchImpl };
}

/** A server that accepts a fresh superadmin token, which the login call hands out. */
function serverWithLogin(server = fakeServer({ refreshFails: "No session" })) {
  const loginToken = jwt("superadmin", 5000);
  server.accept(loginToken);
  return { server, loginToken, routed: withLogin(server, () => json(200, { data: { accessToken: loginToken } })) };
}

describe("session runtime: login and logout", () => {
  it("login resolves once signed in; logout sends the bearer and signs out", async () => {
    const { server, loginToken, routed } = serverWithLogin();
    const tab = openTab(routed);
    await waitFor(tab.runtime.actor, (s) => sessionStatus(s) === "signedOut");
    await tab.runtime.login({ username: "superadmin", password: "antrean123" });
    expect(tab.runtime.actor.getSnapshot().context.user?.username).toBe("superadmin");
    await tab.runtime.logout();
    expect(server.calls.at(-1)).toEqual({ method: "POST", path: "/users/auth/logout", bearer: loginToken });
    expect(sessionStatus(tab.runtime.actor.getSnapshot())).toBe("signedOut");
    // signing out oneself needs no word on the login page
    expect(tab.runtime.ended()).toBeNull();
  });

  it("login failure rejects with the API error (the login form shows it; the session adds no toast)", async () => {
    const tab = openTab(
      withLogin(fakeServer({ refreshFails: "No session" }), () => unauthenticated("Username atau password salah")),
    );
    await waitFor(tab.runtime.actor, (s) => sessionStatus(s) === "signedOut");
    const failure = await tab.runtime.login({ username: "superadmin", password: "wrong-pass" }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 401, message: "Username atau password salah" });
    expect(tab.toasts).toEqual([]);
  });
});

describe("session runtime: the 'signed in here' note decides the boot refresh", () => {
  function tabWith(marker: RefreshMarker, server?: ReturnType<typeof fakeServer>) {
    const { routed } = serverWithLogin(server);
    return { runtime: openTab(routed, { marker }).runtime, server: routed };
  }

  it("no note: signed out at once, with no refresh call", async () => {
    const { runtime, server } = tabWith(memoryStorage());
    expect(sessionStatus(runtime.actor.getSnapshot())).toBe("signedOut");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toEqual([]);
  });

  it("login writes the note, so the next boot refreshes; logout clears it", async () => {
    const marker = memoryStorage();
    const first = tabWith(marker);
    await first.runtime.login({ username: "superadmin", password: "antrean123" });
    expect(marker.getItem(SESSION_NOTE_KEY)).toBe("1");
    const next = tabWith(marker, fakeServer());
    await waitFor(next.runtime.actor, (s) => sessionStatus(s) === "signedIn");
    expect(next.server.refreshes()).toBe(1);
    await next.runtime.logout();
    expect(marker.getItem(SESSION_NOTE_KEY)).toBe("0");
  });

  it("a boot refresh that never got an answer (offline, the API mid-deploy) keeps the note for the next load", async () => {
    const marker = memoryStorage({ [SESSION_NOTE_KEY]: "1" });
    const server = fakeServer();
    const offline = {
      ...server,
      fetchImpl: (async (input: string | URL | Request, init?: RequestInit) =>
        String(input).endsWith("/refresh-token")
          ? Promise.reject(new TypeError("Failed to fetch"))
          : server.fetchImpl(input, init)) as typeof fetch,
    };
    const tab = openTab(offline, { marker });
    await waitFor(tab.runtime.actor, (s) => sessionStatus(s) === "signedOut");
    expect(marker.getItem(SESSION_NOTE_KEY)).toBe("1");
  });

  it("a note whose cookie is gone: one refresh fails, and the note is cleared", async () => {
    const marker = memoryStorage({ [SESSION_NOTE_KEY]: "1" });
    const { runtime, server } = tabWith(marker);
    await waitFor(runtime.actor, (s) => sessionStatus(s) === "signedOut");
    expect(server.calls.filter((c) => c.path.endsWith("/refresh-token"))).toHaveLength(1);
    expect(marker.getItem(SESSION_NOTE_KEY)).toBe("0");
    // a reload after the session ended (refresh refused): the login page says so
    expect(runtime.ended()).toBe("expired");
  });
});

describe("session across tabs", () => {
  function twoTabs(server: ReturnType<typeof fakeServer>) {
    // this browser has signed in before, so both tabs boot with a refresh
    const shared = { channel: channelHub(), locks: lockManager(), marker: memoryStorage({ [SESSION_NOTE_KEY]: "1" }) };
    return { shared, a: openTab(server, shared), b: openTab(server, shared) };
  }

  it("two tabs booting together refresh once: the second adopts the first one's token", async () => {
    const server = fakeServer();
    const { a, b } = twoTabs(server);
    await waitFor(a.runtime.actor, (s) => sessionStatus(s) === "signedIn");
    await waitFor(b.runtime.actor, (s) => sessionStatus(s) === "signedIn");
    expect(server.refreshes()).toBe(1);
    expect(server.revoked).toBe(false);
    expect(b.runtime.actor.getSnapshot().context.token).toBe(a.runtime.actor.getSnapshot().context.token);
  });

  it("both tabs meet 401s at the same time: one refresh, both retry with the new token", async () => {
    const server = fakeServer();
    const { a, b } = twoTabs(server);
    await waitFor(b.runtime.actor, (s) => sessionStatus(s) === "signedIn");
    await waitFor(a.runtime.actor, (s) => sessionStatus(s) === "signedIn");
    server.expireAccessTokens();
    const before = server.refreshes();
    await Promise.all([
      ...ids.slice(0, 30).map((id) => a.client.call("rejectionReasonGet", { params: { id } })),
      ...ids.slice(30, 60).map((id) => b.client.call("rejectionReasonGet", { params: { id } })),
    ]);
    expect(server.refreshes() - before).toBe(1);
    expect(server.revoked).toBe(false);
    expect(Math.max(...requestsPerId(server).values())).toBe(2);
  });

  it("logout in one tab signs the others out", async () => {
    const server = fakeServer();
    const { a, b } = twoTabs(server);
    await waitFor(b.runtime.actor, (s) => sessionStatus(s) === "signedIn");
    await waitFor(a.runtime.actor, (s) => sessionStatus(s) === "signedIn");
    await a.runtime.logout();
    await waitFor(b.runtime.actor, (s) => sessionStatus(s) === "signedOut");
    expect(b.runtime.actor.getSnapshot().context.token).toBeNull();
    expect(b.navigations).toBe(0);
    expect(b.runtime.ended()).toBe("signedOutElsewhere");
    expect(a.runtime.ended()).toBeNull();
  });
});
