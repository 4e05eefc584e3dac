import { useEffect, type RefObject } from "react";
import { region as toastRegion } from "../ui/toast-region.css";
import { TOAST_ROOM_VAR } from "./admin-layout.css";

/**
 * While a toast shows on a staff page (react-aria puts its region in the document's body only then), the room it takes
 * at the window's bottom, measured: `TOAST_ROOM_VAR` on the document, which admin-layout.css.ts keeps below the page's
 * last control (main's padding) and as the document's scroll padding, so a control scrolled to stops above the toast.
 * A fixed 7rem was one short toast's: the 'Error' of a write that may have been saved, its message on three lines, is
 * 155 px tall at 1280×800. And the control that has the focus when a toast comes (the switch just confirmed, a created
 * row's link: docs/product.md §2.12) is scrolled just clear of it: the browser scrolls to a control only as it takes the
 * focus, and a toast that came after covered it for its 5 s (WCAG 2.4.11; UX pass, session 46). So is the page's end,
 * a list's pager, where it is on the screen: the room below it let the person scroll it out, but the toast covered
 * 'Baris per halaman' (and 'Next' under an 'Error') until then, at a short list's top or a long one's end (UX pass,
 * session 49; docs/product.md §4.8). A toast beside the page, at the open sidebar's foot (admin-layout.css.ts), takes
 * none of it: no room is kept and nothing is moved (session 51).
 */
export function useToastRoom(main: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    let shown: Element | null = null;
    let room = "";
    // the control moved clear of this toast already: later resizes (the window's, the next message's) leave the page
    // where the person scrolled it
    let cleared: Element | null = null;
    // the page's end moved clear of this toast already, as the control is
    let endCleared = false;
    const measure = () => {
      if (!shown) return;
      const toast = shown.getBoundingClientRect();
      const page = main.current;
      // a toast beside the page (at the open sidebar's foot, admin-layout.css.ts) covers none of it: no room, nothing
      // to move clear of it
      const pageBox = page?.getBoundingClientRect();
      const beside = pageBox !== undefined && (toast.right <= pageBox.left || toast.left >= pageBox.right);
      // from the layout viewport the fixed region is laid out in (innerHeight counts a sideways scrollbar, and follows
      // a pinch zoom on some phones); never below 0, which the padding would not take
      const next = beside ? "0px" : `${Math.max(0, Math.ceil(root.clientHeight - toast.top))}px`;
      if (next !== room) {
        room = next;
        root.style.setProperty(TOAST_ROOM_VAR, room);
      }
      if (!page || beside) return;
      const focused = document.activeElement;
      const inPage = focused instanceof HTMLElement && page.contains(focused) ? focused : null;
      if (inPage && cleared !== inPage) {
        const control = inPage.getBoundingClientRect();
        const under =
          control.bottom > toast.top && control.top < toast.bottom && control.right > toast.left && control.left < toast.right;
        // the document's scroll padding is the toast's room: 'nearest' stops the control above the toast; a control
        // taller than the room above it (a table's scroll box) would be scrolled to its top instead, so it stays
        if (under && control.height <= toast.top) {
          cleared = inPage;
          inPage.scrollIntoView({ block: "nearest" });
        }
      }
      if (endCleared) return;
      endCleared = true;
      // the page's end (a list's pager) on the screen under the toast: scrolled just clear of it into the room kept
      // below it, as far as the focused control stays below the top bar (the document's scroll padding at its top)
      const end = page.getBoundingClientRect().bottom - parseFloat(getComputedStyle(page).paddingBlockEnd);
      if (end <= toast.top || end > root.clientHeight) return;
      const topRoom = inPage
        ? inPage.getBoundingClientRect().top - (parseFloat(getComputedStyle(root).scrollPaddingBlockStart) || 0)
        : Infinity;
      const by = Math.min(Math.ceil(end - toast.top), Math.floor(topRoom));
      if (by > 0) window.scrollBy(0, by);
    };
    const sized = new ResizeObserver(measure);
    const find = () => {
      const region = document.body.querySelector(`:scope > .${toastRegion}`);
      if (region === shown) return;
      sized.disconnect();
      shown = region;
      cleared = null;
      endCleared = false;
      if (shown) {
        sized.observe(shown);
        // the page narrows or widens as the sidebar opens or closes, which moves the toast beside it or over it
        if (main.current) sized.observe(main.current);
      } else {
        room = "";
        root.style.removeProperty(TOAST_ROOM_VAR);
      }
    };
    find();
    const added = new MutationObserver(find);
    added.observe(document.body, { childList: true });
    addEventListener("resize", measure);
    return () => {
      added.disconnect();
      sized.disconnect();
      removeEventListener("resize", measure);
      root.style.removeProperty(TOAST_ROOM_VAR);
    };
  }, [main]);
}
