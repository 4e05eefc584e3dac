import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { expect, test } from "@playwright/test";
import { closeDemoConsole, person, registerSuccessfully, setMockClock, signInAsPersona } from "./support/demo-console";
import { openRegistration, whenMockReady } from "./support/citizen";
import { openMenuItem } from "./support/app";
import { buildDemoUnderSubpath, SUBPATH_BASE } from "./support/demo-subpath-build";

/**
 * The static demo under a sub-path (ADR 301): `BASE_PATH=/antrean/ npm run build:demo`, served the way a plain
 * static host (GitHub Pages, an S3 bucket) serves it: files under /antrean/, no rewrites, `404.html` (with status 404)
 * for any path without a file, which is how deep links reach the app. Built here, once, into a temporary folder; set
 * DEMO_SUBPATH_DIR to a folder already built that way (e2e/support/demo-subpath-build.ts, as `npm test` does) to skip
 * the build.
 */
const BASE = SUBPATH_BASE;
const port = Number(process.env.E2E_SUBPATH_PORT ?? 4175);
const origin = `http://127.0.0.1:${port}`;
const at = (path = "") => `${origin}${BASE}${path}`;

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: Server | undefined;
/** the folder this file built (removed afterwards), if it built one */
let built: string | undefined;

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/** A static host: a file if there is one under the base path, else 404.html with status 404. Nothing else. */
function staticHost(root: string): Server {
  return createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", origin).pathname);
    const inside = path.startsWith(BASE) ? normalize(path.slice(BASE.length)).replace(/^(\.\.[/\\])+/, "") : null;
    let file = inside === null ? null : join(root, inside === "" || inside === "." ? "index.html" : inside);
    let status = 200;
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      file = join(root, "404.html");
      status = 404;
    }
    response.writeHead(status, { "Content-Type": types[extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  let outDir = process.env.DEMO_SUBPATH_DIR;
  if (!outDir) {
    outDir = built = join(tmpdir(), `antrean-demo-subpath-${process.pid}`);
    buildDemoUnderSubpath(outDir);
  }
  const root = outDir;
  await new Promise<void>((resolve) => {
    server = staticHost(root).listen(port, "127.0.0.1", resolve);
  });
});

test.afterAll(async () => {
  server?.closeAllConnections(); // the browser keeps connections alive
  await new Promise((resolve) => server?.close(resolve));
  if (built) rmSync(built, { recursive: true, force: true });
});

test("under /antrean/: assets, mock service worker scope, deep links and in-app links", async ({ page }) => {
  await page.goto(at());
  await page.getByRole("dialog", { name: "Pengumuman" }).getByRole("button", { name: "Tutup" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // the page paints from its HTML before the mock API (and its service worker) has started (ADRs 301 and 810)
  await whenMockReady(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(at());
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
  expect(worker).toBe(at("mockServiceWorker.js"));
  // the mock is up, its API worker (mocks/api-worker.ts, ADR 301) from a file under the base
  expect(
    await page.evaluate(() => (window as unknown as { __antreanMockApi?: { origin: string } }).__antreanMockApi?.origin),
  ).toMatch(/^(seeded|restored)$/);
  const apiWorkers = page
    .workers()
    .map((worker) => worker.url())
    .filter((url) => url.includes("api-worker-"));
  expect(apiWorkers.map((url) => url.slice(0, at("assets/api-worker-").length))).toEqual([at("assets/api-worker-")]);

  // a deep link loads (index.html fallback) and the in-app link keeps the base
  await page.goto(at("queue-registration"));
  await expect(page.getByRole("button", { name: /Lokasi/ })).toBeVisible();
  await page.getByRole("link", { name: "Cek status antrean Anda" }).click();
  await expect(page).toHaveURL(at("queue-status"));
  await expect(page.getByRole("button", { name: "Cek" })).toBeVisible();

  // a design-system link (react-aria) carries the base in its href too, so "open in a new tab" works
  await page.goto(at("unauthorized"));
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/antrean/dashboard");
});

test("under /antrean/: register through the console's clock, then a persona lands on /antrean/dashboard", async ({ page }) => {
  await page.goto(at("queue-status"));
  await setMockClock(page, "2026-11-23", "08:00:00");
  await closeDemoConsole(page);
  await openRegistration(page, at("queue-registration"));
  expect(await registerSuccessfully(page, person(21))).toMatch(/^KRJ-\d{3}$/);

  await signInAsPersona(page, "operator");
  await expect(page).toHaveURL(at("dashboard"));
  await closeDemoConsole(page);
  await openMenuItem(page, "Antrean", "Semua Antrean");
  await expect(page).toHaveURL(at("queues"));
});
