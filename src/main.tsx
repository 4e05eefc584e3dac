// Nothing here imports React or the app (src/app/app-element.tsx): a file of theirs that does not arrive rejects the
// start's import below, which the start-failure notice then covers; a static import's failure would stop this module
// before it runs.
import type { QueryClient } from "@tanstack/react-query";
import { whenQueriesSettle } from "./lib/queries-settled";
import { showStartFailure } from "./app/start-failure-notice";
import { installHistoryGuard } from "./lib/history-guard";
import { nextTask } from "./lib/next-task";

/**
 * The demo's page paints at once and its API calls wait until the mock API in the page has started (ADR 301):
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

/** How long the demo's mock waits for a rendered page to become React's before it starts anyway. */
const MOCK_START_AT_THE_LATEST_MS = 4_000;

/**
 * Resolves once a page rendered at build time is React's (`start` below removes its `data-hydrating` mark then, ADR
 * 810); at once for a page built in the browser. The demo's mock API starts from there: the first tap and the keys
 * typed need none of it (the page's calls wait for it anyway, `holdRequestsUntil`), and its start on the page (msw, the
 * API's Web Worker, ADR 301) then no longer shares the main thread with the hydration (docs/performance-log.md, issue 38). At the latest after a few seconds
 * all the same: a page whose screen never commits (its chunk failed to load, the shell's error boundary caught) still
 * gets its calls answered, and its retry works.
 */
function whenPageIsReact(root: HTMLElement | null): Promise<void> {
  if (!root?.hasAttribute("data-hydrating")) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(atTheLatest);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute("data-hydrating")) done();
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-hydrating"] });
    const atTheLatest = setTimeout(done, MOCK_START_AT_THE_LATEST_MS);
  });
}

/**
 * What someone types into a rendered page before React owns it is kept (ADR 810: the app starts after the page has
 * painted, so a quick thumb gets there first). Hydration adopts the inputs as they are, but React's state is still
 * empty, and the next render of a field would set it back to that. So the moment React owns the screen, before it
 * renders again, each field typed into is handed to React as if the person had typed it: React's own value tracker
 * is told the field was empty, the text is put back with the input's own setter, and an `input` event follows, which
 * React hears as a change. Synchronous, so no key falls in between; the caret stays where the person left it
 * (ADR 810).
 */
function giveTypedValuesToReact(root: HTMLElement) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const { selectionStart, selectionEnd } = field;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    if (document.activeElement === field && selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
  }
}

/**
 * The real-API build's citizen pages install the offline worker (scripts/service-worker.ts, ADR 817) once the page's
 * start is over, so its precache (some forty files) never competes with the page's own files and first answers. A
 * page rendered at build time loads the app's files after `load` (ADR 810) and sends its first requests (the
 * registration page: the pickup date and the markets) as React takes it over: the worker registers once those are
 * answered, in a task of its own (the registration takes 7–19 ms of the main thread at 4× on a slow phone,
 * docs/performance-log.md, issue 38). The demo keeps msw's worker alone.
 */
function keepCitizenPagesOffline(queries: QueryClient) {
  if (import.meta.env.VITE_DEMO === "true" || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  whenQueriesSettle(queries, () =>
    setTimeout(() => {
      navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch((error: unknown) => {
        console.warn("[offline] the service worker was not installed", error);
      });
    }),
  );
}

/**
 * React DOM, evaluated in a task of its own: a module graph runs in one task when it is first imported, and the entry
 * with React DOM in it was one task of 21–23 ms of CPU on the test host (90 ms at Lighthouse's 4× CPU), the longest of
 * both the landing page's and the registration page's start; React DOM alone is 15–17 ms of it
 * (docs/performance-log.md, issue 38). Its file is preloaded with the entry's (vite.config.ts →
 * scripts/route-entry-html.ts): no extra round trip, about the same bytes as before (+1.1 KB gzip). What follows the
 * import would run in its microtasks, i.e. in React DOM's evaluation task (1.6–1.8 ms more, about 7 ms at 4×): it waits
 * for the next task too.
 */
async function loadReactDom() {
  await nextTask();
  const reactDom = await import("react-dom/client");
  await nextTask();
  return reactDom;
}

/**
 * The app and React, imported after the entry's own start (src/app/app-element.tsx): their evaluation, a task of its
 * own as when the entry imported them statically, and a file of theirs missing now rejects here, where `start`'s caller
 * shows the start-failure notice, instead of stopping the entry before anything runs.
 */
function loadApp() {
  return import("./app/app-element");
}

async function start() {
  // The literal check lets a real-API build drop the mock chunk entirely (docs/product.md §15).
  if (import.meta.env.VITE_DEMO === "true") {
    // Alt+Shift+D works from the first paint (a rendered page's boot script has it already: scripts/prerender.ts)
    void import("../mocks/console/early-shortcut");
    // the mock API and the demo console: demo builds only (eslint.config.js layers: entry); their entry modules load
    // now, the mock's start (msw, and the API's worker with its data: ADR 301) once the page is React's
    const pageIsReact = whenPageIsReact(document.getElementById("root"));
    const mockApi = Promise.all([
      Promise.all([import("../mocks/browser"), pageIsReact]).then(([{ startMockApi }]) => startMockApi()),
      import("../mocks/console/launcher"),
    ]).then(([api, { mountDemoConsole }]) => mountDemoConsole(api));
    holdRequestsUntil(mockApi);
  }
  // before the router listens, so a form's guard hears Back first (ADR 603)
  installHistoryGuard();
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  const { appElement, startTransition, whenScreenShown } = await loadApp();
  const { createRoot, hydrateRoot } = await loadReactDom();
  const app = appElement();
  // A citizen page arrives rendered (ADR 810): React takes over that HTML instead of building the page again. Its
  // screen's chunk may still be loading; React keeps the HTML meanwhile and hydrates it when the chunk is there.
  // Only scripts/prerender.ts writes the mark, and only into those pages (hosts serve app.html for every other path),
  // so the entry needs no list of paths (ADR 810).
  if (root.hasAttribute("data-hydrating")) {
    whenScreenShown((queries) => {
      giveTypedValuesToReact(root);
      // its buttons take taps from the next frame, once the screen's own first updates are painted
      requestAnimationFrame(() => {
        root.removeAttribute("data-hydrating");
        keepCitizenPagesOffline(queries);
      });
    });
    // As a transition, like the first render below: React hydrates the shell in slices of a few milliseconds and
    // yields between them, instead of one task for the whole shell (docs/performance-log.md, issue 38). A tap before
    // then is the boot's (ADR 810), and the screen inside its own boundary hydrates after its chunk arrives either way.
    startTransition(() => void hydrateRoot(root, app));
    return;
  }
  const reactRoot = createRoot(root);
  // The first render as a transition: React yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page, so a cheap phone stays responsive while the screen is built (docs/product.md §13.2: TBT).
  startTransition(() => reactRoot.render(app));
}

// In a task of its own, after the entry's modules have been evaluated: together they were one task of 50–137 ms at 4× in
// the profile, of which creating the root and its listeners (`hydrateRoot`) 5–29 ms (docs/performance-log.md,
// issue 38). React DOM's evaluation then has a task of its own, and the root's creation the one after it
// (`loadReactDom`). Until then a rendered page's taps are the boot's, as before any hydration (ADR 810). A start that
// fails (a file of the app's or React DOM's did not arrive) says so and offers a reload, instead of a form that ignores
// taps or a blank page.
setTimeout(() => {
  start().catch((error: unknown) => {
    console.error("[start] the app did not start", error);
    showStartFailure(document.getElementById("root"));
  });
});
