/** Number of pages for `total` items at `size` per page (at least 1). */
export function pageCount(total: number, size: number): number {
  if (!(size > 0) || !(total > 0)) return 1;
  return Math.max(1, Math.ceil(total / size));
}

/**
 * Up to `max` consecutive page numbers around `page` (1-based), shifted at the ends so
 * there are always `max` when that many pages exist: page 1 of 9 → 1..5, 5 of 9 → 3..7,
 * 9 of 9 → 5..9.
 */
export function pageWindow(page: number, totalPages: number, max = 5): number[] {
  const last = Math.max(1, Math.floor(totalPages));
  const count = Math.min(Math.max(1, Math.floor(max)), last);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/**
 * The page buttons a pager shows: the window around `page` (see pageWindow) and always the first and the last page,
 * with a gap where pages are left out: page 150 of 301 → 1, gap, 148..152, gap, 301 (issue 36: a counter's list of
 * 300 pages is one press from either end).
 */
export function pageItems(page: number, totalPages: number, max = 5): (number | "gap")[] {
  const window = pageWindow(page, totalPages, max);
  const last = Math.max(1, Math.floor(totalPages));
  const items: (number | "gap")[] = [];
  const first = window[0] ?? 1;
  const end = window[window.length - 1] ?? 1;
  if (first > 1) items.push(1);
  if (first > 2) items.push("gap");
  items.push(...window);
  if (end < last - 1) items.push("gap");
  if (end < last) items.push(last);
  return items;
}
