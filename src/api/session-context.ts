import { createContext, useContext, useLayoutEffect } from "react";
import type { LoginBody, SessionUser } from "../../contract";

/**
 * What screens know of the session. The app provides it from the session machine (src/app/session); features read
 * it here so they never import the app.
 */
/** Why a session ended without its own tab signing out: the server refused it, or another tab signed out. */
export type SessionEnd = "expired" | "signedOutElsewhere";

export type SessionView = {
  status: "booting" | "signedIn" | "signedOut";
  /** why the last session ended (the login page says so), or null */
  ended: SessionEnd | null;
  user: SessionUser | null;
  /** resolves when signed in; rejects with the API error (the caller shows it) */
  login(credentials: LoginBody): Promise<void>;
  logout(): Promise<void>;
  isLoggingIn: boolean;
  isLoggingOut: boolean;
};

export const SessionContext = createContext<SessionView | null>(null);

/**
 * Starts the app's session (its machine, the boot's refresh, the other tabs' sync); safe to call again. The app runs
 * the session only once something asks for it: a citizen's page never does (docs/performance-log.md, issue 38).
 */
export const SessionStartContext = createContext<(() => void) | null>(null);

/** The session as it stands, `booting` until started, and its start: for what needs it only on a later event. */
export function useSessionUnstarted(): readonly [SessionView, () => void] {
  const session = useContext(SessionContext);
  const start = useContext(SessionStartContext) ?? noStart;
  if (!session) throw new Error("useSession needs the app's SessionProvider");
  return [session, start];
}

/** The session, started before the asking screen's first paint, so a screen never shows the session not yet started. */
export function useSession(): SessionView {
  const [session, start] = useSessionUnstarted();
  useLayoutEffect(start, [start]);
  return session;
}

function noStart() {}
