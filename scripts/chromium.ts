import { existsSync } from "node:fs";

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else undefined (the tool's own browser). */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return undefined;
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
