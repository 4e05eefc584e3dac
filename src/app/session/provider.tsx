import { useSelector } from "@xstate/react";
import { useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import type { ApiClient } from "../../api/client";
import { SessionContext, type SessionView } from "../../api/session-context";
import { ToastContext } from "../../lib/toast-context";
import { sessionStatus, type SessionSnapshot } from "../../../machines/session";
import { createSessionRuntime, sessionToast, type SessionRuntimeOptions } from "./runtime";

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

const selectStatus = (s: SessionSnapshot) => sessionStatus(s);
const selectUser = (s: SessionSnapshot) => s.context.user;
const selectLoggingIn = (s: SessionSnapshot) => s.matches("loggingIn");
const selectLoggingOut = (s: SessionSnapshot) => s.matches("loggingOut");

/**
 * Runs the session machine for the app and attaches it to the API client. Screens read it with `useSession()`
 * (src/api/session-context). Must sit inside the ToastProvider (its toasts) and the router (its redirect).
 */
export function SessionProvider({ client, children, openChannel, locks, marker, inspect }: SessionProviderProps) {
  const toasts = useContext(ToastContext);
  const [location, navigate] = useLocation();
  const search = useSearch();

  // Created during render but started in the effect: a StrictMode double render makes an extra idle actor only.
  const [runtime] = useState(() =>
    createSessionRuntime({
      client,
      ...(openChannel !== undefined ? { openChannel } : {}),
      ...(locks !== undefined ? { locks } : {}),
      ...(marker !== undefined ? { marker } : {}),
      ...(inspect !== undefined ? { inspect } : {}),
    }),
  );

  // The session's two UI effects, with this render's toasts and router (ADR 207). Declared before the start below,
  // so the listeners are there before the machine runs.
  useEffect(() => {
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
    mounts.current += 1;
    runtime.start();
    return () => {
      mounts.current -= 1;
      queueMicrotask(() => {
        if (mounts.current === 0) runtime.stop();
      });
    };
  }, [runtime]);

  const status = useSelector(runtime.actor, selectStatus);
  const user = useSelector(runtime.actor, selectUser);
  const isLoggingIn = useSelector(runtime.actor, selectLoggingIn);
  const isLoggingOut = useSelector(runtime.actor, selectLoggingOut);
  const ended = useSyncExternalStore(runtime.onEndedChange, runtime.ended, runtime.ended);
  const view = useMemo<SessionView>(
    () => ({ status, ended, user, isLoggingIn, isLoggingOut, login: runtime.login, logout: runtime.logout }),
    [status, ended, user, isLoggingIn, isLoggingOut, runtime],
  );
  return <SessionContext.Provider value={view}>{children}</SessionContext.Provider>;
}
