import { assign, emit, fromCallback, fromPromise, not, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import type { SessionUser } from "../contract";
import { asFailure, type EffectFailure, type FailureNotice } from "./shared";

/**
 * The session (docs/product.md §4, §8; §12). The access token and the user decoded from it live here, in memory,
 * and nowhere else: the API client asks this actor through an AuthBridge (src/app/session).
 *
 *   booting ──refresh ok──▶ signedIn.active ◀──────────────┐
 *      │                      │ UNAUTHORIZED                │ refresh ok / TAB.TOKEN
 *      │ fails                ▼                             │
 *      ▼                    signedIn.refreshing ────────────┘
 *   signedOut ◀─────┐         │ refresh fails: one 'Error' toast
 *      │ LOGIN      │         ▼
 *      ▼            │       signedIn.refreshFailed   (waiting requests are rejected; no new refresh)
 *   loggingIn ──────┘ fails (error kept; the login form shows the toast)
 *
 *   signedIn ──LOGOUT──▶ loggingOut ──ok──▶ signedOut (+ tell the other tabs) / fails ──▶ signedIn + 'Error' toast
 *   signedIn ──RETRY_UNAUTHORIZED (the retry also got 401)──▶ signedOut + navigateToLogin (origin kept, history replaced)
 *   signedIn ──TAB.SIGNED_OUT (another tab logged out)──▶ signedOut
 *   booting ──no session note in this browser (guard mayHaveSession)──▶ signedOut, with no refresh call
 *
 * Effects are injected with `.provide()`: actors `refresh`, `login`, `logout`, `tabSync`; actions `notify`,
 * `navigateToLogin`, `broadcast`; guard `mayHaveSession`. The defaults fail loudly (effects) or do nothing (actions).
 */

export type LoginCredentials = { username: string; password: string };

/** Messages between tabs of the same browser (BroadcastChannel in the app). */
export type TabMessage = { type: "token"; token: string } | { type: "signedOut" };

export type SessionContext = {
  token: string | null;
  user: SessionUser | null;
  /** the last failure as it came (login, logout, refresh after 401); the app words it (errorText) */
  error: EffectFailure | null;
};

export type SessionEvent =
  | ({ type: "LOGIN" } & LoginCredentials)
  | { type: "LOGOUT" }
  /** an authenticated call answered 401: refresh once (ignored while a refresh runs) */
  | { type: "UNAUTHORIZED" }
  /** the retry with the refreshed token answered 401 too: the session is over */
  | { type: "RETRY_UNAUTHORIZED" }
  /** another tab refreshed or logged in */
  | { type: "TAB.TOKEN"; token: string }
  /** another tab logged out */
  | { type: "TAB.SIGNED_OUT" };

export type RefreshInput = { reason: "boot" | "unauthorized" };
export type LogoutInput = { token: string | null };

export const INVALID_TOKEN_MESSAGE = "The server sent an access token that cannot be read";
const INVALID_TOKEN: EffectFailure = { code: "INVALID_TOKEN", message: INVALID_TOKEN_MESSAGE };

/** A failure to toast; after a failed refresh the app adds that the user must reload and sign in again. */
export type SessionNotice = FailureNotice & { refreshFailed?: true };

/** What the session tells the app's UI; the provider listens (`actor.on`) with its current toasts and router (ADR 207). */
export type SessionEmitted = { type: "notify"; notice: SessionNotice } | { type: "navigateToLogin" };

// ---------------------------------------------------------------------------------------------------------
// Token payload (no verification client-side: the server verifies every call)

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The session user from a JWT's payload, or null when the token is not a readable JWT of that shape. */
export function decodeSessionUser(token: string): SessionUser | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  let value: unknown;
  try {
    value = JSON.parse(base64UrlDecode(payload));
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const sub = typeof v.sub === "number" ? String(v.sub) : v.sub;
  if (typeof sub !== "string" || typeof v.username !== "string" || typeof v.exp !== "number") return null;
  if (!Array.isArray(v.permissions) || !v.permissions.every((p) => typeof p === "string")) return null;
  const user: SessionUser = {
    sub,
    username: v.username,
    name: typeof v.name === "string" ? v.name : v.username,
    permissions: v.permissions as string[],
    exp: v.exp,
  };
  if (typeof v.iat === "number") user.iat = v.iat;
  return user;
}

/** An unsigned JWT carrying `payload` (tests, scenarios and stories; the server's tokens are signed). */
export function encodeUnsignedJwt(payload: object): string {
  const encode = (value: object) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  };
  return `${encode({ alg: "none", typ: "JWT" })}.${encode(payload)}.`;
}

// ---------------------------------------------------------------------------------------------------------

const unprovided = (name: string) => () => Promise.reject(new Error(`session machine: provide the '${name}' actor`));

/** The token a refresh or login actor resolved with. */
const outputToken = (event: unknown): string => {
  const output = (event as { output?: unknown }).output;
  return typeof output === "string" ? output : "";
};

/**
 * The session machine, defined the first time it is asked for: the app's entry carries this module to every page, and a
 * citizen's page never runs a session (src/app/session/provider.tsx), so it no longer pays `createMachine` (≈ 20 ms
 * at 4× CPU) while the page starts (issue 38, docs/performance-log.md "The registration page's start").
 */
export function sessionMachine(): SessionMachine {
  return (definedSessionMachine ??= defineSessionMachine());
}

let definedSessionMachine: SessionMachine | undefined;

const defineSessionMachine = () =>
  setup({
    types: {
      context: {} as SessionContext,
      events: {} as SessionEvent,
      emitted: {} as SessionEmitted,
    },
    actors: {
      /** POST refresh-token (cookies); resolves with the new access token. The app wraps it in a cross-tab lock. */
      refresh: fromPromise<string, RefreshInput>(unprovided("refresh")),
      login: fromPromise<string, LoginCredentials>(unprovided("login")),
      logout: fromPromise<unknown, LogoutInput>(unprovided("logout")),
      /** listens to the other tabs and sends TAB.TOKEN / TAB.SIGNED_OUT to its parent */
      tabSync: fromCallback<SessionEvent>(() => () => {}),
    },
    actions: {
      /** a failure to toast: emitted for the UI, which words it */
      notify: emit((_, notice: SessionNotice) => ({ type: "notify" as const, notice })),
      /** to /login remembering the origin, replacing the history entry: emitted for the UI's router */
      navigateToLogin: emit({ type: "navigateToLogin" as const }),
      broadcast: (_, _message: TabMessage) => {},
      storeToken: assign(({ event }) => {
        const token = outputToken(event);
        return { token, user: decodeSessionUser(token), error: null };
      }),
      storeTabToken: assign(({ event }) => {
        const token = event.type === "TAB.TOKEN" ? event.token : "";
        return { token, user: decodeSessionUser(token), error: null };
      }),
      clearSession: assign({ token: null, user: null }),
      rememberError: assign({ error: ({ event }) => asFailure((event as { error?: unknown }).error) }),
    },
    guards: {
      /**
       * Whether this browser may hold a refresh cookie (the app keeps a "signed in here" note, never a token). When
       * it cannot, booting skips the refresh call: a citizen's page load at the 06:00 rush costs no auth request and
       * logs no 401 (docs/decisions/202-session-across-tabs.md). Default: always try.
       */
      mayHaveSession: () => true,
      outputTokenReadable: ({ event }) => decodeSessionUser(outputToken(event)) !== null,
      tabTokenReadable: ({ event }) => event.type === "TAB.TOKEN" && decodeSessionUser(event.token) !== null,
    },
  }).createMachine({
    id: "session",
    context: { token: null, user: null, error: null },
    invoke: { id: "tabSync", src: "tabSync" },
    initial: "booting",
    states: {
      booting: {
        always: { guard: not("mayHaveSession"), target: "signedOut" },
        invoke: {
          id: "refresh",
          src: "refresh",
          input: { reason: "boot" },
          onDone: [
            {
              guard: "outputTokenReadable",
              target: "signedIn",
              actions: ["storeToken", { type: "broadcast", params: ({ event }) => ({ type: "token", token: event.output }) }],
            },
            { target: "signedOut" },
          ],
          // a failed silent refresh is not an error: the visitor is simply not signed in
          onError: { target: "signedOut" },
        },
        on: {
          "TAB.TOKEN": { guard: "tabTokenReadable", target: "signedIn", actions: "storeTabToken" },
        },
      },
      signedOut: {
        entry: "clearSession",
        on: {
          LOGIN: { target: "loggingIn" },
          "TAB.TOKEN": { guard: "tabTokenReadable", target: "signedIn", actions: "storeTabToken" },
        },
      },
      loggingIn: {
        invoke: {
          id: "login",
          src: "login",
          // the password goes to the effect only; it is never kept in the context
          input: ({ event }) => {
            if (event.type !== "LOGIN") throw new Error("loggingIn is entered by LOGIN only");
            return { username: event.username, password: event.password };
          },
          onDone: [
            {
              guard: "outputTokenReadable",
              target: "signedIn",
              actions: ["storeToken", { type: "broadcast", params: ({ event }) => ({ type: "token", token: event.output }) }],
            },
            { target: "signedOut", actions: assign({ error: INVALID_TOKEN }) },
          ],
          // No toast here: the login form shows the 'Error' toast itself (src/api/session-context: login() rejects
          // with the API error and the caller shows it), keeping the form's values and focus.
          onError: { target: "signedOut", actions: "rememberError" },
        },
      },
      signedIn: {
        initial: "active",
        on: {
          LOGOUT: { target: "loggingOut" },
          RETRY_UNAUTHORIZED: { target: "signedOut", actions: "navigateToLogin" },
          "TAB.SIGNED_OUT": { target: "signedOut" },
          "TAB.TOKEN": { guard: "tabTokenReadable", target: ".active", actions: "storeTabToken" },
        },
        states: {
          active: {
            on: { UNAUTHORIZED: { target: "refreshing" } },
          },
          refreshing: {
            invoke: {
              id: "refresh",
              src: "refresh",
              input: { reason: "unauthorized" },
              onDone: [
                {
                  guard: "outputTokenReadable",
                  target: "active",
                  actions: ["storeToken", { type: "broadcast", params: ({ event }) => ({ type: "token", token: event.output }) }],
                },
                {
                  target: "refreshFailed",
                  actions: [
                    assign({ error: INVALID_TOKEN }),
                    { type: "notify", params: { error: INVALID_TOKEN, refreshFailed: true } },
                  ],
                },
              ],
              onError: {
                target: "refreshFailed",
                actions: [
                  "rememberError",
                  { type: "notify", params: ({ event }) => ({ error: asFailure(event.error), refreshFailed: true }) },
                ],
              },
            },
          },
          // The toast asked the user to reload. Requests meeting a 401 now are rejected at once by the bridge
          // (no second refresh, no second toast); another tab's fresh token, a logout or a reload ends this.
          refreshFailed: {},
        },
      },
      loggingOut: {
        invoke: {
          id: "logout",
          src: "logout",
          input: ({ context }) => ({ token: context.token }),
          onDone: { target: "signedOut", actions: { type: "broadcast", params: { type: "signedOut" } } },
          onError: {
            target: "signedIn",
            actions: ["rememberError", { type: "notify", params: ({ event }) => ({ error: asFailure(event.error) }) }],
          },
        },
        on: {
          "TAB.SIGNED_OUT": { target: "signedOut" },
        },
      },
    },
  });

export type SessionMachine = ReturnType<typeof defineSessionMachine>;
export type SessionActor = ActorRefFrom<SessionMachine>;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** What the UI needs to know (the router shows 'loading...' while booting). */
export type SessionStatus = "booting" | "signedOut" | "signedIn";

export function sessionStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches("booting")) return "booting";
  if (snapshot.matches("signedIn") || snapshot.matches("loggingOut")) return "signedIn";
  return "signedOut";
}
