import { expect, test, type Page } from "@playwright/test";
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, securityHeadersFor } from "../deploy/security-headers";
import { loginAs, openMenuItem } from "./support/app";
import { installFakeCamera, showQr } from "./support/fake-camera";
import { typeFromFirstPaint } from "./support/first-tap";

/**
 * The real-API build (`npm run build`, no mock code) served by `npm run preview` with the production headers of
 * deploy/ (the same as deploy/nginx), the API being the mock in Node behind `/api`. docs/product.md §13.5: it runs under the CSP
 * with no console errors.
 */

type Problems = { console: string[]; violations: string[] };

async function watchProblems(page: Page): Promise<Problems> {
  const problems: Problems = { console: [], violations: [] };
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.console.push(`pageerror: ${error.message}`));
  await page.exposeFunction("__reportCspViolation", (text: string) => problems.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return problems;
}

for (const path of ["/", "/queue-registration", "/queue-status", "/login"]) {
  test(`${path} loads under the production CSP with no console errors`, async ({ page }) => {
    const problems = await watchProblems(page);
    const assets: Array<{ url: string; cacheControl: string | undefined }> = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/assets/"))
        assets.push({ url: response.url(), cacheControl: response.headers()["cache-control"] });
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    for (const [name, value] of Object.entries(securityHeadersFor())) expect(headers[name.toLowerCase()]).toBe(value);
    expect(headers["cache-control"]).toBe(REVALIDATE_CACHE);

    await expect(page.getByRole("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    if (path === "/") await page.getByRole("button", { name: "Tutup" }).click(); // the announcement opened on load
    if (path === "/queue-registration") {
      await page.getByRole("button", { name: /Lokasi/ }).click();
      await page.locator("[role=option]:not([aria-disabled=true])").first().click(); // not a day-off ('Libur') one
      await expect(page.getByRole("button", { name: /Sesi/ })).toBeEnabled();
      await page.waitForLoadState("networkidle");
    }

    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(asset.cacheControl, asset.url).toBe(IMMUTABLE_CACHE);
    expect(problems.violations).toEqual([]);
    expect(problems.console).toEqual([]);
  });
}

test("the boot reads the browser's locale data in a worker, under the production CSP", async ({ page }) => {
  const problems = await watchProblems(page);
  // issue 38: react-aria's first locale queries then find the data ready (docs/performance-log.md measures how long)
  const localeWorker = page.waitForEvent("worker", (worker) => /\/assets\/locale-data-worker-[\w-]+\.js$/.test(worker.url()));
  await page.goto("/queue-registration");
  await localeWorker;
  await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating");
  await expect(page.getByRole("button", { name: /Lokasi/ })).toBeEnabled();
  await page.waitForLoadState("networkidle");
  // a worker the CSP refused, or one whose script failed to load or threw, would show here
  expect(problems.violations).toEqual([]);
  expect(problems.console).toEqual([]);
});

test("the landing page, which loads none of react-aria, starts no locale-data worker", async ({ page }) => {
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await page.goto("/");
  await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating");
  await page.waitForLoadState("networkidle");
  expect(workers.filter((url) => url.includes("locale-data-worker"))).toEqual([]);
});

test("a rendered page registers the offline worker once React owns it and its first answers are in, not beside them", async ({
  page,
}) => {
  // ADR 817: the app's files load after `load` on a rendered page (ADR 810); the precache waits for the hydration and
  // for the page's first requests (the registration page's markets are held here until the page is React's)
  await page.addInitScript(() => {
    const atRegister: { hydrating: boolean; marketsAnswered: boolean }[] = [];
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args: Parameters<typeof register>) => {
      atRegister.push({
        hydrating: document.getElementById("root")?.hasAttribute("data-hydrating") ?? true,
        marketsAnswered: "__marketsAnswered" in window,
      });
      return register(...args);
    };
    Object.assign(window, { __atRegister: atRegister });
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/queues\/locations\/get/, async (route) => {
    await released;
    await page.evaluate(() => Object.assign(window, { __marketsAnswered: true }));
    await route.continue();
  });
  await page.goto("/queue-registration");
  await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating");
  release();
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(await page.evaluate(() => (window as unknown as { __atRegister: unknown[] }).__atRegister)).toEqual([
    { hydrating: false, marketsAnswered: true },
  ]);
});

test("staff work under the production CSP: sign in, the ticket list, a ticket, sign out — no console errors", async ({
  page,
}) => {
  const problems = await watchProblems(page);
  await loginAs(page, "superadmin");
  await openMenuItem(page, "Antrean", "Semua Antrean");
  await expect(page).toHaveURL(/\/queues$/);
  await page.getByRole("row").nth(1).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/queues\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.reload(); // the silent refresh brings the session back
  await expect(page.getByText("Hello,")).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(problems.violations).toEqual([]);
  expect(problems.console).toEqual([]);
});

test("the counter's QR scanner runs under the production CSP: the camera is allowed, the WebAssembly reader compiles", async ({
  page,
}) => {
  const problems = await watchProblems(page);
  await installFakeCamera(page);
  await loginAs(page, "superadmin");
  await openMenuItem(page, "Antrean", "Semua Antrean");
  const link = page.getByRole("row").nth(1).getByRole("link").first();
  const [href, no] = [await link.getAttribute("href"), (await link.textContent())?.trim() ?? ""];
  await page.getByRole("button", { name: "Pindai QR" }).click();
  const scanner = page.getByRole("dialog", { name: "Pindai QR tiket" });
  await expect(scanner.getByTestId("camera-state")).toHaveText("Kamera siap. Arahkan ke kode QR tiket.");
  await showQr(page, new URL(href ?? "", page.url()).href);
  // today's ticket opens; another day's is shown first (docs/product.md §2.14): either way the QR was read
  await expect(
    page.getByRole("heading", { name: no }).or(scanner.getByRole("region", { name: "Tiket hari lain" })),
  ).toBeVisible();
  expect(problems.violations).toEqual([]);
  expect(problems.console).toEqual([]);
});

test.describe("the citizen's first tap on the real-API build", () => {
  // a cheap touch phone
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  // the other pairs than e2e/public-first-tap.spec.ts's, so each build sees both speeds and both windows
  for (const { cpuRate, closedUntilTyping } of [
    { cpuRate: 4, closedUntilTyping: false },
    { cpuRate: 1, closedUntilTyping: true },
  ])
    test(`typing from the first paint reaches the fields, window ${closedUntilTyping ? "closed, opening meanwhile" : "open"} (CPU ${cpuRate}× slower), no console errors`, async ({
      page,
    }) => {
      const problems = await watchProblems(page);
      await typeFromFirstPaint(
        page,
        { kjp: "5049480000000202", ktp: "3171000000000202", kk: "3171020000000202" },
        { cpuRate, closedUntilTyping },
      );
      expect(problems).toEqual({ console: [], violations: [] });
    });
});

// The app's files missing: a deploy replaced them mid-visit, a dropped connection. React DOM's client file (the one
// src/main.tsx imports), its shared file (which the client file and the screens' chunks import), and the app's own
// file (React, the router, the shell: src/app/app-element.tsx), which the entry imports too, dynamically, so that it
// is covered: imported statically, its failure stopped the entry before it ran. A rendered page (its form looks ready,
// its buttons ignore taps until React owns it: ADR 810) and a page built in the browser (app.html, else blank)
const missingFiles = [
  { file: "React DOM's client file", pattern: /\/assets\/client-[\w-]+\.js$/ },
  { file: "React DOM's shared file", pattern: /\/assets\/react-dom-[\w-]+\.js$/ },
  { file: "the app's own file", pattern: /\/assets\/app-[\w-]+\.js$/ },
];
for (const path of ["/queue-registration", "/admin"])
  for (const { file, pattern } of missingFiles)
    test(`${path}: when ${file} does not arrive, the page says what to do and 'Muat ulang' loads it again`, async ({ page }) => {
      let aborted = 0;
      await page.route(pattern, (route) => {
        aborted += 1;
        return route.abort("internetdisconnected");
      });
      await page.goto(path);
      const notice = page.getByRole("alert").filter({ hasText: "Halaman belum termuat sepenuhnya." });
      await expect(notice).toContainText("Periksa koneksi internet Anda, lalu muat ulang halaman.");
      expect(aborted).toBeGreaterThan(0);
      const reload = notice.getByRole("button", { name: "Muat ulang" });
      // by keyboard: the button takes focus and Enter presses it
      await reload.focus();
      await expect(reload).toBeFocused();
      // the connection is back: the reload starts the app
      await page.unroute(pattern);
      await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
      await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating");
      await expect(page.getByRole("main")).toBeVisible();
      await expect(notice).toHaveCount(0);
    });
