import { useEffect, useRef } from "react";

const HISTORY_MARK = "antrean:dialog";
let openings = 0;

const markOf = (state: unknown) => (state as Record<string, unknown> | null)?.[HISTORY_MARK];

/**
 * While a citizen's dialog is open, the browser's Back closes it (Android's Back button; docs/product.md §2.2, §2.3):
 * opening adds a history entry on the same address, marked with this opening's own number; Back leaves it and
 * closes the dialog, so the citizen stays on the page. Closing the dialog another way takes that entry back out.
 * The mark is this opening's, not any dialog's: after a reload the browser keeps an old entry's mark, and Back onto
 * that entry is still a Back out of the dialog open now.
 */
export function useBackCloses(isOpen: boolean, onClose: () => void) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!isOpen) return;
    // unique across reloads too: the time of the page's start plus a counter
    const mark = `${performance.timeOrigin}:${++openings}`;
    // Back onto the page's entry leaves the page where it is: the browser put back the scroll it had when the dialog
    // opened, after the page had moved what the closing showed. 'Ya, hapus' on the last ticket in 'Tiket saya' put the
    // line that says so 466 px above a 320 px screen with 200 % text (docs/product.md §2.2; UX pass, session 45). The
    // mode is the entry's own, so it is set on the page's entry before the dialog's is added, and put back once the
    // page's entry is current again and the browser has passed its restoring.
    const { history } = window;
    const restoration = history.scrollRestoration;
    history.scrollRestoration = "manual";
    history.pushState({ ...(history.state as object | null), [HISTORY_MARK]: mark }, "");
    history.scrollRestoration = restoration;
    const putBackRestoration = () => void setTimeout(() => (history.scrollRestoration = restoration));
    let leftByBack = false;
    const onPopState = (event: PopStateEvent) => {
      // still (or again) on this opening's entry: not a Back out of the dialog
      if (markOf(event.state) === mark) return;
      leftByBack = true;
      putBackRestoration();
      close.current();
    };
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("popstate", onPopState);
      if (leftByBack || markOf(history.state) !== mark) return;
      window.addEventListener("popstate", putBackRestoration, { once: true });
      history.back();
    };
  }, [isOpen]);
}
