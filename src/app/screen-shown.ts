import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

let onShown: ((queries: QueryClient) => void) | null = null;

/**
 * Calls `done` once, when a public page's screen has first been committed: for a rendered page (ADR 810), once React
 * has hydrated its HTML, which happens when the screen's chunk has arrived (React says so only through effects). It
 * gets the app's query client, whose first requests the screen has just sent.
 */
export function whenScreenShown(done: (queries: QueryClient) => void) {
  onShown = done;
}

/** Beside a public route's screen, inside the screen's own Suspense boundary: its effect runs when the screen commits. */
export function ScreenShown() {
  const queries = useQueryClient();
  useEffect(() => {
    const done = onShown;
    onShown = null;
    done?.(queries);
  }, [queries]);
  return null;
}
