import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";

async function start() {
  // The literal check lets a real-API build drop the mock chunk entirely (DESIGN §2).
  if (import.meta.env.VITE_DEMO === "true") {
    // eslint-disable-next-line import-x/no-restricted-paths -- the one allowed import of mocks, behind the demo flag
    const { startMockApi } = await import("../mocks/browser");
    const mockApi = await startMockApi();
    // eslint-disable-next-line import-x/no-restricted-paths -- the demo console's small launcher, behind the same flag
    const { mountDemoConsole } = await import("../mocks/console/launcher");
    mountDemoConsole(mockApi);
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

void start();
