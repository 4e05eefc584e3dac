import { StrictMode } from "react";
import { App } from "./app";

export { startTransition } from "react";
export { whenScreenShown } from "./screen-shown";

/**
 * What src/main.tsx renders or hydrates, with the React it needs: the entry imports this module (and React DOM)
 * dynamically, so that its own file imports nothing that can fail to load, and a file of the app's that did not
 * arrive (React's own shared chunk, a deploy replacing it mid-visit) ends in the start-failure notice instead of a
 * page that looks ready and ignores taps (src/app/start-failure-notice.ts, ADR 810). Its chunk is preloaded with the
 * entry's (scripts/route-entry-html.ts): no extra round trip.
 */
export function appElement() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
