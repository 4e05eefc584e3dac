import { randomToken } from "../auth/encoding";
import { openSession, REFRESH_TOKEN_TTL_SECONDS, revokeRefreshToken, rotateRefreshToken } from "../auth/refresh-tokens";
import type { ServerContext } from "../context";
import { clientOf } from "../rate-limit";
import { LOGIN_THROTTLE, loginLocked, throttleKeys } from "../rules/login-throttle";
import type { LoginAttempt, LoginOutcome, LoginUser } from "../store/sign-in/repository";
import { bearerToken } from "./bearer";
import { fail } from "./respond";
import type { Resolvers } from "./route";

export const REFRESH_COOKIE = "refresh_token";

/** Login (throttled), refresh (rotating the cookie) and logout (closing the session). */
export const authResolvers: Resolvers = {
  async login({ server, body, request, ok }) {
    const { store, clock } = server;
    const keys = throttleKeys(body.username, clientOf(request));
    const attempt: LoginAttempt = {
      id: randomToken(12),
      username: { key: keys.user, threshold: LOGIN_THROTTLE.perUsername },
      client: { key: keys.client, threshold: LOGIN_THROTTLE.perClient },
    };
    // The store reserves the attempt unless a key is locked, counting every attempt still being checked (on any
    // process of the database) as a failure, so parallel guesses cannot all be checked before the first failure is
    // recorded (ADRs 103 and 125).
    const wait = await store.signIn.reserveLoginAttempt(attempt, clock.now());
    if (wait > 0) {
      const locked = loginLocked(wait);
      return fail(locked.status, locked.code, locked.message, undefined, { "Retry-After": String(wait) });
    }
    let user: LoginUser | null = null;
    let outcome: LoginOutcome = "unchecked";
    try {
      user = await store.signIn.findLoginUser(body.username);
      // an unknown username costs the same hash as a wrong password (argon2id: tens of ms), so the answer's time does
      // not tell which usernames exist (ADR 103)
      const stored = user?.password_hash ?? (await server.decoyPasswordHash());
      outcome = (await server.passwords.verify(body.password, stored)) && user !== null ? "succeeded" : "failed";
    } finally {
      // the reservation is given back however the check ended (a database away records no failure)
      await store.signIn.endLoginAttempt(attempt, outcome, clock.now());
    }
    // Same answer for an unknown user and a wrong password: the API does not confirm usernames.
    if (!user || outcome !== "succeeded") return fail(401, "UNAUTHENTICATED", "Invalid username or password");
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
    const user = rotated && (await store.signIn.getLoginUser(rotated.userId));
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
    if (session) await server.store.signIn.revokeSession(session);
    return ok(null, 200, { "Set-Cookie": refreshCookie(server, null) });
  },
};

function accessTokenFor(server: ServerContext, user: LoginUser, session: string): Promise<string> {
  return server.accessTokens.issue(user, user.permissions, session);
}

/**
 * The Set-Cookie value; `null` clears it. A real server's flags in Node; in the browser the flags
 * `document.cookie` accepts (no HttpOnly; Path=/ so the page's msw handler reads it on every path), see CookieStyle.
 */
function refreshCookie(server: ServerContext, token: string | null): string {
  const lifetime = token === null ? 0 : REFRESH_TOKEN_TTL_SECONDS;
  const value = `${REFRESH_COOKIE}=${token ?? ""}; Max-Age=${lifetime}; SameSite=Strict`;
  if (server.cookieStyle === "http-only") return `${value}; Path=/api/v1/users/auth; HttpOnly; Secure`;
  const secure = typeof location !== "undefined" && location.protocol === "https:";
  return `${value}; Path=/${secure ? "; Secure" : ""}`;
}
