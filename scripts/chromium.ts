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

/**
 * Browsers whose pages live seconds (an e2e journey's context, a component test file's fresh iframe) run V8 on one
 * thread: it compiles and collects garbage on the thread that runs the script, not in a pool beside it. Nothing in a
 * test is timed, and most of the pool's work is for a page about to close. On a host whose page faults and
 * cross-core wake-ups are slow, the e2e stage took 6–9 % less CPU and the component tests 15 % less (docs/testing.md,
 * "Session 40: V8 on one thread"). The stories share one page for the whole run, where the pool pays: 8 % more CPU
 * without it, so they keep `chromiumArgs`, as the measuring scripts (Lighthouse, the start-up profiles) do: their
 * figures are the browser citizens run.
 */
export const shortLivedPageArgs = [...chromiumArgs, "--js-flags=--single-threaded"];
