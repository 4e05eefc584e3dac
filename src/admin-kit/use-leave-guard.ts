import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation, useRouter } from "wouter";
import { holdHistoryAt } from "../lib/history-guard";

/**
 * Where the person tried to go while the form had unsaved changes, kept until they decide: an in-app link's path, or
 * the browser's Back (the history entry they left, to go back to if they leave).
 */
type PendingLeave = { href: string } | { back: true };

/** A plain left click on a link to another page of this app (not a new tab, a download or another site). */
function inAppTarget(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location.pathname + window.location.search;
  return url.pathname + url.search === here ? null : anchor;
}

/**
 * Guards an edited, unsaved form (ADR 603): closing or reloading the tab asks the browser's own question
 * (`beforeunload`), and a click on any in-app link — the menu, 'Kembali' — is held back until the person answers
 * the kit's confirmation: 'stay' keeps every value, 'leave' goes where the link pointed. Links inside `form` (its
 * own 'Batal') are the deliberate way to discard, so they go without asking. The click is caught
 * on the document before the router sees it, so every link is covered without the links knowing. A save navigates
 * by code, never by a click, so it is never held back. The browser's (or a phone's) Back is held too (src/lib/history-guard.ts):
 * the form's address is put back before the router sees the move, and 'leave' then goes back for real.
 */
export function useLeaveGuard(isDirty: boolean, form: RefObject<HTMLElement | null>) {
  const [pending, setPending] = useState<PendingLeave | null>(null);
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  // set once the person chose to leave: Back is asynchronous, and a render meanwhile must not hold it again
  const leaving = useRef(false);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when returnValue is set
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      const anchor = inAppTarget(event);
      if (!anchor || !dirty.current || form.current?.contains(anchor)) return;
      event.preventDefault();
      event.stopPropagation();
      const url = new URL(anchor.href, window.location.href);
      // the router's paths leave out the base (a demo served under /antrean/)
      const path = base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || "/" : url.pathname;
      setPending({ href: path + url.search });
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    const release = holdHistoryAt(
      window.location.href,
      () => dirty.current && !leaving.current,
      () => setPending({ back: true }),
    );
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
      release();
    };
  }, [isDirty, base, form]);

  return {
    isAsking: pending !== null,
    stay: () => setPending(null),
    leave: () => {
      if (!pending) return;
      dirty.current = false;
      leaving.current = true;
      setPending(null);
      if ("back" in pending) window.history.back();
      else navigate(pending.href);
    },
  };
}
