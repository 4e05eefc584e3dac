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
 * falls to the body). The table's 'Try again' takes it then. A focus the person moved out of the block stays where it
 * is, and a list that fails on its first load leaves the page's start alone.
 */
export function useRetryTakesFallenFocus(hasError: boolean) {
  // the focus was last in the block and fell from it with nowhere else to go
  const held = useRef(false);
  const retryRef = useRef<HTMLButtonElement>(null);
  const onFocus = () => {
    held.current = true;
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // moved on by the person (Tab, a click elsewhere): a control still usable let it go
    if (!event.currentTarget.contains(event.relatedTarget) && isUsable(event.target)) held.current = false;
  };
  useLayoutEffect(() => {
    if (!hasError || !held.current || !isFocusLost()) return;
    retryRef.current?.focus();
  }, [hasError]);
  return { blockProps: { onFocus, onBlur }, retryRef };
}
