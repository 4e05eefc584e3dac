import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * Whether the browser says it has a network (`navigator.onLine`), following its online/offline events. `false` is
 * sure (no network at all); `true` is only a hope (a weak signal still fails: the requests say so themselves).
 * The page rendered at build time assumes a network (ADR 810), so hydration matches and the notice follows.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
