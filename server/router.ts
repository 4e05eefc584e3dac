/** What a router matches: a method and a path like `/queues/:uuid`. */
export type Route = { method: string; path: string };
export type RouteMatch<R extends Route> = { route: R; params: Record<string, string> };

/**
 * The API's own router (no msw in it, docs/decisions/102-mock-routing.md): contract paths like
 * `/queues/:uuid` matched segment by segment, most specific first, a trailing slash optional (`/users` and `/users/`
 * are the same list). Parameters arrive percent-decoded; the path guard has already refused broken encodings.
 */
export function createRouter<R extends Route>(routes: readonly R[]): (method: string, path: string) => RouteMatch<R> | null {
  const compiled = [...routes]
    .sort((a, b) => compareSpecificity(a.path, b.path))
    .map((route) => ({ route, segments: segmentsOf(route.path) }));
  // A path with no parameter is found by its method and text in one look-up, not by a walk over every route with the
  // path split (the lists and the create of a rush, issue 34): the walk would find it first anyway, a static segment
  // sorting before a parameter (compareSpecificity), and the first route of a text is kept as the walk keeps it.
  const exact = new Map<string, R>();
  for (const { route, segments } of compiled)
    if (!segments.some((segment) => segment.startsWith(":"))) {
      const key = `${route.method} ${withoutTrailingSlash(route.path)}`;
      if (!exact.has(key)) exact.set(key, route);
    }
  return (method, path) => {
    const found = exact.get(`${method} ${withoutTrailingSlash(path)}`);
    if (found) return { route: found, params: {} };
    const segments = segmentsOf(path);
    for (const { route, segments: pattern } of compiled) {
      if (route.method !== method || pattern.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let matches = true;
      for (let i = 0; i < pattern.length && matches; i++) {
        const expected = pattern[i] as string;
        const actual = segments[i] as string;
        if (expected.startsWith(":")) {
          if (actual === "") matches = false;
          else params[expected.slice(1)] = decodeURIComponent(actual);
        } else matches = expected === actual;
      }
      if (matches) return { route, params };
    }
    return null;
  };
}

/** `/queues/:uuid/` → ["queues", ":uuid"]: one trailing slash does not count. */
function segmentsOf(path: string): string[] {
  const trimmed = withoutTrailingSlash(path);
  return trimmed === "" ? [] : trimmed.slice(1).split("/");
}

function withoutTrailingSlash(path: string): string {
  return path.endsWith("/") ? path.slice(0, -1) : path;
}

/**
 * Static segments before parameters, so `/queues/download` wins over `/queues/:uuid` and
 * `/users/roles` over `/users/:username`. A total order: segment by segment, static before parameter, then
 * alphabetical, then shorter first.
 */
export function compareSpecificity(a: string, b: string): number {
  const left = a.split("/");
  const right = b.split("/");
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] as string;
    const y = right[i] as string;
    const xParam = x.startsWith(":");
    const yParam = y.startsWith(":");
    if (xParam !== yParam) return xParam ? 1 : -1;
    if (!xParam && x !== y) return x < y ? -1 : 1;
  }
  return left.length - right.length;
}
