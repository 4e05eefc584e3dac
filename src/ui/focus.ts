import { useLayoutEffect, useRef, type FocusEvent } from "react";

/** The focus has nowhere to be: the control that held it is gone (removed or disabled), so it fell to the body. */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/** A control the focus can be on: still in the page and not disabled. */
export const isUsable = (control: Element | null): control is HTMLElement =>
  control instanceof HTMLElement && control.isConnected && !control.matches(":disabled");

/**
 * A list's block (its table and pager) whose page failed to load: the failure takes the table's rows and the pager
 * away, and with them the control that held the focus ('Next', or a page's button disabled while the page loaded), so
 * the focus fell to the body and the next Tab started over from the skip link (docs/product.md §2.12: the focus never
 * falls to the body). The table's 'Try again' takes it then, or, where no retry can help (the session has ended), the
 * failure's own text, which says what to do. A focus the person moved out of the block stays where it is, and a list
 * that fails on its first load leaves the page's start alone.
 */
export function useRetryTakesFallenFocus(hasError: boolean) {
  // the block the focus was last in, when it fell from it with nowhere else to go
  const held = useRef<HTMLElement | null>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    held.current = event.currentTarget;
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // moved on by the person (Tab, a click elsewhere): a control still usable let it go
    if (!event.currentTarget.contains(event.relatedTarget) && isUsable(event.target)) held.current = null;
  };
  useLayoutEffect(() => {
    const block = held.current;
    if (!hasError || !block || !isFocusLost()) return;
    const failure = block.querySelector<HTMLElement>('[role="alert"]');
    const target = retryRef.current ?? failure;
    if (target === failure && failure && !failure.hasAttribute("tabindex")) failure.tabIndex = -1;
    target?.focus();
  }, [hasError]);
  return { blockProps: { onFocus, onBlur }, retryRef };
}
