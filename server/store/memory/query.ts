// The one way lists are read: filter → sort → paginate, over any iterable of rows.
// @msw/data 1.x cannot do this itself: `findMany`'s `orderBy` sorts only the page it took, and `count()`
// takes no predicate (docs/product.md §11).

export const DEFAULT_PAGE_SIZE = 10;

export type Selection<T> = {
  where?: (row: T) => boolean;
  /** Omit when the source already yields rows in order (the ticket index does): saves sorting 100,000 rows. */
  orderBy?: (a: T, b: T) => number;
};

export type PageRequest = { page?: number | undefined; size?: number | undefined };
export type Page<T> = { page: number; size: number; total: number; rows: T[] };

/** Every matching row, in order. */
export function selectAll<T>(source: Iterable<T>, { where, orderBy }: Selection<T> = {}): T[] {
  const rows: T[] = [];
  for (const row of source) if (!where || where(row)) rows.push(row);
  return orderBy ? rows.sort(orderBy) : rows;
}

/** One page of the matching rows plus their total. */
export function selectPage<T>(source: Iterable<T>, selection: Selection<T> & PageRequest): Page<T> {
  const page = selection.page ?? 1;
  const size = selection.size ?? DEFAULT_PAGE_SIZE;
  const start = (page - 1) * size;
  if (selection.orderBy) {
    const rows = selectAll(source, selection);
    return { page, size, total: rows.length, rows: rows.slice(start, start + size) };
  }
  // Already ordered: count every match but keep only the page's rows.
  const rows: T[] = [];
  let total = 0;
  for (const row of source) {
    if (selection.where && !selection.where(row)) continue;
    if (total >= start && rows.length < size) rows.push(row);
    total++;
  }
  return { page, size, total, rows };
}

type Key = string | number | boolean | null;

/** A comparator over keys in priority order; `-key` sorts that key descending. */
export function orderBy<T>(...keys: ((keyof T & string) | `-${keyof T & string}`)[]): (a: T, b: T) => number {
  const parsed = keys.map((key) =>
    key.startsWith("-") ? { field: key.slice(1) as keyof T, sign: -1 } : { field: key as keyof T, sign: 1 },
  );
  return (a, b) => {
    for (const { field, sign } of parsed) {
      const x = a[field] as Key;
      const y = b[field] as Key;
      if (x !== y) return (x === null ? -1 : y === null ? 1 : x < y ? -1 : 1) * sign;
    }
    return 0;
  };
}

/**
 * Case-insensitive "contains", the way admin filters match text; null when there is nothing to match.
 * Built once per request, to test 100,000 rows without a lower-cased copy of each: plain `includes` when the
 * needle has no letters (identity numbers), else one case-insensitive RegExp.
 */
export function containsMatcher(needle: string | undefined): ((haystack: string) => boolean) | null {
  if (needle === undefined || needle === "") return null;
  if (needle.toLowerCase() === needle.toUpperCase()) return (haystack) => haystack.includes(needle);
  const pattern = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i");
  return (haystack) => pattern.test(haystack);
}
