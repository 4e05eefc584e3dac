export const DEFAULT_AFTER_LOGIN = "/dashboard";

/**
 * Where to go after signing in: the `from` query value when it is a path of this app ('/…', not '//host' or
 * '/\host', not /login itself), else /dashboard (docs/product.md §2.5, §9).
 */
export function safeOrigin(from: string | null | undefined): string {
  if (!from || !from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return DEFAULT_AFTER_LOGIN;
  if (/^\/login(?:[/?#]|$)/.test(from)) return DEFAULT_AFTER_LOGIN;
  return from;
}
