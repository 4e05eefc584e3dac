import { useLayoutEffect, type RefObject } from "react";

/**
 * Makes `box` a Tab stop while what it holds overflows it, so a keyboard user can scroll it with the arrow keys to what
 * is past its edge (axe scrollable-region-focusable; issue 36), and no extra stop while nothing scrolls. With `name`,
 * the box is also a region so named only then: one that scrolls says what the keys scroll; one that does not is no
 * landmark, and does not say it scrolls (the capacity board's chart did at every width: UX pass, session 40). Set on the
 * element, not in state: a resize re-renders nothing.
 */
export function useTabStopWhileScrolls(box: RefObject<HTMLElement | null>, name?: string) {
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const update = () => {
      const scrolls = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
      setWhile(element, scrolls, "tabindex", "0");
      if (name === undefined) return;
      setWhile(element, scrolls, "role", "region");
      setWhile(element, scrolls, "aria-label", name);
    };
    update();
    // the box's own size and what it holds (a table's rows, a chart's drawing) decide whether it scrolls
    const resized = new ResizeObserver(update);
    resized.observe(element);
    for (const child of element.children) resized.observe(child);
    return () => resized.disconnect();
  }, [box, name]);
}

/**
 * Marks `frame` with `data-more-end` while the scrolling `box` inside it hides what it holds past its end edge (a
 * table's columns, a chart's later hours): the shade of scroll-shade.css.ts `moreAtEnd` says it goes on
 * sideways, where a scrollbar alone says nothing (a system that hides it until the pointer moves, a phone). Set on the
 * element, not in state: scrolling re-renders nothing.
 */
export function useMoreAtEnd(frame: RefObject<HTMLElement | null>, box: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const outer = frame.current;
    const inner = box.current;
    if (!outer || !inner) return;
    const update = () => {
      // scrollLeft is negative in a right-to-left box; its distance to the end is what counts
      const hidden = inner.scrollWidth - inner.clientWidth - Math.abs(inner.scrollLeft);
      outer.toggleAttribute("data-more-end", hidden > 1);
    };
    update();
    // the box's own size and what it holds (a table, a chart's drawing) decide whether anything is past its end
    const resized = new ResizeObserver(update);
    resized.observe(inner);
    for (const child of inner.children) resized.observe(child);
    inner.addEventListener("scroll", update, { passive: true });
    return () => {
      resized.disconnect();
      inner.removeEventListener("scroll", update);
    };
  }, [frame, box]);
}

function setWhile(element: HTMLElement, on: boolean, attribute: string, value: string) {
  if (on) element.setAttribute(attribute, value);
  else element.removeAttribute(attribute);
}
