import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  closeDemoConsole,
  openRegistration,
  person,
  registerSuccessfully,
  setMockClock,
  signInAsPersona,
} from "./support/demo-console";

/**
 * The static demo under a sub-path (issue 7 point 2): `BASE_PATH=/antrean/ npm run build:demo`, served by a plain
 * static server at /antrean/ (vite preview, with the usual index.html fallback for deep links). Built here, once, into a
 * temporary folder; set DEMO_SUBPATH_DIR to a folder already built that way to skip the build.
 */
const BASE = "/antrean/";
const port = Number(process.env.E2E_SUBPATH_PORT ?? 4175);
const origin = `http://127.0.0.1:${port}`;
const at = (path = "") => `${origin}${BASE}${path}`;

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  let outDir = process.env.DEMO_SUBPATH_DIR;
  if (!outDir) {
    outDir = join(tmpdir(), `antrean-demo-subpath-${process.pid}`);
    const build = spawnSync("npx", ["vite", "build", "--mode", "demo", "--outDir", outDir, "--emptyOutDir"], {
      env: { ...process.env, BASE_PATH: BASE },
      encoding: "utf8",
    });
    if (build.status !== 0) throw new Error(`demo build under ${BASE} failed:\n${build.stdout}\n${build.stderr}`);
  }
  server = spawn(
    "npx",
    ["vite", "preview", "--base", BASE, "--outDir", outDir, "--port", String(port), "--strictPort", "--host", "127.0.0.1"],
    {
      stdio: "ignore",
      detached: true,
    },
  );
  for (let tries = 0; ; tries++) {
    const ok = await fetch(at()).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 120) throw new Error(`no server at ${at()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  // the preview runs in its own process group (npx → vite): end the group
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

test("under /antrean/: assets, mock service worker scope, deep links and in-app links", async ({ page }) => {
  await page.goto(at());
  await page.getByRole("dialog", { name: "Pengumuman" }).getByRole("button", { name: "Tutup" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(at());
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
  expect(worker).toBe(at("mockServiceWorker.js"));

  // a deep link loads (index.html fallback) and the in-app link keeps the base
  await page.goto(at("queue-registration"));
  await expect(page.getByRole("button", { name: /Lokasi/ })).toBeVisible();
  await page.getByRole("link", { name: "Cek status antrean Anda" }).click();
  await expect(page).toHaveURL(at("queue-status"));
  await expect(page.getByRole("button", { name: "Cek" })).toBeVisible();
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
  await page.getByRole("link", { name: "Semua Antrean" }).click();
  await expect(page).toHaveURL(at("queues"));
});
