import { createElement, lazy, type ComponentType } from "react";

/**
 * A screen's code that did not arrive (no signal, a dropped connection, a deploy that replaced the file). It carries
 * the way to ask for that code again: `ScreenLoadBoundary` calls it before it renders the screen once more.
 */
export class ScreenLoadError extends Error {
  constructor(
    cause: unknown,
    readonly retry: () => void,
  ) {
    super("A screen's code could not be loaded", { cause });
    this.name = "ScreenLoadError";
  }
}

/**
 * `React.lazy` that can load again after a failure. A `lazy` keeps its failure for good, so a screen whose chunk failed
 * offline stayed failed after the connection came back until the page was reloaded (UX pass, session 34). Here a
 * failed load throws a `ScreenLoadError`; its `retry` (the boundary's, on the 'online' event) puts a fresh `lazy` in
 * its place. A failure while the browser said it was offline is also tried again once on the next render while it
 * says online: the citizen left the failed screen offline and comes back to it once online, when no 'online' event
 * reaches a boundary (review of session 34). A failure with a signal is never replaced by itself on a render: React
 * renders a failed tree again at once, and a fresh load on each of those renders would ask for the file again and
 * again; only 'Muat ulang' or the 'online' event ask again.
 */
export function retryableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const fresh = () => {
    const attempt = lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          if (current === attempt) failedOffline = !navigator.onLine;
          throw new ScreenLoadError(error, () => {
            if (current === attempt) {
              current = fresh();
              failedOffline = false;
            }
          });
        },
      ),
    );
    return attempt;
  };
  let current = fresh();
  // whether the current attempt failed while the browser said it was offline
  let failedOffline = false;
  return function RetryableScreen(props: Props) {
    // once: the fresh attempt has not failed offline (if it fails with a signal, it stays failed: no loop)
    if (failedOffline && navigator.onLine) {
      failedOffline = false;
      current = fresh();
    }
    return createElement(current as ComponentType<Props>, props);
  };
}
