/**
 * After `vite build` and scripts/prerender.ts, the real-API build only: the citizen pages' service worker (`sw.js`),
 * made by Workbox's generateSW (ADR 817). It precaches the three rendered citizen pages (ADR 810) and every file they
 * load, their lazy parts included ('Tiket saya', its ticket dialog, the QR encoder), so that 'Tiket saya' opens with
 * no signal at the market. A page is still asked of the network first at every visit: the precached copy answers only
 * when the network fails, so a new deploy shows at the next visit (ADR 817). Staff pages and `/api` are never cached
 * (no route matches them: the browser goes to the network as if there were no worker).
 * The demo build keeps msw's worker and gets none of this (it registers no second worker: src/main.tsx).
 * Usage: tsx scripts/service-worker.ts [--out-dir dist]
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { generateSW } from "workbox-build";
import { PRERENDERED_ROUTES } from "../src/prerendered-routes";

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] };

const at = process.argv.indexOf("--out-dir");
const outDir = at >= 0 ? (process.argv[at + 1] ?? "dist") : "dist";
const base = process.env.BASE_PATH ?? "/";
const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;

/** The rendered page's file for a route: `/` is index.html, the others `<route>/index.html` (scripts/prerender.ts). */
const pageFile = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}/index.html`);

/**
 * What the citizen pages may load: what their HTML names (scripts, the stylesheet, the boot, the poster), then every
 * chunk those import, lazily too, except another feature's screens and the staff layout (the staff pages' code stays
 * out: a citizen's phone downloads only what her pages can use) and the answers' schema check.
 */
function citizenFiles(): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const staffOnly = (key: string) =>
    (/^src\/features\//.test(key) && !/^src\/features\/(landing|registration|status)\//.test(key)) ||
    key === "src/app/admin-layout.tsx" ||
    // the answers' schema check runs in dev, the demo and tests only (src/api/client.ts)
    key === "contract/response-check.ts";
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || staffOnly(key)) return;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const route of PRERENDERED_ROUTES) {
    const html = readFileSync(join(outDir, pageFile(route)), "utf8");
    for (const [, file] of html.matchAll(/"[^"]*?(assets\/[^"]+)"/g)) {
      if (!file || !existsSync(join(outDir, file)))
        throw new Error(`${pageFile(route)} names ${file}, which is not in ${outDir}`);
      const key = byFile.get(file);
      if (key) visit(key);
      else files.add(file); // the stylesheet and the boot prerender.ts wrote, the poster: not in Vite's manifest
    }
  }
  return [...files].sort();
}

/** A navigation to a citizen page, with or without a final slash or a query (the status page's `?date=`). */
const pageUrl = (route: string) =>
  new RegExp(`^https?://[^/]+${(base + route.slice(1)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/?(\\?.*)?$`);

if (!existsSync(join(outDir, "index.html"))) throw new Error(`${outDir}/index.html does not exist: run the build first`);
const { count, size, warnings } = await generateSW({
  swDest: join(outDir, "sw.js"),
  globDirectory: outDir,
  globPatterns: [...PRERENDERED_ROUTES.map(pageFile), ...citizenFiles()],
  // hashed names change with their content: no revision needed (the pages get one from their content)
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 1024 * 1024,
  // a new worker takes over at once and drops the old precache: the next visit is the new deploy's (ADR 817)
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // a page is the network's first: the precache route must not answer `/` by appending index.html (ADR 817)
  directoryIndex: null,
  ignoreURLParametersMatching: [/.*/],
  // the network's answer when there is one; the rendered page from the precache when there is none
  runtimeCaching: PRERENDERED_ROUTES.map((route) => ({
    urlPattern: pageUrl(route),
    handler: "NetworkOnly" as const,
    options: { precacheFallback: { fallbackURL: pageFile(route) } },
  })),
  sourcemap: false,
  mode: "production",
  inlineWorkboxRuntime: true,
  disableDevLogs: true,
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`${outDir}/sw.js: ${count} files precached (${(size / 1024).toFixed(1)} KB before compression)`);
