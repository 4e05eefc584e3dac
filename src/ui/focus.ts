/** The focus has nowhere to be: the control that held it is gone (removed or disabled), so it fell to the body. */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}
