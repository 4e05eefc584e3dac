import { useCallback, useEffect, useRef } from "react";
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
