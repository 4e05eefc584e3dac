/**
 * `npx tsx scripts/registration-cls.ts [origin]`: the registration page's cumulative layout shift at 360×640 on a
 * cheap phone (CPU 4× slower), with the registration window open and closed (before 06:00 and from 21:00), and with
 * a ticket saved on the device (its note is read after hydration and shares the place of the closed notice), in
 * Chromium. Every shift counts, also those Lighthouse leaves out after an input: nothing may move under a citizen's
 * finger (docs/product.md §2.3, ADR 810). The window is put into the page's pickup-date answer, whatever the
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
type Case = { window: Window; savedTicket: boolean };
const cases: Case[] = [
  { window: "open", savedTicket: false },
  { window: "before 06:00", savedTicket: false },
  { window: "from 21:00", savedTicket: false },
  { window: "open", savedTicket: true },
  { window: "before 06:00", savedTicket: true },
];

/** A ticket for tomorrow (WIB) in 'Tiket saya', as registration keeps it (src/tickets/my-tickets-store.ts), before the page loads. */
function ticketOnDevice() {
  const tomorrow = new Date(Date.now() + 31 * 3600_000).toISOString().slice(0, 10);
  const ticket = {
    uuid: "8d7c1f0e-0000-4000-8000-000000000001",
    no: "KRJ-001",
    no_kjp: "5049488500001234",
    no_ktp: "3175********0004",
    no_kk: "3175********0007",
    scheduled_date: tomorrow,
    scheduled_start_time: "07:00:00",
    scheduled_end_time: "09:00:00",
    scheduled_location: "Pasar Jaya Kramat Jati",
    status: "registered",
    rejection_reason: null,
    checkedAt: Date.now(),
  };
  window.localStorage.setItem("antrean:tiket-saya", JSON.stringify([ticket]));
}

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
  for (const { window: kind, savedTicket } of cases) {
    const values: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      // tsx names the page function's inner functions with a helper of its own, which the page lacks
      await page.addInitScript("globalThis.__name = (f) => f");
      await page.addInitScript(windowInPage, kind);
      if (savedTicket) await page.addInitScript(ticketOnDevice);
      await page.goto(`${origin}/queue-registration`);
      // settled: the lists are in and the app owns the page
      await page.locator('dialog[aria-label="Loading"]').waitFor({ state: "detached" });
      await page.locator("#root:not([data-hydrating])").waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
      if (savedTicket) await page.getByRole("link", { name: "Lihat tiket di Tiket saya" }).waitFor();
      values.push(await page.evaluate(() => (window as unknown as { __cls: number }).__cls));
      await context.close();
    }
    console.log(
      `window ${kind}${savedTicket ? ", a saved ticket" : ""}: CLS ${values.map((v) => v.toFixed(3)).join(", ")} (max ${Math.max(...values).toFixed(3)})`,
    );
  }
} finally {
  await browser.close();
}
