import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { runsAnyOf } from "./scripts/asked-projects";
import { shortLivedPageArgs, testBrowserPath } from "./scripts/chromium";

const port = Number(process.env.E2E_PORT ?? 4174);
// `npm run preview` (the real-API build with the production headers; its API, the mock in Node, on port + 4000)
const productionPort = port + 2;
// `npm run serve` on PGlite for e2e/server.spec.ts, in a folder emptied before each start
const serverPort = port + 3;
const serverData = `node_modules/.cache/antrean-e2e-server-${serverPort}`;

type WebServer = Extract<PlaywrightTestConfig["webServer"], unknown[]>[number];
const startedOnes = (servers: Array<WebServer | false>) => servers.filter((server): server is WebServer => server !== false);

// Journeys drive the built demo app (embedded mock API) in Chromium as a black box.
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A CI runner shares two cores between the preview server, the service-worker mock and two browsers; a first
  // load can take several seconds there. Waits stay condition-based, they only get room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    // No trace is recorded: recording one for every journey to keep the failed ones cost about 12 % of the stage's
    // time (docs/testing.md). A failure still leaves its error and the page's snapshot in test-results/; replay it
    // with `--trace on` for the full trace.
    trace: "off",
    launchOptions: { executablePath: testBrowserPath(), args: shortLivedPageArgs },
  },
  // `npm test` runs the real-API build's projects (production, server) in a stage of their own beside the node tests
  // and the demo's (mobile, desktop) in its e2e stage, each by name (scripts/test-all.ts): a new project goes in one.
  projects: [
    {
      name: "mobile",
      use: { ...devices["Pixel 5"], launchOptions: { executablePath: testBrowserPath(), args: shortLivedPageArgs } },
      testMatch: /public/,
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: testBrowserPath(), args: shortLivedPageArgs } },
      testIgnore: [/public/, /production/, /server\.spec/],
    },
    {
      name: "production",
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://127.0.0.1:${productionPort}`,
        launchOptions: { executablePath: testBrowserPath(), args: shortLivedPageArgs },
      },
      testMatch: /production/,
    },
    {
      // the real server (ADR 106): a few journeys across every layer; the rest stay on the demo
      name: "server",
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://127.0.0.1:${serverPort}`,
        launchOptions: { executablePath: testBrowserPath(), args: shortLivedPageArgs },
      },
      testMatch: /server\.spec/,
    },
  ],
  // A web server starts only when a project that needs it runs: the real server's first start alone (initdb,
  // migrations, seed) held up every targeted run of the demo journeys (docs/testing.md).
  webServer: startedOnes([
    runsAnyOf("mobile", "desktop") && {
      command: `npx vite preview --outDir dist-demo --port ${port} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    runsAnyOf("production") && {
      command: "npx tsx scripts/preview.ts",
      // a weekday's morning, whatever today is: tomorrow is a pickup day (a Saturday's page offers no 'Daftar')
      env: { PORT: String(productionPort), MOCK_PORT: String(productionPort + 4000), MOCK_NOW: "2026-11-23T10:00:00+07:00" },
      url: `http://127.0.0.1:${productionPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    runsAnyOf("server") && {
      command: `rm -rf ${serverData} && npx tsx scripts/serve.ts`,
      env: {
        PORT: String(serverPort),
        HOST: "127.0.0.1",
        PGLITE_DIR: serverData,
        MOCK_NOW: "2026-11-23T08:00:00+07:00",
        QUIET: "1",
      },
      url: `http://127.0.0.1:${serverPort}/api/v1/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ]),
});
