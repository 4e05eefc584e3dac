/**
 * The citizen pages the build renders to HTML (ADR 810): the browser paints them before any script runs, and the
 * app then hydrates that HTML instead of building the page again (src/main.tsx: the rendered `#root` is marked
 * `data-hydrating`). Paths without the base.
 */
export const PRERENDERED_ROUTES = ["/", "/queue-registration", "/queue-status"] as const;
