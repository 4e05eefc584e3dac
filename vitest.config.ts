import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { runsAnyOf } from "./scripts/asked-projects";
import { chromiumArgs, shortLivedPageArgs, testBrowserPath } from "./scripts/chromium";

// Pre-bundled up front: a dependency discovered mid-run makes Vite reload and fail the first browser run.
const optimizeDeps = {
  include: [
    "react",
    "react-dom",
    "react-dom/client",
    // src/ui/field-help.test.tsx renders a field as the build does, then hydrates it
    "react-dom/server",
    "react/jsx-dev-runtime",
    "react-aria-components",
    "@tanstack/react-query",
    "xstate",
    "@xstate/react",
    "wouter",
    "wouter/memory-location",
    "msw",
    "msw/browser",
    "arktype",
    "redaxios",
    "storybook/test",
    "vitest-browser-react",
    // the counter's QR scanner (its polyfill loads on use) and the QR codes its tests and stories draw
    "barcode-detector/ponyfill",
    "lean-qr",
  ],
};

// The browser provider and Storybook's plugin are loaded only for a run of the projects that use them: loading them
// cost every other vitest command about 2 s of CPU (scripts/asked-projects.ts).
const runsInBrowser = runsAnyOf("browser", "storybook");
const { playwright } = runsInBrowser ? await import("@vitest/browser-playwright") : { playwright: undefined };
const storybookPlugins = runsAnyOf("storybook")
  ? [(await import("@storybook/addon-vitest/vitest-plugin")).storybookTest({ configDir: ".storybook" })]
  : [];

// V8 on one thread for the component tests' iframes, a fresh one per file; the stories' one page keeps V8's pool
// (scripts/chromium.ts)
const browserWith = (args: string[]) => ({
  enabled: true,
  headless: true,
  provider: playwright?.({ launchOptions: { executablePath: testBrowserPath(), args } }),
  instances: [{ browser: "chromium" as const }],
});

export default defineConfig({
  test: {
    projects: [
      {
        // pure logic: contract, rules, machines, mock API (msw/node), time
        test: {
          name: "unit",
          environment: "node",
          // a busy 2-core CI runner is slow, not wrong: the default 5 s is too tight for cold imports
          testTimeout: 20_000,
          // Every file in one module graph per worker instead of a fresh one each: the imports (the contract's schemas,
          // PGlite, msw) were half of the stage's time. A test file owns no module state (docs/testing.md).
          isolate: false,
          include: [
            "contract/**/*.test.ts",
            "src/**/*.test.ts",
            "machines/**/*.test.ts",
            "server/**/*.test.ts",
            "mocks/**/*.test.ts",
            "scripts/**/*.test.ts",
            "deploy/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, "**/*.restart.test.ts", "**/*.proxy.test.ts"],
        },
      },
      {
        // the server while its PostgreSQL stops and starts again, and the rush's backends' sampler while the cluster ends
        // its connection: each file a throw-away cluster of its own (scripts/pg-throwaway.sh), so it needs Debian's
        // postgresql; `npm test` runs it when that is installed (docs/testing.md)
        test: {
          name: "restart",
          environment: "node",
          include: ["server/**/*.restart.test.ts", "scripts/**/*.restart.test.ts"],
          // a guard, not a wait: a PGlite test starts three processes (server, admin command, server), each loading
          // tsx and PGlite, which took 100 s with the stage's other files beside it on a busy 2-core machine
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        // the repository's nginx files run by Debian's nginx in front of two server processes on a throw-away
        // PostgreSQL (ADR 125); `npm test` runs it when nginx and postgresql are installed (docs/testing.md)
        test: {
          name: "proxy",
          environment: "node",
          include: ["deploy/**/*.proxy.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // black-box HTTP checks of the API against the contract: the Node mock, or API_BASE_URL
        test: {
          name: "contract",
          environment: "node",
          include: ["tests/contract/**/*.contract.test.ts"],
          // black-box over HTTP: a file's module state is only its client, so files share one module graph (as unit)
          isolate: false,
          globalSetup: ["tests/contract/global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // components in a real Chromium
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps,
        test: {
          name: "browser",
          include: ["src/**/*.test.tsx"],
          browser: browserWith(shortLivedPageArgs),
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin(), ...storybookPlugins],
        optimizeDeps,
        test: {
          name: "storybook",
          browser: browserWith(chromiumArgs),
          // Every story file in one page per worker instead of a fresh iframe each: that iframe loaded the story frame
          // (the app, its mock API) again for every file, about 70% of the stage's CPU. A story owns no state between
          // files (the frame sets up its mock app per story, docs/decisions/304-story-frame.md).
          isolate: false,
          // two pages at once: Vitest's default for browser mode is one fewer than the cores, so one on a 2-core runner
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
    ],
  },
});
