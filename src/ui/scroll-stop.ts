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

function setWhile(element: HTMLElement, on: boolean, attribute: string, value: string) {
  if (on) element.setAttribute(attribute, value);
  else element.removeAttribute(attribute);
}
