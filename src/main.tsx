import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";

/**
 * The demo's page paints at once and its API calls wait until the mock API in the page has started (ADR 808):
 * `fetch` holds every call until then, and is itself again afterwards.
 */
function holdRequestsUntil(ready: Promise<unknown>) {
  const fetchNow = window.fetch;
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    await ready;
    return fetchNow.apply(window, args);
  };
  void ready.then(
    () => (window.fetch = fetchNow),
    (error: unknown) => console.error("[demo] the mock API did not start", error),
  );
}

function start() {
  // The literal check lets a real-API build drop the mock chunk entirely (DESIGN §2).
  if (import.meta.env.VITE_DEMO === "true") {
    // eslint-disable-next-line import-x/no-restricted-paths -- the one allowed import of mocks, behind the demo flag
    const mockApi = import("../mocks/browser").then(({ startMockApi }) => startMockApi());
    holdRequestsUntil(mockApi);
    void mockApi.then(async (api) => {
      // eslint-disable-next-line import-x/no-restricted-paths -- the demo console's small launcher, behind the same flag
      const { mountDemoConsole } = await import("../mocks/console/launcher");
      mountDemoConsole(api);
    });
  }
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  const reactRoot = createRoot(root);
  // The first render as a transition: React yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page, so a cheap phone stays responsive while the screen is built (issue 8: TBT).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

start();
