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
    target?.focus();
  }, [hasError]);
  return { blockProps: { onFocus, onBlur }, retryRef };
}

/** The control's field: the nearest box that holds its label too (and below them its help and its errors). */
function fieldOf(control: HTMLElement): HTMLElement {
  const labelIds = control.getAttribute("aria-labelledby")?.split(/\s+/) ?? [];
  const labels = [
    ...(control instanceof HTMLInputElement ? [...(control.labels ?? [])] : []),
    ...labelIds.map((id) => document.getElementById(id)),
  ].filter((label): label is HTMLElement => label !== null && !control.contains(label));
  for (let box = control.parentElement; box; box = box.parentElement) {
    if (labels.some((label) => box.contains(label))) return box;
  }
  return control;
}

/**
 * Moves the focus to a form's control with its whole field on the screen, its label first: the browser's own scroll
 * on focus brings the input alone to the screen's edge, and from below it left the label above the screen (the status
 * page's KJP at top 0 px on a 360×640 phone, 'Nomor KJP' cut off: UX pass, session 45). The citizen forms' one way to
 * focus a field: the registration form's error summary links and the status page's refused 'Cek' (docs/product.md
 * §2.13). A field taller than the screen shows from its label.
 */
export function focusField(control: HTMLElement | null | undefined) {
  if (!control) return;
  const field = fieldOf(control);
  const { top, bottom, height } = field.getBoundingClientRect();
  if (top < 0 || bottom > innerHeight) field.scrollIntoView({ block: height > innerHeight ? "start" : "nearest" });
  control.focus({ preventScroll: true });
}
