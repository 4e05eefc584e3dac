/**
 * `npx tsx scripts/registration-cls.ts [origin]`: the registration page's cumulative layout shift at 360×640 on a
 * cheap phone (CPU 4× slower), with the registration window open and closed (before 06:00 and from 21:00), in
 * Chromium. Every shift counts, also those Lighthouse leaves out after an input: nothing may move under a citizen's
 * finger (docs/product.md §2.3, ADR 816). The window is put into the page's pickup-date answer, whatever the
 * server's clock, as e2e/support/first-tap.ts does. Lighthouse measures the open window only (its mock clock is
 * 10:00); this is the closed one's figure for docs/performance.md.
 *
 *   origin: default http://127.0.0.1:4173 (`npm run preview`, the real-API build)
 */
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";

const origin = process.argv[2] ?? "http://127.0.0.1:4173";
const RUNS = 3;
type Window = "open" | "before 06:00" | "from 21:00";

function windowInPage(kind: Window) {
  const wib = (ms: number) => new Date(ms + 7 * 3600_000).toISOString().replace("Z", "+07:00");
  const fetchNow = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const response = await fetchNow(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (!url.includes("/getScheduledDate") || !response.ok) return response;
    const body = (await response.json()) as { data: { registration_window?: { server_time: string } } };
    const now = Date.parse(body.data.registration_window?.server_time ?? new Date().toISOString());
    const hour = 3600_000;
    // open: opened an hour ago; before 06:00: opens in half an hour (the countdown shows); from 21:00: tomorrow
    const opensAt = kind === "open" ? now - hour : kind === "before 06:00" ? now + hour / 2 : now + 9 * hour;
    body.data.registration_window = {
      is_open: kind === "open",
      opens_at: wib(opensAt),
      closes_at: wib(opensAt + 15 * hour),
      server_time: wib(now),
    } as never;
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
  (window as unknown as { __cls: number }).__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      (window as unknown as { __cls: number }).__cls += (entry as unknown as { value: number }).value;
  }).observe({ type: "layout-shift", buffered: true });
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const kind of ["open", "before 06:00", "from 21:00"] as Window[]) {
    const values: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      // tsx names the page function's inner functions with a helper of its own, which the page lacks
      await page.addInitScript("globalThis.__name = (f) => f");
      await page.addInitScript(windowInPage, kind);
      await page.goto(`${origin}/queue-registration`);
      // settled: the lists are in and the app owns the page
      await page.locator('dialog[aria-label="Loading"]').waitFor({ state: "detached" });
      await page.locator("#root:not([data-hydrating])").waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
      values.push(await page.evaluate(() => (window as unknown as { __cls: number }).__cls));
      await context.close();
    }
    console.log(`window ${kind}: CLS ${values.map((v) => v.toFixed(3)).join(", ")} (max ${Math.max(...values).toFixed(3)})`);
  }
} finally {
  await browser.close();
}
