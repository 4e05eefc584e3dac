import type { PermissionSlug } from "../../contract";

/** What a route needs. `public`: anyone. `permissions: []`: any signed-in user. Otherwise any one of them. */
export type Access = { kind: "public" } | { kind: "signedIn"; permissions: readonly PermissionSlug[] };

export type AccessDecision = "allow" | "login" | "unauthorized";

/** docs/product.md §2.7 route guards: no user → login; none of the listed permissions → unauthorized. */
export function decideAccess(access: Access, user: { permissions: readonly string[] } | null): AccessDecision {
  if (access.kind === "public") return "allow";
  if (!user) return "login";
  if (access.permissions.length === 0) return "allow";
  return access.permissions.some((p) => user.permissions.includes(p)) ? "allow" : "unauthorized";
}

/** docs/product.md §6: a menu item with a permission shows only when the user holds that exact string. */
export function canSeeMenuItem(permission: PermissionSlug | undefined, user: { permissions: readonly string[] }): boolean {
  return permission === undefined || user.permissions.includes(permission);
}

/** `/login?from=/queues/today` — where to return after signing in; only same-app paths are honoured. */
export function safeOrigin(from: string | null | undefined, fallback = "/dashboard"): string {
  if (!from || !from.startsWith("/") || from.startsWith("//")) return fallback;
  return from;
}
