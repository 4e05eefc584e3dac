/**
 * The citizen pages the build renders to HTML (ADR 810): the browser paints them before any script runs, and the
 * app then hydrates that HTML instead of building the page again. Paths without the base.
 */
export const PRERENDERED_ROUTES = ["/", "/queue-registration", "/queue-status"] as const;

/** The path of `pathname` inside the app (the base path removed), or null when it lies outside it. */
export function appPath(pathname: string, base: string): string | null {
  const root = base.replace(/\/$/, "");
  if (root && pathname !== root && !pathname.startsWith(`${root}/`)) return null;
  return pathname.slice(root.length) || "/";
}

export function isPrerendered(pathname: string, base: string): boolean {
  const path = appPath(pathname, base)?.replace(/(.)\/$/, "$1");
  return PRERENDERED_ROUTES.some((route) => route === path);
}
