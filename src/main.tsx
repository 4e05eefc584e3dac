import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { whenScreenShown } from "./app/screen-shown";
import { installHistoryGuard } from "./lib/history-guard";

/**
 * The demo's page paints at once and its API calls wait until the mock API in the page has started (ADR 808):
 * `fetch` holds every call until then. A held call then goes through whatever `fetch` is by then (the demo
 * console's call log wraps it), so the log sees the page's first calls too.
 */
function holdRequestsUntil(ready: Promise<unknown>) {
  const fetchNow = window.fetch.bind(window);
  let started = false;
  const holding: typeof fetch = async (...args) => {
    if (started) return fetchNow(...args);
    await ready;
    return window.fetch === holding ? fetchNow(...args) : window.fetch(...args);
  };
  window.fetch = holding;
  void ready.then(
    () => (started = true),
    (error: unknown) => console.error("[demo] the mock API did not start", error),
  );
}

/**
 * What someone types into a rendered page before React owns it is kept (ADR 810: the app starts after the page has
 * painted, so a quick thumb gets there first). React adopts the page's inputs as they are but then shows its own state,
 * which is still empty: each field typed into is given its text back once React owns it, through the input's own
 * value setter and an `input` event, which React hears as the person typing.
 */
function keepTypedValues(root: HTMLElement): () => void {
  type Field = HTMLInputElement | HTMLTextAreaElement;
  const isField = (target: unknown): target is Field =>
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
  const typed = new Map<Field, string>();
  for (const field of root.querySelectorAll("input, textarea"))
    if (isField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  const record = (event: Event) => void (isField(event.target) && typed.set(event.target, event.target.value));
  root.addEventListener("input", record, true);
  return () => {
    root.removeEventListener("input", record, true);
    for (const [field, value] of typed) {
      if (!field.isConnected || field.value === value) continue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  };
}

function start() {
  // The literal check lets a real-API build drop the mock chunk entirely (docs/product.md §15).
  if (import.meta.env.VITE_DEMO === "true") {
    const mockApi = Promise.all([
      // eslint-disable-next-line import-x/no-restricted-paths -- the one allowed import of mocks, behind the demo flag
      import("../mocks/browser").then(({ startMockApi }) => startMockApi()),
      // eslint-disable-next-line import-x/no-restricted-paths -- the demo console's small launcher, behind the same flag
      import("../mocks/console/launcher"),
    ]).then(([api, { mountDemoConsole }]) => mountDemoConsole(api));
    holdRequestsUntil(mockApi);
  }
  // before the router listens, so a form's guard hears Back first (ADR 620)
  installHistoryGuard();
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A citizen page arrives rendered (ADR 810): React takes over that HTML instead of building the page again. Its
  // screen's chunk may still be loading; React keeps the HTML meanwhile and hydrates it when the chunk is there.
  // Only scripts/prerender.ts writes the mark, and only into those pages (hosts serve app.html for every other path),
  // so the entry needs no list of paths (ADR 810).
  if (root.hasAttribute("data-hydrating")) {
    const giveTypedValuesBack = keepTypedValues(root);
    // after the frame that follows: the screen's own effects may render it once more with its (empty) state
    whenScreenShown(() =>
      requestAnimationFrame(() => {
        root.removeAttribute("data-hydrating");
        giveTypedValuesBack();
      }),
    );
    hydrateRoot(root, app);
    return;
  }
  const reactRoot = createRoot(root);
  // The first render as a transition: React yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page, so a cheap phone stays responsive while the screen is built (docs/product.md §13.2: TBT).
  startTransition(() => reactRoot.render(app));
}

start();
