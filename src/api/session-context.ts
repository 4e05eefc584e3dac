import { createContext, useContext } from "react";
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

export function useSession(): SessionView {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession needs the app's SessionProvider");
  return session;
}
