import { randomToken } from "../auth/encoding";
import { openSession, REFRESH_TOKEN_TTL_SECONDS, revokeRefreshToken, rotateRefreshToken } from "../auth/refresh-tokens";
import type { ServerContext } from "../context";
import { clientOf } from "../rate-limit";
import {
  afterFailure,
  assumingFailures,
  lockSecondsLeft,
  LOGIN_THROTTLE,
  loginLocked,
  throttleKeys,
} from "../rules/login-throttle";
import type { LoginUser } from "../store/store";
import { bearerToken } from "./bearer";
import { fail } from "./respond";
import type { Resolvers } from "./route";

export const REFRESH_COOKIE = "refresh_token";

/** Login (throttled), refresh (rotating the cookie) and logout (closing the session). */
export const authResolvers: Resolvers = {
  async login({ server, body, request, ok }) {
    const { store, clock, loginFailures, loginsInFlight } = server;
    const keys = throttleKeys(body.username, clientOf(request));
    const thresholds = { user: LOGIN_THROTTLE.perUsername, client: LOGIN_THROTTLE.perClient };
    // An attempt whose password is still being checked counts as a failure here, so parallel guesses cannot all be
    // checked before the first failure is recorded. Nothing awaits between this check and the reservation below
    // (the user is looked up after it: the store is async).
    const now = clock.now();
    const wait = Math.max(
      ...(["user", "client"] as const).map((key) =>
        lockSecondsLeft(
          assumingFailures(loginFailures.get(keys[key]), loginsInFlight.get(keys[key]) ?? 0, now, thresholds[key]),
          now,
        ),
      ),
    );
    if (wait > 0) {
      const locked = loginLocked(wait);
      return fail(locked.status, locked.code, locked.message, undefined, { "Retry-After": String(wait) });
    }
    let user: LoginUser | null = null;
    let verified = false;
    for (const key of [keys.user, keys.client]) loginsInFlight.set(key, (loginsInFlight.get(key) ?? 0) + 1);
    try {
      user = await store.findLoginUser(body.username);
      // an unknown username costs the same hash as a wrong password (argon2id: tens of ms), so the answer's time does
      // not tell which usernames exist (ADR 103)
      const stored = user?.password_hash ?? (await server.decoyPasswordHash());
      verified = (await server.passwords.verify(body.password, stored)) && user !== null;
    } finally {
      for (const key of [keys.user, keys.client]) {
        const left = (loginsInFlight.get(key) ?? 1) - 1;
        if (left > 0) loginsInFlight.set(key, left);
        else loginsInFlight.delete(key);
      }
    }
    // Same answer for an unknown user and a wrong password: the API does not confirm usernames.
    if (!user || !verified) {
      const failedAt = clock.now();
      loginFailures.set(keys.user, afterFailure(loginFailures.get(keys.user), failedAt, thresholds.user));
      loginFailures.set(keys.client, afterFailure(loginFailures.get(keys.client), failedAt, thresholds.client));
      return fail(401, "UNAUTHENTICATED", "Invalid username or password");
    }
    loginFailures.delete(keys.user);
    const session = randomToken(12);
    const refreshToken = await openSession(store, user.id, clock.now(), session);
    return ok({ accessToken: await accessTokenFor(server, user, session) }, 200, {
      "Set-Cookie": refreshCookie(server, refreshToken),
    });
  },

  async refresh({ server, cookies, ok }) {
    const { store, clock } = server;
    const presented = cookies[REFRESH_COOKIE];
    if (!presented) return fail(401, "UNAUTHENTICATED", "Missing refresh token");
    const rotated = await rotateRefreshToken(store, presented, clock.now());
    const user = rotated && (await store.getLoginUser(rotated.userId));
    if (!rotated || !user) {
      return fail(401, "UNAUTHENTICATED", "Invalid or expired refresh token", undefined, {
        "Set-Cookie": refreshCookie(server, null),
      });
    }
    return ok({ accessToken: await accessTokenFor(server, user, rotated.family) }, 200, {
      "Set-Cookie": refreshCookie(server, rotated.token),
    });
  },

  /** Closes the session of the refresh cookie and of the bearer token, so neither refreshes nor authorizes again. */
  async logout({ server, cookies, request, ok }) {
    const presented = cookies[REFRESH_COOKIE];
    const bearer = bearerToken(request);
    const session = bearer ? (await server.accessTokens.verify(bearer))?.sid : undefined;
    if (presented) await revokeRefreshToken(server.store, presented);
    if (session) await server.store.revokeSession(session);
    return ok(null, 200, { "Set-Cookie": refreshCookie(server, null) });
  },
};

function accessTokenFor(server: ServerContext, user: LoginUser, session: string): Promise<string> {
  return server.accessTokens.issue(user, user.permissions, session);
}

/**
 * The Set-Cookie value; `null` clears it. A real server's flags in Node; in the browser the flags
 * `document.cookie` accepts (no HttpOnly; Path=/ so msw reads it from the page), see CookieStyle.
 */
function refreshCookie(server: ServerContext, token: string | null): string {
  const lifetime = token === null ? 0 : REFRESH_TOKEN_TTL_SECONDS;
  const value = `${REFRESH_COOKIE}=${token ?? ""}; Max-Age=${lifetime}; SameSite=Strict`;
  if (server.cookieStyle === "http-only") return `${value}; Path=/api/v1/users/auth; HttpOnly; Secure`;
  const secure = typeof location !== "undefined" && location.protocol === "https:";
  return `${value}; Path=/${secure ? "; Secure" : ""}`;
}
