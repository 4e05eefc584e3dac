import { useLocation, useSearch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";

/**
 * The list's URL as it is now: path plus filters, page and size. A row's view or edit link hands it on in history
 * state (`<Link href={…} routerOptions={{ state: { from } }}>`), so the page it opens can go back to the same
 * filtered page after 'Kembali' or a save.
 */
export function useCurrentUrl(): string {
  const [location] = useLocation();
  const search = useSearch();
  return location + (search ? `?${search}` : "");
}

/** Where 'back' goes: the list URL this page was opened from, else the plain list. */
export function useListHref(listPath: string): string {
  const from = useHistoryState<{ from?: unknown } | null>()?.from;
  return typeof from === "string" && (from === listPath || from.startsWith(`${listPath}?`)) ? from : listPath;
}
