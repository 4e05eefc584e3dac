/**
 * The boot of a page rendered at build time (ADR 810). Such a page paints from its HTML and stylesheet
 * alone; its app scripts (the entry and the route's `modulepreload`s) wait in `<template id="scripts-after-paint">`,
 * where the browser does not fetch them. Once the page has loaded and its first paint and pictures are on the screen
 * (the browser's Paint and Element Timing reports; the landing page's poster is its largest paint), this puts them
 * into `<head>`, where they load and the app hydrates the page. On mobile data the stylesheet and the poster then have the first round trips to themselves, and a slow phone
 * paints before it parses the app.
 *
 * scripts/prerender.ts compiles this file on its own (no imports: it stays a few hundred bytes), links it and marks
 * the page's images `elementtiming`, so the browser reports when each has been painted.
 */
const template = document.getElementById("scripts-after-paint") as HTMLTemplateElement | null;
let started = false;

/**
 * How many of the template's elements go into `<head>` per task: each one starts its request, about 5 ms at 4× on a
 * slow phone, so the page's 22 took one task of 80–110 ms (docs/performance-log.md, issue 38); five keep each under 50
 * ms. Since the registration page preloads 8 files (session 26) it is two tasks; all 8 in one was measured no better.
 */
const ELEMENTS_PER_TASK = 5;

/** How long the app's entry waits for the locale-data worker at the most (a worker that never answers). */
const LOCALE_DATA_AT_THE_LATEST_MS = 1000;

function start() {
  if (started || !template) return;
  started = true;
  const localeDataRead = readLocaleDataOffTheMainThread(template.dataset.localeDataWorker);
  const elements = [...template.content.children];
  // the preloads at once, in the template's order, the entry's own file first (the largest: it downloads while the
  // worker reads); the entry runs the app only once the locale data is read
  const entries = elements.filter((element) => element.localName === "script");
  for (const entry of entries) {
    const preload = document.createElement("link");
    preload.rel = "modulepreload";
    // the same request mode as the script's, or the browser fetches the file twice
    const crossOrigin = entry.getAttribute("crossorigin");
    if (crossOrigin !== null) preload.setAttribute("crossorigin", crossOrigin);
    preload.setAttribute("href", entry.getAttribute("src") ?? "");
    document.head.append(preload);
  }
  // the copies from the next task: the worker's start and the first five shared one task of 50–173 ms at 4× in the
  // profile (docs/performance-log.md, issue 38)
  setTimeout(
    copyInPieces,
    0,
    elements.filter((element) => element.localName !== "script"),
  );
  void localeDataRead.then(() => copyInPieces(entries));
}

function copyInPieces(waiting: Element[]) {
  // an element parsed inside a template stays inert; a fresh copy in the document loads as if it had been there
  for (const element of waiting.splice(0, ELEMENTS_PER_TASK)) {
    const copy = document.createElement(element.localName);
    for (const { name, value } of element.attributes) copy.setAttribute(name, value);
    document.head.append(copy);
  }
  if (waiting.length) setTimeout(copyInPieces, 0, waiting);
}

/**
 * react-aria reads the device's locale and its text direction when its modules load, and the form's select builds a
 * list formatter and a collator while it hydrates: the browser's first such query sets up its locale data, 70–260 ms
 * on the main thread at 4× on a slow phone (docs/performance-log.md, "The registration page's start"). That data
 * belongs to the page's process (Chromium; other engines not measured), not to a thread: src/locale-data-worker.ts
 * reads it in a worker, and react-aria's own queries then find it ready. Only the entry's running waits for the
 * worker's word: its files are preloaded at once and download meanwhile; where they arrive before the worker has read
 * (a fast network, a cached page), the app would otherwise meet the data half read and read it itself on the main
 * thread. Without a worker, or one that fails, the entry starts at once and react-aria reads the data itself, as
 * before.
 */
function readLocaleDataOffTheMainThread(workerUrl: string | undefined): Promise<void> {
  if (!workerUrl || typeof Worker !== "function") return Promise.resolve();
  return new Promise((resolve) => {
    try {
      const worker = new Worker(workerUrl);
      worker.addEventListener("message", () => resolve());
      worker.addEventListener("error", () => resolve());
      setTimeout(resolve, LOCALE_DATA_AT_THE_LATEST_MS);
    } catch {
      resolve(); // not allowed here
    }
  });
}

// a module script runs before `load`: the stylesheet and the images are in by then
addEventListener("load", () => {
  // what the browser reports once it is on the screen: the first paint, and each picture (Element Timing)
  const reports = PerformanceObserver.supportedEntryTypes;
  const waiting = new Set<unknown>(reports.includes("element") ? document.querySelectorAll("img[elementtiming]") : []);
  if (reports.includes("paint")) waiting.add("first-contentful-paint");
  if (!waiting.size) return void requestAnimationFrame(() => setTimeout(start));
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      waiting.delete((entry as PerformanceEntry & { element?: Element }).element ?? entry.name);
    if (!waiting.size) {
      observer.disconnect();
      start();
    }
  });
  for (const type of ["paint", "element"]) if (reports.includes(type)) observer.observe({ type, buffered: true });
  // a picture that never paints (off the screen, hidden) holds the app back a second at most
  setTimeout(start, 1000);
});

export {};
