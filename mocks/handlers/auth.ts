import { verifyPassword } from "../auth/passwords";
import { issueRefreshToken, REFRESH_TOKEN_TTL_SECONDS, revokeRefreshToken, rotateRefreshToken } from "../auth/refresh-tokens";
import type { Backend } from "../backend";
import type { Row } from "../db/database";
import { sameKey } from "../rules/uniqueness";
import { permissionSlugsOf } from "./present";
import { fail } from "./respond";
import type { Resolvers } from "./route";

export const REFRESH_COOKIE = "refresh_token";

/** Login, refresh (rotating the cookie) and logout (revoking it). */
export const authResolvers: Resolvers = {
  async login({ backend, body, ok }) {
    const { db, clock } = backend;
    const user = db.find("users", (row) => sameKey(row.username, body.username));
    // Same answer for an unknown user and a wrong password: the API does not confirm usernames.
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      return fail(401, "UNAUTHENTICATED", "Invalid username or password");
    }
    const refreshToken = await db.transaction(() => issueRefreshToken(db, user.id, clock.now()));
    return ok({ accessToken: await accessTokenFor(backend, user) }, 200, { "Set-Cookie": refreshCookie(backend, refreshToken) });
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
    return ok({ accessToken: await accessTokenFor(backend, user) }, 200, { "Set-Cookie": refreshCookie(backend, rotated.token) });
  },

  async logout({ backend, cookies, ok }) {
    const presented = cookies[REFRESH_COOKIE];
    if (presented) await backend.db.transaction(() => revokeRefreshToken(backend.db, presented));
    return ok(null, 200, { "Set-Cookie": refreshCookie(backend, null) });
  },
};

function accessTokenFor(backend: Backend, user: Row<"users">): Promise<string> {
  return backend.accessTokens.issue(user, permissionSlugsOf(backend.db, user));
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
