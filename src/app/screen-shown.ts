import { useEffect } from "react";

let onShown: (() => void) | null = null;

/**
 * Calls `done` once, when a public page's screen has first been committed: for a rendered page (ADR 810), once React
 * has hydrated its HTML, which happens when the screen's chunk has arrived (React says so only through effects).
 */
export function whenScreenShown(done: () => void) {
  onShown = done;
}

/** Beside a public route's screen, inside the screen's own Suspense boundary: its effect runs when the screen commits. */
export function ScreenShown() {
  useEffect(() => {
    const done = onShown;
    onShown = null;
    done?.();
  }, []);
  return null;
}
