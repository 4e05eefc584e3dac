import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useHistoryState } from "wouter/use-browser-location";
import { focusHeading } from "../ui";

/** The focus has nowhere to be: the control that held it is gone (its element removed), so it fell to the body. */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/** A page's heading (PageHeader's `headingRef`) and a way to give it the focus, the page shown from its top. */
export function usePageHeading() {
  const ref = useRef<HTMLHeadingElement>(null);
  const focus = useCallback(() => focusHeading(ref.current), []);
  return { ref, focus };
}

/**
 * The retry of a list that failed to load. Its button goes away once the list has loaded, and the focus with it:
 * then `focus` gives it a place (the list's heading, docs/product.md §2.12), unless the person already moved it. A
 * retry that fails again leaves its button, and the focus on it.
 */
export function useRetryFocus(
  query: { isSuccess: boolean; isFetching: boolean; refetch: () => unknown },
  focus: () => void,
): () => void {
  const retried = useRef(false);
  const { isSuccess, isFetching, refetch } = query;
  useEffect(() => {
    if (!retried.current || isFetching) return;
    retried.current = false;
    if (isSuccess && isFocusLost()) focus();
  }, [isSuccess, isFetching, focus]);
  return () => {
    retried.current = true;
    void refetch();
  };
}

/** What a save hands the page it opens in history state: that it opened after a save (the heading takes the focus). */
export type SavedState = { saved?: true };

/** The page was opened by a save (its form's button is gone): its heading takes the focus (PageHeader `takesFocus`). */
export function useOpenedBySave(): boolean {
  return useHistoryState<SavedState | null>()?.saved === true;
}

/** How long a page arrived at may take to show its heading (its code, then its first answer) before the watch ends. */
const ARRIVAL_WATCH_MS = 5_000;

/** The document was opened at this address (typed, a bookmark, a reload), not arrived at inside the app. */
function documentOpenedAt(location: string): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  return entry === undefined || new URL(entry.name).pathname === location;
}

/**
 * A page arrived at inside the app (a link such as 'Tambah' or a row's 'Edit', the login) replaces the control that
 * had the focus, which falls to the page's body, so the next Tab starts again at the skip link. Once the new page's
 * heading shows in `main` (after its code and its first answer), it takes the focus, the page shown from its top
 * (docs/product.md §2.12), unless the person moved the focus meanwhile or the page gave it a place of its own. The
 * page the document opened at keeps the browser's start: the first Tab reaches the skip link.
 */
export function useHeadingFocusOnArrival(main: RefObject<HTMLElement | null>, location: string) {
  const [start] = useState(location);
  const left = useRef(false);
  useEffect(() => {
    if (location !== start) left.current = true;
    const container = main.current;
    if (!container || (!left.current && documentOpenedAt(start))) return;
    const focusArrived = () => {
      if (!isFocusLost()) return true;
      const heading = container.querySelector("h1");
      if (!heading) return false;
      if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
      focusHeading(heading);
      return true;
    };
    if (focusArrived()) return;
    const watch = new MutationObserver(() => {
      if (focusArrived()) stop();
    });
    const timer = window.setTimeout(() => stop(), ARRIVAL_WATCH_MS);
    function stop() {
      watch.disconnect();
      window.clearTimeout(timer);
    }
    watch.observe(container, { childList: true, subtree: true });
    return stop;
  }, [main, location, start]);
}
