import { useSelector } from "@xstate/react";
import { useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import type { ApiClient } from "../../api/client";
import { ApiError } from "../../api/errors";
import { SessionContext, SessionStartContext, type SessionView } from "../../api/session-context";
import { ToastContext } from "../../lib/toast-context";
import { sessionStatus, type SessionSnapshot } from "../../../machines/session";
import { createSessionRuntime, sessionToast, type SessionRuntime, type SessionRuntimeOptions } from "./runtime";

export type SessionProviderProps = {
  client: ApiClient;
  children: ReactNode;
  /** tests and stories: fake tabs (default BroadcastChannel / navigator.locks) */
  openChannel?: SessionRuntimeOptions["openChannel"];
  locks?: SessionRuntimeOptions["locks"];
  marker?: SessionRuntimeOptions["marker"];
  /** e.g. the Stately inspector in dev (README: `?inspect`) */
  inspect?: SessionRuntimeOptions["inspect"];
};

const selectStatus = (s: SessionSnapshot | undefined) => (s ? sessionStatus(s) : "booting");
const selectUser = (s: SessionSnapshot | undefined) => s?.context.user ?? null;
const selectLoggingIn = (s: SessionSnapshot | undefined) => s?.matches("loggingIn") ?? false;
const selectLoggingOut = (s: SessionSnapshot | undefined) => s?.matches("loggingOut") ?? false;
const notEnded = () => null;
const noChange = () => () => {};
const notStarted = () => Promise.reject(new ApiError(0, "SESSION_BUSY", "The session is not ready"));

/**
 * Runs the session machine for the app and attaches it to the API client. Screens read it with `useSession()`
 * (src/api/session-context). Must sit inside the ToastProvider (its toasts) and the router (its redirect).
 *
 * The machine is created and started the first time a screen asks for the session (`useSession()` starts it before
 * its first paint), not with the app: a citizen's page never asks, so it never pays for the machine, its actor, the
 * other tabs' channel or the boot's note (docs/performance-log.md, issue 38). Until then the view says `booting`.
 */
export function SessionProvider({ client, children, openChannel, locks, marker, inspect }: SessionProviderProps) {
  const toasts = useContext(ToastContext);
  const [location, navigate] = useLocation();
  const search = useSearch();

  // The first render's options, as the runtime always had them.
  const [create] = useState(
    () => () =>
      createSessionRuntime({
        client,
        ...(openChannel !== undefined ? { openChannel } : {}),
        ...(locks !== undefined ? { locks } : {}),
        ...(marker !== undefined ? { marker } : {}),
        ...(inspect !== undefined ? { inspect } : {}),
      }),
  );
  // Created when first asked for but started in the effect: a StrictMode double call of the updater makes an extra
  // idle actor only.
  const [runtime, setRuntime] = useState<SessionRuntime | null>(null);
  const start = useCallback(() => setRuntime((running) => running ?? create()), [create]);

  // The session's two UI effects, with this render's toasts and router (ADR 207). Declared before the start below,
  // so the listeners are there before the machine runs.
  useEffect(() => {
    if (!runtime) return;
    const notified = runtime.actor.on("notify", ({ notice }) => {
      const toast = sessionToast(notice);
      if (toasts) toasts.show(toast);
      else console.error(`[session] ${toast.title}: ${toast.description ?? ""}`);
    });
    const redirected = runtime.actor.on("navigateToLogin", () => {
      const origin = location + (search ? `?${search}` : "");
      navigate(`/login?from=${encodeURIComponent(origin)}`, { replace: true });
    });
    return () => {
      notified.unsubscribe();
      redirected.unsubscribe();
    };
  }, [runtime, toasts, location, search, navigate]);

  // StrictMode runs effect, cleanup, effect: stop only if no effect re-attached by the next microtask.
  const mounts = useRef(0);
  useEffect(() => {
    if (!runtime) return;
    mounts.current += 1;
    runtime.start();
    return () => {
      mounts.current -= 1;
      queueMicrotask(() => {
        if (mounts.current === 0) runtime.stop();
      });
    };
  }, [runtime]);

  const actor = runtime?.actor;
  const status = useSelector(actor, selectStatus);
  const user = useSelector(actor, selectUser);
  const isLoggingIn = useSelector(actor, selectLoggingIn);
  const isLoggingOut = useSelector(actor, selectLoggingOut);
  const ended = useSyncExternalStore(runtime?.onEndedChange ?? noChange, runtime?.ended ?? notEnded, runtime?.ended ?? notEnded);
  const view = useMemo<SessionView>(
    () => ({
      status,
      ended,
      user,
      isLoggingIn,
      isLoggingOut,
      login: runtime?.login ?? notStarted,
      logout: runtime?.logout ?? notStarted,
    }),
    [status, ended, user, isLoggingIn, isLoggingOut, runtime],
  );
  return (
    <SessionStartContext.Provider value={start}>
      <SessionContext.Provider value={view}>{children}</SessionContext.Provider>
    </SessionStartContext.Provider>
  );
}
