import { createActor, fromPromise, waitFor, type ActorOptions } from "xstate";
import type { ApiClient } from "../../api/client";
import type { LoginBody } from "../../../contract";
import type { SessionEnd } from "../../api/session-context";
import { ApiError, errorText, sessionErrorToast } from "../../api/errors";
import {
  sessionMachine,
  sessionStatus,
  type LoginCredentials,
  type LogoutInput,
  type RefreshInput,
  type SessionActor,
  type SessionMachine,
  type SessionNotice,
} from "../../../machines/session";
import type { ToastInput } from "../../../contract/toast-message";
import { createSessionBridge, REFRESH_FAILED_SUFFIX } from "./bridge";
import {
  browserChannel,
  browserLocks,
  browserMarker,
  createTabLink,
  lockedRefresh,
  readSessionNote,
  writeSessionNote,
  type RefreshLocks,
  type RefreshMarker,
  type TabChannel,
} from "./tabs";

export type SessionRuntimeOptions = {
  client: ApiClient;
  /** shows a toast; the provider leaves it out and listens to `actor.on('notify')` itself (ADR 207) */
  notify?(toast: ToastInput): void;
  /** the retry also got 401: to /login remembering the origin, replacing the history entry (as `notify`) */
  navigateToLogin?(): void;
  /** default: a BroadcastChannel when the browser has one */
  openChannel?: () => TabChannel | null;
  /** default: navigator.locks when the browser has it */
  locks?: RefreshLocks | null;
  /** default: localStorage (holds the time of the last refresh and a "signed in here" flag, never a token) */
  marker?: RefreshMarker | null;
  /** default ADOPTION_WAIT_MS */
  adoptionWaitMs?: number;
  /** e.g. the Stately inspector's `inspect` (see README) */
  inspect?: ActorOptions<SessionMachine>["inspect"];
};

/** The session's failure as the staff read it: 'Error' with errorText's words, and after a failed refresh the reload. */
export function sessionToast(notice: SessionNotice): ToastInput {
  return sessionErrorToast(notice.error, notice.refreshFailed ? REFRESH_FAILED_SUFFIX : "");
}

export type SessionRuntime = {
  /** why the last session ended without this tab signing out (null: it did not, or a new one began) */
  ended(): SessionEnd | null;
  onEndedChange(listener: () => void): () => void;
  actor: SessionActor;
  /** starts the session (boot refresh) and attaches it to the client; safe to call again */
  start(): void;
  /** detaches from the client and stops the session */
  stop(): void;
  /** resolves once signed in; rejects with the API error (the caller shows the 'Error' toast) */
  login(credentials: LoginBody): Promise<void>;
  /** resolves once signed out; rejects with the API error (the session has shown the 'Error' toast) */
  logout(): Promise<void>;
};

/**
 * The session actor with its effects wired to the API client, the toast region, the router and the other
 * tabs. Nothing here holds a token: the actor's context does, and the client reads it through the bridge.
 */
export function createSessionRuntime(options: SessionRuntimeOptions): SessionRuntime {
  const { client } = options;
  const tabs = createTabLink(options.openChannel ?? browserChannel);
  const coordination = {
    locks: options.locks === undefined ? browserLocks() : options.locks,
    marker: options.marker === undefined ? browserMarker() : options.marker,
    ...(options.adoptionWaitMs !== undefined ? { adoptionWaitMs: options.adoptionWaitMs } : {}),
  };
  // The last refresh's failure: a refusal (401/403) ends the "signed in here" flag, a network error or a 5xx does not.
  let refreshFailure: unknown = null;
  const refresh = lockedRefresh(coordination, async () => {
    refreshFailure = null;
    try {
      const response = await client.call("refresh");
      return response.data.accessToken;
    } catch (error) {
      refreshFailure = error;
      throw error;
    }
  });
  // The last failure of each call, so login()/logout() reject with the real error (not a token: an error).
  const failures: { login?: unknown; logout?: unknown } = {};

  const machine = sessionMachine().provide({
    actors: {
      refresh: fromPromise<string, RefreshInput>(({ signal }) => refresh(signal)),
      login: fromPromise<string, LoginCredentials>(async ({ input }) => {
        try {
          const response = await client.call("login", { body: { username: input.username, password: input.password } });
          return response.data.accessToken;
        } catch (error) {
          failures.login = error;
          throw error;
        }
      }),
      // logout is not an `auth` endpoint (it must never enter the 401 → refresh path), so the bearer is added here
      logout: fromPromise<unknown, LogoutInput>(async ({ input }) => {
        try {
          return await client.call("logout", { headers: input.token ? { Authorization: `Bearer ${input.token}` } : {} });
        } catch (error) {
          failures.logout = error;
          throw error;
        }
      }),
      tabSync: tabs.logic,
    },
    guards: {
      mayHaveSession: () => readSessionNote(coordination.marker),
    },
    actions: {
      broadcast: (_, message) => tabs.post(message),
    },
  });

  const actor = createActor(machine, options.inspect ? { inspect: options.inspect } : {});
  const { notify, navigateToLogin } = options;
  if (notify) actor.on("notify", ({ notice }) => notify(sessionToast(notice)));
  if (navigateToLogin) actor.on("navigateToLogin", () => navigateToLogin());
  const bridge = createSessionBridge(actor);
  let started = false;
  // Keep the "signed in here" flag in step with the session, for the next boot's choice.
  let noted: ReturnType<typeof sessionStatus> | null = null;
  // Why a session ended, for the login page to say (issue 36 point 5): the server refused this browser's session at
  // boot or on a retry (expired, revoked, rights removed), or another tab signed out. This tab's own logout says nothing.
  let endedWhy: SessionEnd | null = null;
  const endedListeners = new Set<() => void>();
  const setEnded = (why: SessionEnd | null) => {
    if (why === endedWhy) return;
    endedWhy = why;
    for (const listener of endedListeners) listener();
  };
  // only a browser that noted a session here learns at boot that it ended (no note, or no storage: just signed out)
  const notedAtStart = coordination.marker !== null && readSessionNote(coordination.marker);
  let retryRefused = false;
  actor.on("navigateToLogin", () => (retryRefused = true));
  let wasLoggingOut = false;
  actor.subscribe((snapshot) => {
    const status = sessionStatus(snapshot);
    const ownLogout = wasLoggingOut;
    wasLoggingOut = snapshot.matches("loggingOut");
    if (status === noted || status === "booting") return;
    const bootFailedInTransit = noted === null && status === "signedOut" && refreshFailure !== null && !isRefusal(refreshFailure);
    if (status === "signedIn") setEnded(null);
    else if (noted === null && notedAtStart && refreshFailure !== null && isRefusal(refreshFailure)) setEnded("expired");
    else if (noted === "signedIn" && !ownLogout) setEnded(retryRefused ? "expired" : "signedOutElsewhere");
    retryRefused = false;
    noted = status;
    // offline or the API mid-deploy at boot: the cookie may well be valid, so the next load tries again
    if (bootFailedInTransit) return;
    writeSessionNote(coordination.marker, status === "signedIn");
  });

  return {
    actor,
    ended: () => endedWhy,
    onEndedChange(listener) {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
    start() {
      client.setAuth(bridge);
      if (started) return;
      started = true;
      actor.start();
    },
    stop() {
      client.setAuth(undefined);
      actor.stop();
    },
    async login(credentials) {
      const before = actor.getSnapshot();
      if (before.matches("signedIn")) return;
      if (!before.matches("signedOut")) throw new ApiError(0, "SESSION_BUSY", "The session is not ready to sign in");
      failures.login = undefined;
      actor.send({ type: "LOGIN", username: credentials.username, password: credentials.password });
      const after = await waitFor(actor, (s) => !s.matches("loggingIn"));
      if (after.matches("signedIn")) return;
      throw (
        failures.login ?? new ApiError(0, "LOGIN_FAILED", after.context.error ? errorText(after.context.error) : "Login failed")
      );
    },
    async logout() {
      const before = actor.getSnapshot();
      if (before.matches("signedOut")) return;
      if (!before.matches("signedIn") && !before.matches("loggingOut"))
        throw new ApiError(0, "SESSION_BUSY", "The session is not signed in");
      failures.logout = undefined;
      actor.send({ type: "LOGOUT" });
      const after = await waitFor(actor, (s) => !s.matches("loggingOut"));
      if (after.matches("signedOut")) return;
      throw (
        failures.logout ??
        new ApiError(0, "LOGOUT_FAILED", after.context.error ? errorText(after.context.error) : "Logout failed")
      );
    },
  };
}

/** The server said no (the refresh cookie is gone or revoked), as opposed to not answering or failing. */
function isRefusal(error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : undefined;
  return status === 401 || status === 403;
}
