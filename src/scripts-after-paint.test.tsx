import { afterEach, expect, it } from "vitest";

/**
 * src/scripts-after-paint.ts runs when it is imported, as the page's boot does (ADR 810): the page below is set up
 * first, with a picture on the screen and, in the template, a module script that marks `window` when it runs.
 */
const page = () => window as unknown as { __appStarted?: boolean; __appStarts?: number };
const ENTRY = "data:text/javascript,window.__appStarted=true";

/** The workers the page starts, by URL: the browser's own Worker, noted as the boot constructs it. */
const workersStarted: string[] = [];
const BrowserWorker = window.Worker;
window.Worker = class extends BrowserWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    workersStarted.push(String(url));
    super(url, options);
  }
};

afterEach(() => {
  document.getElementById("scripts-after-paint")?.remove();
  document.getElementById("after-paint-picture")?.remove();
  document.head.querySelectorAll("[data-after-paint-test]").forEach((element) => element.remove());
  document.head.querySelectorAll('link[href^="data:text/javascript,window."]').forEach((element) => element.remove());
});

it("starts the template's scripts only after `load` and after the page's picture has been painted", async () => {
  const template = document.createElement("template");
  template.id = "scripts-after-paint";
  template.innerHTML =
    `<script type="module" crossorigin data-after-paint-test src="${ENTRY}"></script>` +
    // more preloads than one task copies: they arrive over a few tasks, all of them, in the template's order
    Array.from(
      { length: 11 },
      (_, n) => `<link rel="modulepreload" data-after-paint-test href="data:text/javascript,${n}">`,
    ).join("");
  // the worker the template names (the browser's locale data, issue 38): it says on a channel that it runs, and gives
  // the boot its word when the test tells it to
  const channel = new BroadcastChannel("after-paint-test-worker");
  const workerRan = new Promise<unknown>((resolve) => (channel.onmessage = (event) => resolve(event.data)));
  template.dataset.localeDataWorker = URL.createObjectURL(
    new Blob(
      [
        'const channel = new BroadcastChannel("after-paint-test-worker");' +
          'channel.onmessage = () => postMessage("read");' +
          'channel.postMessage("ran");',
      ],
      { type: "text/javascript" },
    ),
  );
  document.head.append(template);
  const picture = document.createElement("img");
  picture.id = "after-paint-picture";
  picture.setAttribute("elementtiming", "painted");
  picture.width = picture.height = 40;
  picture.src = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="green"/></svg>')}`;
  document.body.prepend(picture);
  await picture.decode();

  let painted = false;
  new PerformanceObserver(() => (painted = true)).observe({ type: "element", buffered: true });
  // the copies each task puts into <head>: a MutationObserver hears of a task's additions once it has ended
  const copiesPerTask: number[] = [];
  const copies = new MutationObserver((records) =>
    copiesPerTask.push(
      records.flatMap((record) => [...record.addedNodes]).filter((node) => (node as Element).matches?.("[data-after-paint-test]"))
        .length,
    ),
  );
  copies.observe(document.head, { childList: true });
  await import("./scripts-after-paint");
  await new Promise((resolve) => setTimeout(resolve, 50));
  // inert in the template, and not started before the page's `load`
  expect(document.head.querySelectorAll("[data-after-paint-test]")).toHaveLength(0);
  expect(page().__appStarted).toBeUndefined();
  expect(workersStarted).toEqual([]);

  window.dispatchEvent(new Event("load"));
  expect(await workerRan).toBe("ran");
  expect(workersStarted).toEqual([template.dataset.localeDataWorker]);
  expect(painted).toBe(true);
  // the preloads load at once, the entry's own file with them; the entry runs once the worker gives its word (at the
  // latest a second after it started)
  expect(document.head.querySelector(`link[rel=modulepreload][crossorigin][href="${ENTRY}"]`)).not.toBeNull();
  expect(document.head.querySelectorAll("link[rel=modulepreload][data-after-paint-test]").length).toBeGreaterThan(0);
  expect(document.head.querySelectorAll("script[data-after-paint-test]")).toHaveLength(0);
  // the worker's start and the entry's preload have a task to themselves; the copies follow, five per task at the most
  // (each starts a request: about 5 ms at 4×)
  expect(copiesPerTask[0]).toBe(0);
  expect(copiesPerTask[1]).toBeGreaterThan(0);
  expect(copiesPerTask[1]).toBeLessThanOrEqual(5);

  channel.postMessage("go");
  await expect.poll(() => page().__appStarted, { timeout: 5000 }).toBe(true);
  // all of them, over a few tasks
  await expect.poll(() => document.head.querySelectorAll("link[rel=modulepreload][data-after-paint-test]").length).toBe(11);
  channel.close();
  copies.disconnect();
  expect(Math.max(...copiesPerTask)).toBeLessThanOrEqual(5);
  const copied = [...document.head.querySelectorAll("[data-after-paint-test]")];
  expect(copied.map((element) => element.getAttribute("src") ?? element.getAttribute("href"))).toEqual([
    ...Array.from({ length: 11 }, (_, n) => `data:text/javascript,${n}`),
    ENTRY,
  ]);
});

it("starts the entry once, at once, when the locale-data worker fails", async () => {
  const template = document.createElement("template");
  template.id = "scripts-after-paint";
  const entry = "data:text/javascript,window.__appStarts=(window.__appStarts??0)+1";
  template.innerHTML = `<script type="module" data-after-paint-test src="${entry}"></script>`;
  template.dataset.localeDataWorker = URL.createObjectURL(
    new Blob(['throw new Error("no locale data here")'], { type: "text/javascript" }),
  );
  document.head.append(template);
  // a fresh copy of the boot (the first test's has started already); the page has painted by now
  const secondCopy = "./scripts-after-paint.ts?second-page";
  await import(/* @vite-ignore */ secondCopy);
  window.dispatchEvent(new Event("load"));
  // well before the worker's deadline of a second: the worker's error starts the entry
  await expect.poll(() => page().__appStarts, { timeout: 500 }).toBe(1);
  expect(workersStarted.at(-1)).toBe(template.dataset.localeDataWorker);
  expect(document.head.querySelectorAll("script[data-after-paint-test]")).toHaveLength(1);
});
