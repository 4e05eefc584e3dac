import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from "react";
import { focusHeading, isFocusLost } from "../ui";
import { isDocumentStart } from "../lib/document-start";
import { retryUnlessSessionEnded } from "./errors";

export { isFocusLost };

/**
 * A row's controls, in order, as Tab meets them: its links, buttons and inputs. Disabled ones count too: the asking
 * control is disabled while its change runs (its place is read then), and a row's controls keep their places.
 */
const ROW_CONTROLS = "a[href], button, input, [tabindex]:not([tabindex='-1'])";
const isEnabled = (control: HTMLElement) => !control.matches(":disabled");

/** Where a control sits in a list's table: its row's place among the rows, and its own among the row's controls. */
export type RowPlace = { rows: HTMLElement; row: number; control: number };

/** The control's place in its table (null outside one), read before its row goes. */
export function rowPlaceOf(control: HTMLElement): RowPlace | null {
  const row = control.closest("tr");
  const rows = row?.parentElement;
  if (!row || !rows) return null;
  return {
    rows,
    row: Array.from(rows.children).indexOf(row),
    control: Array.from(row.querySelectorAll<HTMLElement>(ROW_CONTROLS)).indexOf(control),
  };
}

/**
 * The focus after a row's own control went with its row (a delete, or an archive the list's filter hides): the same
 * control in the row that took its place (the next record), else in the row before (the list's last record went), or,
 * with no row left, `otherwise` (the list's heading). Gone to the body, the next Tab started over from the skip link
 * or landed on the toast (UX pass s34, item 3). It waits for the row to go, a few seconds at most, and for any dialog
 * to close; a focus the person moved meanwhile stays.
 */
export function focusWhereRowWas(control: HTMLElement, place: RowPlace | null, otherwise: () => void): () => void {
  let frame = 0;
  const started = performance.now();
  const settle = () => {
    const active = document.activeElement;
    const waiting = control.isConnected || active?.closest('[role="alertdialog"], [role="dialog"]');
    if (waiting) {
      if (performance.now() - started < 5000) frame = requestAnimationFrame(settle);
      return;
    }
    if (!isFocusLost()) return;
    const rows = place?.rows.isConnected ? Array.from(place.rows.children) : [];
    const row = rows[place?.row ?? -1] ?? rows[(place?.row ?? 0) - 1];
    const controls = row ? Array.from(row.querySelectorAll<HTMLElement>(ROW_CONTROLS)) : [];
    const same = controls[place?.control ?? -1];
    const target = same && isEnabled(same) ? same : controls.find(isEnabled);
    if (target) target.focus();
    else otherwise();
  };
  settle();
  return () => cancelAnimationFrame(frame);
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
 * retry that fails again leaves its button, and the focus on it. None while the failure is the session's end (its
 * refresh refused): a retry could only fail again, and the failure's text says to reload (src/api/errors.ts).
 */
export function useRetryFocus(
  query: { isSuccess: boolean; isFetching: boolean; error: unknown; refetch: () => unknown },
  focus: () => void,
): (() => void) | undefined {
  const retried = useRef(false);
  const { isSuccess, isFetching, refetch } = query;
  useEffect(() => {
    if (!retried.current || isFetching) return;
    retried.current = false;
    if (isSuccess && isFocusLost()) focus();
  }, [isSuccess, isFetching, focus]);
  return retryUnlessSessionEnded(query.error, () => {
    retried.current = true;
    void refetch();
  });
}

/**
 * This document, told apart from the one before a reload: the browser keeps history state across a reload, so what a
 * page writes there for this document's later use (a record just created, the link a record was opened by) carries
 * this stamp and is read only when it matches.
 */
export const THIS_DOCUMENT = performance.timeOrigin;

/**
 * Gives the focus to the page's heading in `container` (its `h1`, made focusable), the page shown from its top; false
 * while the page has no heading yet (its code or its first answer still on the way).
 */
export function focusPageHeadingIn(container: HTMLElement): boolean {
  const heading = container.querySelector("h1");
  if (!heading) return false;
  if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  focusHeading(heading);
  return true;
}

/**
 * Runs `give` (a page's first focus, or the showing of one given without scrolling) in the next frame, once the browser
 * has put back the page's scroll. A page gone back to (Back, a back link's history step) renders in the 'popstate'
 * event, and the browser restores its scroll right after that event (HTML's "restore persisted state"), undoing the
 * scroll a focus given in that render made: a list's heading was focused at its top, then scrolled 318 px above the
 * screen, and a row's link, centred in its box, was left under the screen's end at 1024×768 (UX pass, session 49;
 * docs/product.md §2.12). Returns a cancel.
 */
function afterScrollRestore(give: () => void): () => void {
  const frame = requestAnimationFrame(give);
  return () => cancelAnimationFrame(frame);
}

/** How long a page arrived at may take to show its heading (its code, then its first answer) before the watch ends. */
const ARRIVAL_WATCH_MS = 5_000;

/**
 * A page arrived at inside the app (a link such as 'Tambah' or a row's 'Edit', the login) replaces the control that
 * had the focus, which falls to the page's body, so the next Tab starts again at the skip link. Once the new page's
 * heading shows in `main` (after its code and its first answer), it takes the focus, the page shown from its top
 * (docs/product.md §2.12), unless the person moved the focus meanwhile or the page gave it a place of its own. The
 * page the document opened at keeps the browser's start: the first Tab reaches the skip link.
 */
export function useHeadingFocusOnArrival(main: RefObject<HTMLElement | null>, location: string) {
  useEffect(() => {
    const container = main.current;
    // a list gone back to gives the focus to the link its record was opened by (useFocusOpenedLink), not its heading
    if (!container || isDocumentStart() || openedLinkOf(window.history.state) !== null) return;
    const focusArrived = () => !isFocusLost() || focusPageHeadingIn(container);
    const watch = new MutationObserver(() => {
      if (focusArrived()) stop();
    });
    const timer = window.setTimeout(() => stop(), ARRIVAL_WATCH_MS);
    const cancelFirstLook = afterScrollRestore(() => {
      if (focusArrived()) stop();
      else watch.observe(container, { childList: true, subtree: true });
    });
    function stop() {
      cancelFirstLook();
      watch.disconnect();
      window.clearTimeout(timer);
    }
    return stop;
  }, [main, location]);
}

/**
 * What a list's history entry and a record page's back link hand the list: the link the record was opened by, in
 * this document (a reloaded list keeps the browser's start, docs/product.md §2.12).
 */
type OpenedLinkState = { openedLink?: unknown; openedIn?: number };

/** The link a record was opened by, as this document's history state says, or null. */
function openedLinkOf(state: unknown): string | null {
  const { openedLink, openedIn } = (state ?? {}) as OpenedLinkState;
  return typeof openedLink === "string" && openedIn === THIS_DOCUMENT ? openedLink : null;
}

/**
 * A list's click (capturing, before the link navigates): a record's link in a row is added to the list's own history
 * entry (what else it holds stays: a record just created keeps its mark), so Back brings the focus to it again
 * (`useFocusOpenedLink`). Keyboard Enter on a link clicks it too. A click that opens another tab or window, or that
 * something else handled, leaves the entry as it is.
 */
export function rememberOpenedLink(event: MouseEvent<HTMLElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
    return;
  }
  const link = event.target instanceof Element ? event.target.closest("tr a[href]") : null;
  const href = link?.getAttribute("href");
  if (!href) return;
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  window.history.replaceState({ ...state, openedLink: href, openedIn: THIS_DOCUMENT } satisfies OpenedLinkState, "");
}

/** The history state a record page's back link ('Kembali ke daftar …') gives the list: its own address. */
export function openedLinkState(): OpenedLinkState {
  return { openedLink: window.location.pathname, openedIn: THIS_DOCUMENT };
}

/** The row's link a record was opened by, in the list shown, or null (not on this page of the list, or no rows yet). */
function openedLinkIn(list: HTMLElement | null, href: string): HTMLElement | null {
  return list?.querySelector<HTMLElement>(`tr a[href="${CSS.escape(href)}"]`) ?? null;
}

/**
 * Back (or the page's back link, or an edit's save going back in history) from a record opened from this list: the
 * focus returns to the link it was opened by ('Lihat', 'Ubah'), as a ticket's does (docs/product.md §2.8, §2.12). It
 * is given in the commit that shows the list, where the control that had it went: to the link in the rows the list
 * keeps from before (react-query's cache, shown while they load again), or, with none kept, to `otherwise` (the list's
 * heading), which holds it until the answer is in (`isSettled`). Then the link takes it from there; with that record
 * no longer on this page (its row gone with the new rows, the focus with it), `otherwise` does. A focus the person
 * moved meanwhile stays; once the answer is in, later renders leave the focus where the person puts it.
 */
export function useFocusOpenedLink(list: RefObject<HTMLElement | null>, isSettled: boolean, otherwise: () => void) {
  const [opened] = useState(() => openedLinkOf(window.history.state));
  // where the list put the focus last (the link, or `otherwise`'s place); null before the list's first commit
  const given = useRef<Element | null>(null);
  const answered = useRef(false);
  // In the commit that shows the list (a layout effect): given once the answer was in, the focus stayed on the page's
  // body while a saved record's list loaded again, 0.3–1 s on the demo, a screen reader saying the page's title or
  // nothing (UX pass, session 50); given in the next frame, for that frame
  useLayoutEffect(() => {
    if (opened === null || answered.current) return;
    const arriving = given.current === null;
    if (!arriving && !isSettled) return;
    answered.current = isSettled;
    const focused = document.activeElement;
    if (!arriving && focused !== given.current && !isFocusLost()) return;
    const link = openedLinkIn(list.current, opened);
    // arriving in 'popstate', before the browser puts the scroll back: shown once it is back, below
    if (link && link !== focused) link.focus({ preventScroll: arriving });
    else if (!link && isFocusLost()) otherwise();
    given.current = document.activeElement;
  }, [opened, isSettled, list, otherwise]);
  useEffect(() => {
    if (opened === null) return;
    return afterScrollRestore(() => {
      const shown = given.current;
      if (!shown || document.activeElement !== shown) return;
      if (shown === openedLinkIn(list.current, opened)) shown.scrollIntoView({ block: "nearest" });
      // the heading's page-top, undone by the restore, done again
      else otherwise();
    });
  }, [opened, list, otherwise]);
}
