import type { ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { linkClass } from "../../ui";

/** The list's URL as it is now: path plus filters, page and size. */
export function useCurrentUrl(): string {
  const [location] = useLocation();
  const search = useSearch();
  return location + (search ? `?${search}` : "");
}

/**
 * A view or edit link in a list row. The list's URL rides along in history state, so the page it opens can go back
 * to the same filtered page after 'Kembali' or a save.
 */
export function RowLink({ href, from, children }: { href: string; from: string; children: ReactNode }) {
  return (
    <Link href={href} state={{ from }} className={linkClass}>
      {children}
    </Link>
  );
}

/** Where 'back' goes: the list URL this page was opened from, else the plain list. */
export function useListHref(listPath: string): string {
  const from = useHistoryState<{ from?: unknown } | null>()?.from;
  return typeof from === "string" && (from === listPath || from.startsWith(`${listPath}?`)) ? from : listPath;
}
