import { useEffect, type RefObject } from "react";

/** Focus lost to the page (the focused control got disabled, a dialog had nothing to return to)? Move it here. */
export function keepFocus(target: RefObject<HTMLElement | null>) {
  const lost = () => {
    const active = document.activeElement;
    return !active || active === document.body || (active as HTMLButtonElement).disabled === true;
  };
  // checked again after a dialog's exit animation, when it gives focus back
  const timers = [0, 250].map((ms) => setTimeout(() => lost() && target.current?.focus(), ms));
  // the citizen acting again (a key, a tap) means focus is where they put it: a later check could otherwise catch a
  // list handing focus back to its button and pull it away (a quick keyboard user choosing a session after a load)
  const events = ["keydown", "pointerdown"] as const;
  const stop = () => {
    timers.forEach(clearTimeout);
    events.forEach((type) => document.removeEventListener(type, stop, true));
  };
  events.forEach((type) => document.addEventListener(type, stop, true));
  return stop;
}

/**
 * Each time `moment` takes a new truthy value (a failure, a closed ticket, a finished load), focus that would be
 * lost goes to `target` instead. 'Daftar' is disabled during the lockout, so focus on it (or returned to it by a
 * closing dialog) would otherwise land on the page.
 */
export function useFocusRecovery(moment: unknown, target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (moment) return keepFocus(target);
  }, [moment, target]);
}
