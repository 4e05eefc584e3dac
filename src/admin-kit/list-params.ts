/**
 * List state kept in the URL (filters + page + size), so a filtered admin view can be bookmarked, shared and
 * survives a reload. Pure parse/serialise here; `useListParams` (use-list-params.ts) binds them to the router.
 *
 * Filter defaults decide each value's type: a number default reads a non-negative integer, a string default reads
 * the text as is. Values equal to their default are left out of the URL (so `location_id=0`, "all locations",
 * never shows), and unknown parameters are kept untouched.
 */

export type FilterDefaults = Record<string, string | number>;

/** Widens literal defaults: `{ location_id: 0 }` → `{ location_id: number }`. */
export type FilterValues<F extends FilterDefaults> = { [K in keyof F]: F[K] extends number ? number : string };

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;

export type ListState<F extends FilterDefaults> = { filters: FilterValues<F>; page: number; size: number };

export type ListParamsOptions = {
  /** allowed page sizes (docs/product.md §9: 10, 20, 50) */
  pageSizes?: readonly number[];
  /** default page size (docs/product.md §9: 10) */
  defaultSize?: number;
  /**
   * The only texts a filter takes (a weekday's "0" … "6"): anything else in the URL reads as the filter's default,
   * so an edited or stale link shows every record instead of the API's 422.
   */
  allowed?: Readonly<Record<string, readonly string[]>>;
};

function readInt(raw: string | null, fallback: number, min: number): number {
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= min ? value : fallback;
}

/** The list state a search string (`a=1&b=2`, with or without `?`) describes. */
export function parseListParams<F extends FilterDefaults>(
  search: string,
  defaults: F,
  options: ListParamsOptions = {},
): ListState<F> {
  const params = new URLSearchParams(search);
  const pageSizes = options.pageSizes ?? PAGE_SIZES;
  const defaultSize = options.defaultSize ?? DEFAULT_PAGE_SIZE;
  const filters = {} as Record<string, string | number>;
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key);
    const allowed = options.allowed?.[key];
    if (typeof fallback === "number") filters[key] = readInt(raw, fallback, 0);
    else filters[key] = raw === null || (allowed && !allowed.includes(raw)) ? fallback : raw;
  }
  const size = readInt(params.get("size"), defaultSize, 1);
  return {
    filters: filters as FilterValues<F>,
    page: readInt(params.get("page"), FIRST_PAGE, 1),
    size: pageSizes.includes(size) ? size : defaultSize,
  };
}

/** The search string (no `?`) for a list state, keeping parameters this list does not own. */
export function serializeListParams<F extends FilterDefaults>(
  currentSearch: string,
  state: ListState<F>,
  defaults: F,
  options: ListParamsOptions = {},
): string {
  const params = new URLSearchParams(currentSearch);
  const defaultSize = options.defaultSize ?? DEFAULT_PAGE_SIZE;
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = (state.filters as Record<string, string | number>)[key];
    const text = typeof value === "string" ? value.trim() : value;
    if (text === undefined || text === fallback || text === "") params.delete(key);
    else params.set(key, String(text));
  }
  if (state.page === FIRST_PAGE) params.delete("page");
  else params.set("page", String(state.page));
  if (state.size === defaultSize) params.delete("size");
  else params.set("size", String(state.size));
  return params.toString();
}

/** Filters with empty strings trimmed away and the rest kept: what a list call or an export sends. */
export function activeFilters<V extends Record<string, string | number>>(filters: V): Partial<V> {
  const active: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    const clean = typeof value === "string" ? value.trim() : value;
    if (clean === "") continue;
    active[key] = clean;
  }
  return active as Partial<V>;
}
