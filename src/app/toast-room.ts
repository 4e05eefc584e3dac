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
 * focus, and a toast that came after covered it for its 5 s (WCAG 2.4.11; UX pass, session 46).
 */
export function useToastRoom(main: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    let shown: Element | null = null;
    let room = "";
    const measure = () => {
      if (!shown) return;
      const next = `${Math.ceil(innerHeight - shown.getBoundingClientRect().top)}px`;
      if (next !== room) {
        room = next;
        root.style.setProperty(TOAST_ROOM_VAR, room);
      }
      const toast = shown.getBoundingClientRect();
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || !main.current?.contains(focused)) return;
      const control = focused.getBoundingClientRect();
      const under =
        control.bottom > toast.top && control.top < toast.bottom && control.right > toast.left && control.left < toast.right;
      // the document's scroll padding is the toast's room: 'nearest' stops the control above the toast
      if (under) focused.scrollIntoView({ block: "nearest" });
    };
    const sized = new ResizeObserver(measure);
    const find = () => {
      const region = document.body.querySelector(`:scope > .${toastRegion}`);
      if (region === shown) return;
      if (shown) sized.unobserve(shown);
      shown = region;
      if (shown) sized.observe(shown);
      else {
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
