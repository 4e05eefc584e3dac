/**
 * The boot of a page rendered at build time (ADR 810, ADR 812). Such a page paints from its HTML and stylesheet
 * alone; its app scripts (the entry and the route's `modulepreload`s) wait in `<template id="scripts-after-paint">`,
 * where the browser does not fetch them. Once the page has loaded and its pictures are on the screen (the landing
 * page's poster is its largest paint), this puts them into `<head>`, where they load and the app hydrates the page.
 * On mobile data the stylesheet and the poster then have the first round trips to themselves, and a slow phone
 * paints before it parses the app.
 *
 * scripts/prerender.ts compiles this file on its own (no imports: it must stay a few hundred bytes), links it and
 * marks the page's images `elementtiming`, so the browser reports when each is painted.
 */
export function startScriptsAfterPaint(doc: Document, win: Window, waitAtMostMs = 1000): void {
  const template = doc.getElementById("scripts-after-paint");
  if (!(template instanceof HTMLTemplateElement)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // an element parsed inside a template stays inert; a fresh copy in the document loads as if it had been there
    for (const element of [...template.content.children]) {
      const copy = doc.createElement(element.localName);
      for (const { name, value } of element.attributes) copy.setAttribute(name, value);
      doc.head.append(copy);
    }
  };
  const afterPaint = () => {
    // the images on the screen, each reported once painted (Element Timing); where the browser has no such report,
    // or an image never paints, the scripts wait one frame, or at most `waitAtMostMs`
    const inView = (image: Element) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.top < win.innerHeight && box.bottom > 0;
    };
    const waiting = new Set([...doc.querySelectorAll("img[elementtiming]")].filter(inView));
    if (!waiting.size || !PerformanceObserver.supportedEntryTypes.includes("element")) {
      win.requestAnimationFrame(() => win.setTimeout(start));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) waiting.delete((entry as PerformanceEntry & { element: Element }).element);
      if (!waiting.size) {
        observer.disconnect();
        start();
      }
    });
    observer.observe({ type: "element", buffered: true });
    win.setTimeout(start, waitAtMostMs);
  };
  if (doc.readyState === "complete") afterPaint();
  else win.addEventListener("load", afterPaint, { once: true });
}

if (typeof document !== "undefined") startScriptsAfterPaint(document, window);
