/**
 * Holds the browser's Back (and Forward) while an edited form would be lost (ADR 603). The router hears `popstate`
 * through its own window listener, and a browser runs microtasks (so React renders) between listeners: a listener
 * added later by the form would run after the page had already changed. So this one listener is added once, at
 * start, before the router's; when a guard is set and the address moved away from the guarded one, it puts the
 * guarded address back and stops the event before the router sees it, then tells the guard.
 */
type Guard = { address: string; isHolding: () => boolean; onHeld: () => void };

let guard: Guard | null = null;

export function installHistoryGuard() {
  window.addEventListener("popstate", (event) => {
    if (!guard?.isHolding() || window.location.href === guard.address) return;
    event.stopImmediatePropagation();
    window.history.pushState(window.history.state, "", guard.address);
    guard.onHeld();
  });
}

/** Lets go of the guard set now: a saved form going back in history loses nothing (src/admin-kit/resource-pages.tsx). */
export function releaseHistoryGuard(): void {
  guard = null;
}

/**
 * Holds history moves away from `address` while `isHolding()` says so, until the returned release is called. One
 * guard at a time (one form on a page).
 */
export function holdHistoryAt(address: string, isHolding: () => boolean, onHeld: () => void): () => void {
  const mine: Guard = { address, isHolding, onHeld };
  guard = mine;
  return () => {
    if (guard === mine) guard = null;
  };
}
