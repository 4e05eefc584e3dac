import { verifyPassword } from "../auth/passwords";
import { randomToken } from "../auth/encoding";
import {
  issueRefreshToken,
  REFRESH_TOKEN_TTL_SECONDS,
  revokeFamily,
  revokeRefreshToken,
  rotateRefreshToken,
} from "../auth/refresh-tokens";
import type { Backend } from "../../mocks/backend";
import type { Row } from "../store/memory/database";
import { clientOf } from "../rate-limit";
import { afterFailure, lockSecondsLeft, LOGIN_THROTTLE, loginLocked, throttleKeys } from "../rules/login-throttle";
import { sameKey } from "../rules/uniqueness";
import { bearerToken } from "./bearer";
import { permissionSlugsOf } from "./present";
import { fail } from "./respond";
import type { Resolvers } from "./route";

export const REFRESH_COOKIE = "refresh_token";

/** Login (throttled), refresh (rotating the cookie) and logout (closing the session). */
export const authResolvers: Resolvers = {
  async login({ backend, body, request, ok }) {
    const { db, clock, loginFailures } = backend;
    const keys = throttleKeys(body.username, clientOf(request));
    const wait = Math.max(
      lockSecondsLeft(loginFailures.get(keys.user), clock.now()),
      lockSecondsLeft(loginFailures.get(keys.client), clock.now()),
    );
    if (wait > 0) {
      const locked = loginLocked(wait);
      return fail(locked.status, locked.code, locked.message, undefined, { "Retry-After": String(wait) });
    }
    const user = db.find("users", (row) => sameKey(row.username, body.username));
    // Same answer for an unknown user and a wrong password: the API does not confirm usernames.
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      const now = clock.now();
      loginFailures.set(keys.user, afterFailure(loginFailures.get(keys.user), now, LOGIN_THROTTLE.perUsername));
      loginFailures.set(keys.client, afterFailure(loginFailures.get(keys.client), now, LOGIN_THROTTLE.perClient));
      return fail(401, "UNAUTHENTICATED", "Invalid username or password");
    }
    loginFailures.delete(keys.user);
    const session = randomToken(12);
    const refreshToken = await db.transaction(() => issueRefreshToken(db, user.id, clock.now(), session));
    return ok({ accessToken: await accessTokenFor(backend, user, session) }, 200, {
      "Set-Cookie": refreshCookie(backend, refreshToken),
    });
  },

  async refresh({ backend, cookies, ok }) {
    const { db, clock } = backend;
    const presented = cookies[REFRESH_COOKIE];
    if (!presented) return fail(401, "UNAUTHENTICATED", "Missing refresh token");
    const rotated = await db.transaction(() => rotateRefreshToken(db, presented, clock.now()));
    const user = rotated && db.byId("users", rotated.userId);
    if (!rotated || !user) {
      return fail(401, "UNAUTHENTICATED", "Invalid or expired refresh token", undefined, {
        "Set-Cookie": refreshCookie(backend, null),
      });
    }
    return ok({ accessToken: await accessTokenFor(backend, user, rotated.family) }, 200, {
      "Set-Cookie": refreshCookie(backend, rotated.token),
    });
  },

  /** Closes the session of the refresh cookie and of the bearer token, so neither refreshes nor authorizes again. */
  async logout({ backend, cookies, request, ok }) {
    const presented = cookies[REFRESH_COOKIE];
    const bearer = bearerToken(request);
    const session = bearer ? (await backend.accessTokens.verify(bearer))?.sid : undefined;
    await backend.db.transaction(async () => {
      if (presented) await revokeRefreshToken(backend.db, presented);
      if (session) await revokeFamily(backend.db, session);
    });
    return ok(null, 200, { "Set-Cookie": refreshCookie(backend, null) });
  },
};

function accessTokenFor(backend: Backend, user: Row<"users">, session: string): Promise<string> {
  return backend.accessTokens.issue(user, permissionSlugsOf(backend.db, user), session);
}

/**
 * The Set-Cookie value; `null` clears it. A real server's flags in Node; in the browser the flags
 * `document.cookie` accepts (no HttpOnly; Path=/ so msw reads it from the page), see CookieStyle.
 */
function refreshCookie(backend: Backend, token: string | null): string {
  const lifetime = token === null ? 0 : REFRESH_TOKEN_TTL_SECONDS;
  const value = `${REFRESH_COOKIE}=${token ?? ""}; Max-Age=${lifetime}; SameSite=Strict`;
  if (backend.cookieStyle === "http-only") return `${value}; Path=/api/v1/users/auth; HttpOnly; Secure`;
  const secure = typeof location !== "undefined" && location.protocol === "https:";
  return `${value}; Path=/${secure ? "; Secure" : ""}`;
}
