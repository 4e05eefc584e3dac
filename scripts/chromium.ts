import { existsSync } from "node:fs";

/**
 * The browser that measures: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else undefined (the tool's own browser).
 * Lighthouse and the start-up profiles use it, since their figures are the browser citizens run.
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return undefined;
}

/**
 * The browser the tests drive (e2e, components, stories), where nothing is timed: CHROMIUM_PATH, else Debian's
 * chromium-headless-shell (the same engine without the browser's own windows and UI: about a third less CPU per
 * journey, docs/testing.md), else the measuring browser.
 */
export function testBrowserPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync("/usr/bin/chromium-headless-shell")) return "/usr/bin/chromium-headless-shell";
  return chromiumPath();
}

/** Flags for this sandbox: root, no GPU, no network but the registries. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
