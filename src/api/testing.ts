import type { SessionUser } from "../../contract";
import type { SessionView } from "./session-context";

/** For component tests: a signed-in staff session of `user` (its login and logout do nothing). */
export function signedInSession(user: Pick<SessionUser, "username" | "permissions"> & Partial<SessionUser>): SessionView {
  return {
    status: "signedIn",
    ended: null,
    user: { sub: "1", name: user.username, exp: 4_102_444_800, ...user } as SessionUser,
    login: async () => {},
    logout: async () => {},
    isLoggingIn: false,
    isLoggingOut: false,
  };
}
