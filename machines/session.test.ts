import { describe, expect, it } from "vitest";
import { decodeSessionUser, encodeUnsignedJwt, sessionMachine, sessionStatus, type SessionSnapshot } from "./session";
import { describeModel, drive, startSystem, type ModelTestOptions } from "./testing/model-harness";

const payload = (username: string, permissions: string[] = ["access:queue"]) => ({
  sub: "7",
  username,
  name: "Siti Rahayu",
  permissions,
  exp: 1_900_000_000,
  iat: 1_899_999_100,
});
const TOKEN_BOOT = encodeUnsignedJwt(payload("operator"));
const TOKEN_FRESH = encodeUnsignedJwt({ ...payload("operator"), iat: 1_899_999_200 });
const TOKEN_LOGIN = encodeUnsignedJwt(payload("superadmin", ["access:queue", "access:user"]));
const TOKEN_TAB = encodeUnsignedJwt({ ...payload("operator"), iat: 1_899_999_300 });

const options: ModelTestOptions = {
  model: sessionMachine(),
  events: [
    { type: "LOGIN", username: "superadmin", password: "antrean123" },
    { type: "TAB.TOKEN", token: TOKEN_TAB },
    { type: "TAB.TOKEN", token: "not-a-jwt" },
    { type: "xstate.done.actor.refresh", output: TOKEN_FRESH },
    { type: "xstate.done.actor.refresh", output: "not-a-jwt" },
    { type: "xstate.error.actor.refresh", error: { status: 401, code: "UNAUTHENTICATED", message: "Refresh token expired" } },
    { type: "xstate.done.actor.login", output: TOKEN_LOGIN },
    { type: "xstate.done.actor.login", output: "not-a-jwt" },
    {
      type: "xstate.error.actor.login",
      error: { status: 401, code: "UNAUTHENTICATED", message: "Invalid username or password" },
    },
    { type: "xstate.done.actor.logout", output: {} },
    { type: "xstate.error.actor.logout", error: { status: 0, code: "NETWORK", message: "Network Error" } },
  ],
  implement: (fakes, record) =>
    sessionMachine().provide({
      actors: { refresh: fakes.logic(), login: fakes.logic(), logout: fakes.logic() },
      actions: { notify: record("notify"), navigateToLogin: record("navigateToLogin"), broadcast: record("broadcast") },
    }),
};

describe("session: the definition", () => {
  it("is defined once, on first use, and the same machine after that (issue 38)", () => {
    expect(sessionMachine()).toBe(sessionMachine());
  });
});

describeModel("session", options);

const start = () => startSystem(options);
const snap = (sut: Awaited<ReturnType<typeof start>>) => sut.actor.getSnapshot() as SessionSnapshot;

async function signedIn() {
  const sut = await start();
  await drive(sut, { type: "xstate.done.actor.refresh", output: TOKEN_BOOT });
  sut.effects.length = 0;
  sut.fakes.calls.length = 0;
  return sut;
}

describe("session: boot, login, logout (docs/product.md §4)", () => {
  it("boots with a silent refresh: success stores the token and the decoded user", async () => {
    const sut = await start();
    expect(sessionStatus(snap(sut))).toBe("booting");
    expect(sut.fakes.calls).toEqual([{ id: "refresh", input: { reason: "boot" }, aborted: false }]);
    await drive(sut, { type: "xstate.done.actor.refresh", output: TOKEN_BOOT });
    expect(sessionStatus(snap(sut))).toBe("signedIn");
    expect(snap(sut).context.token).toBe(TOKEN_BOOT);
    expect(snap(sut).context.user).toEqual(payload("operator"));
    expect(sut.effects).toEqual([{ type: "broadcast", params: { type: "token", token: TOKEN_BOOT } }]);
  });

  it("a failed silent refresh just means signed out: no toast", async () => {
    const sut = await start();
    await drive(sut, { type: "xstate.error.actor.refresh", error: { status: 401, message: "No refresh token" } });
    expect(sessionStatus(snap(sut))).toBe("signedOut");
    expect(sut.effects).toEqual([]);
  });

  it("with no session note in this browser, booting signs out at once and calls nothing", async () => {
    const sut = await startSystem({
      ...options,
      implement: (fakes, record) => options.implement(fakes, record).provide({ guards: { mayHaveSession: () => false } }),
    });
    expect(sessionStatus(snap(sut))).toBe("signedOut");
    expect(sut.fakes.calls).toEqual([]);
    expect(sut.effects).toEqual([]);
    await drive(sut, { type: "LOGIN", username: "superadmin", password: "antrean123" });
    await drive(sut, { type: "xstate.done.actor.login", output: TOKEN_LOGIN });
    expect(sessionStatus(snap(sut))).toBe("signedIn");
  });

  it("login stores the token; the password is handed to the effect and never kept", async () => {
    const sut = await start();
    await drive(sut, { type: "xstate.error.actor.refresh", error: { message: "none" } });
    await drive(sut, { type: "LOGIN", username: "superadmin", password: "antrean123" });
    expect(sut.fakes.calls.at(-1)?.input).toEqual({ username: "superadmin", password: "antrean123" });
    expect(JSON.stringify(snap(sut).context)).not.toContain("antrean123");
    await drive(sut, { type: "xstate.done.actor.login", output: TOKEN_LOGIN });
    expect(snap(sut).context.user?.username).toBe("superadmin");
  });

  it("login failure: still signed out, the server's text kept for the form (which shows the toast)", async () => {
    const sut = await start();
    await drive(sut, { type: "xstate.error.actor.refresh", error: { message: "none" } });
    await drive(sut, { type: "LOGIN", username: "superadmin", password: "wrong-password" });
    await drive(sut, { type: "xstate.error.actor.login", error: { status: 401, message: "Invalid username or password" } });
    expect(sessionStatus(snap(sut))).toBe("signedOut");
    expect(snap(sut).context.error).toEqual({ status: 401, message: "Invalid username or password" });
    expect(sut.effects).toEqual([]);
  });

  it("logout success clears the token and tells the other tabs; failure toasts and keeps the session", async () => {
    const sut = await signedIn();
    await drive(sut, { type: "LOGOUT" });
    expect(sut.fakes.calls).toEqual([{ id: "logout", input: { token: TOKEN_BOOT }, aborted: false }]);
    await drive(sut, { type: "xstate.error.actor.logout", error: { status: 500, message: "Server error" } });
    expect(snap(sut).matches({ signedIn: "active" })).toBe(true);
    expect(snap(sut).context.token).toBe(TOKEN_BOOT);
    await drive(sut, { type: "LOGOUT" });
    await drive(sut, { type: "xstate.done.actor.logout" });
    expect(snap(sut).value).toBe("signedOut");
    expect(snap(sut).context).toMatchObject({ token: null, user: null });
    expect(sut.effects).toEqual([
      { type: "notify", params: { error: { status: 500, message: "Server error" } } },
      { type: "broadcast", params: { type: "signedOut" } },
    ]);
  });
});

describe("session: 401 handling (docs/product.md §4, §8)", () => {
  it("one refresh however many requests report a 401 meanwhile", async () => {
    const sut = await signedIn();
    for (let i = 0; i < 100; i++) sut.actor.send({ type: "UNAUTHORIZED" });
    await drive(sut, { type: "UNAUTHORIZED" });
    expect(sut.fakes.calls).toEqual([{ id: "refresh", input: { reason: "unauthorized" }, aborted: false }]);
    await drive(sut, { type: "xstate.done.actor.refresh", output: TOKEN_FRESH });
    expect(snap(sut).matches({ signedIn: "active" })).toBe(true);
    expect(snap(sut).context.token).toBe(TOKEN_FRESH);
  });

  it("a failed refresh: one notice of the failure (the app asks to reload and sign in again), no second refresh", async () => {
    const sut = await signedIn();
    await drive(sut, { type: "UNAUTHORIZED" });
    await drive(sut, { type: "xstate.error.actor.refresh", error: { status: 401, message: "Refresh token expired" } });
    for (let i = 0; i < 100; i++) sut.actor.send({ type: "UNAUTHORIZED" });
    expect(snap(sut).matches({ signedIn: "refreshFailed" })).toBe(true);
    expect(sut.fakes.calls).toHaveLength(1);
    expect(sut.effects).toEqual([
      { type: "notify", params: { error: { status: 401, message: "Refresh token expired" }, refreshFailed: true } },
    ]);
  });

  it("a 401 on the retry signs out and goes to /login once, however many requests report it", async () => {
    const sut = await signedIn();
    for (let i = 0; i < 100; i++) sut.actor.send({ type: "RETRY_UNAUTHORIZED" });
    await drive(sut, { type: "RETRY_UNAUTHORIZED" });
    expect(snap(sut).value).toBe("signedOut");
    expect(snap(sut).context.token).toBeNull();
    expect(sut.effects).toEqual([{ type: "navigateToLogin", params: undefined }]);
  });
});

describe("session: other tabs", () => {
  it("a logout in another tab signs this one out", async () => {
    const sut = await signedIn();
    await drive(sut, { type: "TAB.SIGNED_OUT" });
    expect(snap(sut).value).toBe("signedOut");
    expect(sut.effects).toEqual([]); // no echo back to the tabs
  });

  it("another tab's fresh token ends this tab's refresh: the waiting refresh is abandoned", async () => {
    const sut = await signedIn();
    await drive(sut, { type: "UNAUTHORIZED" });
    await drive(sut, { type: "TAB.TOKEN", token: TOKEN_TAB });
    expect(snap(sut).matches({ signedIn: "active" })).toBe(true);
    expect(snap(sut).context.token).toBe(TOKEN_TAB);
    expect(sut.fakes.calls).toEqual([{ id: "refresh", input: { reason: "unauthorized" }, aborted: true }]);
    expect(sut.fakes.pending("refresh")).toBe(0);
  });

  it("a login in another tab signs this one in; so does a token arriving while booting", async () => {
    const booting = await start();
    await drive(booting, { type: "TAB.TOKEN", token: TOKEN_TAB });
    expect(snap(booting).context.user?.username).toBe("operator");
    expect(booting.fakes.calls[0]?.aborted).toBe(true);
  });
});

describe("decodeSessionUser", () => {
  it("reads a base64url payload with UTF-8 text", () => {
    const token = encodeUnsignedJwt({ ...payload("kasir"), name: "Dédé Suryanā ✓" });
    expect(token).not.toMatch(/[+/=]/);
    expect(decodeSessionUser(token)?.name).toBe("Dédé Suryanā ✓");
  });

  it("refuses what is not a session token", () => {
    expect(decodeSessionUser("abc")).toBeNull();
    expect(decodeSessionUser("a.b.c")).toBeNull();
    expect(decodeSessionUser(encodeUnsignedJwt({ username: "x" }))).toBeNull();
    expect(decodeSessionUser(encodeUnsignedJwt({ ...payload("x"), permissions: [1] }))).toBeNull();
  });
});
