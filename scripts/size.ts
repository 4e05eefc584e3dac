/**
 * `npm run size`: gzip size of every emitted chunk and of each route's initial load, read from the
 * real-API build (dist/, built first by the npm script). Fails when the build carries mock code or a budget of
 * docs/product.md §13 is exceeded.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { PRERENDERED_ROUTES } from "../src/prerendered-routes";
import { START_MODULES } from "./route-entry-html";
import { writeDocSection } from "./doc-section";

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** files the chunk refers to by URL (a Web Worker, images) */
  assets?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const dist = process.argv[2] ?? "dist";
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One build's manifest, and the files of a chunk plus everything it imports statically: what loads before it runs. */
function buildOf(dir: string) {
  const manifest = JSON.parse(readFileSync(join(dir, ".vite/manifest.json"), "utf8")) as Manifest;
  const gz = (file: string) => gzipSync(readFileSync(join(dir, file))).length;
  function staticClosure(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
    return seen;
  }
  function filesOf(keys: Iterable<string>): string[] {
    const files = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) continue;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
    }
    return [...files];
  }
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error(`no entry chunk in ${dir}'s manifest`);
  // what the entry imports at once in a task of its own (React DOM, src/main.tsx; preloaded with the entry by
  // scripts/route-entry-html.ts) is part of every page's start
  const entry = staticClosure(entryKey);
  const dynamicImports = manifest[entryKey]?.dynamicImports ?? [];
  for (const key of START_MODULES) {
    // as scripts/route-entry-html.ts does: a start module the entry no longer imports would otherwise count nothing
    if (!dynamicImports.includes(key)) throw new Error(`size: the entry does not import the start module ${key}`);
    staticClosure(key, entry);
  }
  return { manifest, gz, staticClosure, filesOf, entry };
}

const { manifest, gz, staticClosure, filesOf, entry } = buildOf(dist);

/**
 * A page rendered at build time also loads the boot that starts its scripts after the first paint (ADR 810), and,
 * when its HTML names one (`data-locale-data-worker`: only a page whose modules read the locale data), the worker
 * the boot starts to read the browser's locale data (src/locale-data-worker.ts).
 */
function bootOf(dir: string, route: string): number {
  if (!(PRERENDERED_ROUTES as readonly string[]).includes(route)) return 0;
  const files = readdirSync(join(dir, "assets"));
  const page = join(dir, route === "/" ? "" : route, "index.html"); // as scripts/prerender.ts writes it
  const namesWorker = readFileSync(page, "utf8").includes("data-locale-data-worker");
  const loaded = [/^scripts-after-paint-.*\.js$/, ...(namesWorker ? [/^locale-data-worker-.*\.js$/] : [])];
  return loaded.reduce((sum, name) => {
    const file = files.find((candidate) => name.test(candidate));
    if (!file) throw new Error(`${dir}: no ${name.source} for the rendered page ${route} (run the whole build)`);
    return sum + gzipSync(readFileSync(join(dir, "assets", file))).length;
  }, 0);
}

/**
 * Routes, by the feature module each one loads: each feature's first page without a `:param`, read from the
 * routes.ts it declares them in (src/app/route-table.ts), so a new feature is measured without being listed here.
 */
async function routeAreasOfFeatures(): Promise<Record<string, string>> {
  const found: [string, string][] = [];
  for (const area of readdirSync("src/features")) {
    const file = `src/features/${area}/routes.ts`;
    if (!existsSync(file)) continue;
    const declared = Object.values((await import(`../${file}`)) as Record<string, unknown>).flatMap((value) =>
      Array.isArray(value)
        ? value
        : Array.isArray((value as { routes?: unknown })?.routes)
          ? (value as { routes: unknown[] }).routes
          : [],
    ) as { path: string }[];
    const first = declared.find((route) => !route.path.includes(":"));
    if (first) found.push([first.path, area]);
  }
  return Object.fromEntries(found.sort(([a], [b]) => a.localeCompare(b)));
}
const routeAreas = await routeAreasOfFeatures();

/** docs/product.md §13 budgets, gzip bytes. */
const budgets: Record<string, number> = { "/": 120 * 1024, "/queue-registration": 230 * 1024 };
/**
 * The citizen pages' script files at most: on a slow phone each file costs the main thread a task of its own as it
 * arrives (docs/performance-log.md, issue 38 session 26); the chunk groups of vite.config.ts keep them few. Each bound
 * is the page's count today, so a library upgrade that renames what they list and adds a file fails here.
 */
const fileBudgets: Record<string, number> = { "/": 7, "/queue-registration": 9, "/queue-status": 8, "/login": 9 };

console.log("Chunks (gzip):");
const assets = readdirSync(join(dist, "assets")).filter((f) => /\.(js|css)$/.test(f));
for (const file of assets.sort()) console.log(`  ${kb(gz(`assets/${file}`)).padStart(8)} KB  assets/${file}`);

let failed = false;
const rows: string[] = [];
console.log(
  "\nInitial load per route (entry + the route's screen chunk and their static imports, + boot on rendered pages, gzip;" +
    " the script files without the boot):",
);
for (const [route, area] of Object.entries(routeAreas)) {
  const key = `src/features/${area}/index.ts`;
  if (!manifest[key]) {
    console.log(`  ${route}: no chunk for ${key}`);
    failed = true;
    continue;
  }
  const keys = new Set([...entry, ...staticClosure(key)]);
  const total = filesOf(keys).reduce((sum, f) => sum + gz(f), 0) + bootOf(dist, route);
  const budget = budgets[route];
  const verdict =
    budget === undefined ? "" : total <= budget ? `  ≤ ${kb(budget)} KB budget: ok` : `  > ${kb(budget)} KB budget: OVER`;
  if (budget !== undefined && total > budget) failed = true;
  const scripts = filesOf(keys).filter((file) => file.endsWith(".js")).length;
  const fileBudget = fileBudgets[route];
  const fileVerdict =
    fileBudget === undefined ? "" : scripts <= fileBudget ? ` (≤ ${fileBudget}: ok)` : ` (> ${fileBudget}: OVER)`;
  if (fileBudget !== undefined && scripts > fileBudget) failed = true;
  console.log(`  ${kb(total).padStart(8)} KB  ${String(scripts).padStart(2)} script files${fileVerdict}  ${route}${verdict}`);
  rows.push(
    `| \`${route}\` | ${kb(total)} | ${budget === undefined ? "—" : `≤ ${kb(budget)}`} | ${scripts} | ${fileBudget === undefined ? "—" : `≤ ${fileBudget}`} | ${verdict || fileVerdict ? (`${verdict}${fileVerdict}`.includes("OVER") ? "❌" : "✅") : ""} |`,
  );
}

// Citizen routes: no admin screen, staff frame or admin UI, and no schema library (ArkType, ADR 802); the login page
// neither loads the schema library on its first load (ADR 802).
const citizenRoutes = ["/", "/queue-registration", "/queue-status"];
const schemaFreeRoutes = [...citizenRoutes, "/login"];
const adminSources =
  /^src\/(features\/(dashboard|queues|capacity|locations|sessions|days-off|rejection-reasons|users|roles|permissions)\/|app\/admin-|ui\/admin-)/;
const citizenFindings: string[] = [];
for (const route of schemaFreeRoutes) {
  const keys = new Set([...entry, ...staticClosure(`src/features/${routeAreas[route]}/index.ts`)]);
  const admin = citizenRoutes.includes(route) ? [...keys].filter((key) => adminSources.test(manifest[key]?.src ?? key)) : [];
  const schema = filesOf(keys).filter((file) => file.endsWith(".js") && /arkKind/.test(readFileSync(join(dist, file), "utf8")));
  if (admin.length) citizenFindings.push(`${route}: admin code ${admin.join(", ")}`);
  if (schema.length) citizenFindings.push(`${route}: schema library in ${schema.join(", ")}`);
}
const citizenVerdict = citizenFindings.length
  ? citizenFindings.join("; ")
  : "no admin code, no schema library; `/login`: no schema library";
console.log(`\nCitizen routes (${citizenRoutes.join(", ")}): ${citizenVerdict}`);
if (citizenFindings.length) failed = true;

// The capacity board's chart (docs/decisions/610-capacity-board-api.md) loads with `/queues/capacity` only: found by
// its SVG's `data-testid="rush-chart"` in the JS each route loads first. Its absence on the board itself fails too (a
// renamed marker would make this check pass for nothing).
const CHART_MARKER = /["'`]rush-chart["'`]/;
const chartRoutes = Object.entries(routeAreas)
  .filter(([, area]) => manifest[`src/features/${area}/index.ts`])
  .filter(([, area]) =>
    filesOf(new Set([...entry, ...staticClosure(`src/features/${area}/index.ts`)])).some(
      (file) => file.endsWith(".js") && CHART_MARKER.test(readFileSync(join(dist, file), "utf8")),
    ),
  )
  .map(([route]) => route);
const chartOnBoardOnly = chartRoutes.length === 1 && chartRoutes[0] === "/queues/capacity";
const chartVerdict = chartOnBoardOnly
  ? "loads with `/queues/capacity` only"
  : `loads with ${chartRoutes.map((r) => `\`${r}\``).join(", ") || "no route"} (expected \`/queues/capacity\` only)`;
console.log(`\nCapacity chart: ${chartVerdict}`);
if (!chartOnBoardOnly) failed = true;

// The real-API build must carry no mock code (docs/product.md §15): msw, @msw/data, the mock handlers, and none of the demo
// console (mocks/console: its host id), its bridge into the app (src/app/demo-bridge.ts: its events) or the inspector.
// The API's worker (mocks/api-worker.ts) by its storage keys' prefix, which it and mocks/browser.ts name.
const mockMarkers = [
  /\[MSW\]/,
  /mockServiceWorker/,
  /antrean-demo-console/,
  /antrean:demo-/,
  /antrean-mock-api/,
  /stately\.ai\/inspect/,
];
const withMock = assets.filter((f) => mockMarkers.some((m) => m.test(readFileSync(join(dist, "assets", f), "utf8"))));
console.log(`\nMock code in the build: ${withMock.length === 0 ? "none" : withMock.join(", ")}`);
if (withMock.length > 0 && !process.env.SIZE_ALLOW_MOCK) failed = true;

// Images (docs/product.md §13.1): the announcement illustration and any other picture stay ≤ 60 KB each, as served.
const IMAGE_BUDGET = 60 * 1024;
const images = readdirSync(join(dist, "assets")).filter((f) => /\.(svg|png|webp|avif|jpe?g)$/.test(f));
const imageRows = images.map((file) => {
  const bytes = readFileSync(join(dist, "assets", file)).length;
  if (bytes > IMAGE_BUDGET) failed = true;
  return `${file} ${kb(bytes)} KB${bytes > IMAGE_BUDGET ? " (> 60 KB: OVER)" : ""}`;
});
console.log(`\nImages (≤ 60 KB each): ${imageRows.join(", ") || "none"}`);

// The demo build (\`npm run build:demo\`, when dist-demo/ is there): the same initial load per citizen route plus the
// embedded mock API the demo starts beside the app (mocks/browser.ts, msw and the API's worker). Reported only.
const demoDir = "dist-demo";
let demoSection = "";
if (existsSync(join(demoDir, ".vite/manifest.json"))) {
  const demo = buildOf(demoDir);
  // the mock's start (ADR 301): mocks/browser.ts, msw (its dynamic imports), and the API's Web Worker
  // (mocks/api-worker.ts: an asset of browser.ts's chunk, with any chunk it imports in turn)
  const mock = new Set<string>();
  for (const key of [...demo.staticClosure("mocks/browser.ts"), ...(demo.manifest["mocks/browser.ts"]?.dynamicImports ?? [])])
    demo.staticClosure(key, mock);
  const workerFiles = new Set<string>();
  const addWorkerFile = (file: string) => {
    if (workerFiles.has(file)) return;
    workerFiles.add(file);
    const code = readFileSync(join(demoDir, file), "utf8");
    for (const [, imported] of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g))
      addWorkerFile(join(dirname(file), imported as string));
  };
  for (const asset of demo.manifest["mocks/browser.ts"]?.assets ?? []) if (/api-worker-.*\.js$/.test(asset)) addWorkerFile(asset);
  if (workerFiles.size === 0) throw new Error("size: no API worker among mocks/browser.ts's assets in the demo build");
  const sizeOf = (keys: Set<string>, extra: Iterable<string> = []) =>
    [...new Set([...demo.filesOf(keys), ...extra])].reduce((sum, f) => sum + demo.gz(f), 0);
  const demoRows = ["/", "/queue-registration"].map((route) => {
    const app = new Set([...demo.entry, ...demo.staticClosure(`src/features/${routeAreas[route]}/index.ts`)]);
    const withMock = new Set([...app, ...mock]);
    const boot = bootOf(demoDir, route);
    return `| \`${route}\` | ${kb(sizeOf(app) + boot)} | ${kb(sizeOf(withMock, workerFiles) + boot)} |`;
  });
  console.log(`\nDemo build, initial load (app | app + mock API, KB gzip):\n${demoRows.join("\n")}`);
  demoSection = `
Demo build (\`npm run build:demo\`, reported, no budget): the app's initial load, and with the embedded mock API
(mocks/browser.ts and msw on the page; the API's Web Worker, mocks/api-worker.ts, with @msw/data, the handlers and
the seed), which the demo loads beside the app.

| Route | App (KB) | App + mock API (KB) |
|---|---:|---:|
${demoRows.join("\n")}
`;
}

// The record (docs/product.md §13): docs/performance.md, between its size markers.
const section = `## Size (gzip)

Measured by \`npm run size\` (scripts/size.ts) on the real-API build (\`npm run build\`). Initial load of a route: the
entry, the route's screen and everything they import statically, JS and CSS; on a page rendered at build time also
the boot that starts them after the first paint (ADR 810), and the worker it starts for the browser's locale data
where the page's HTML names one (\`data-locale-data-worker\`: the registration and status pages, not \`/\`). Budgets from docs/product.md §13.
Script files: the JS files of that load without the boot's (each costs a slow phone a task as it arrives, issue 38).

| Route | Initial load (KB) | Budget (KB) | Script files | At most | |
|---|---:|---:|---:|---:|---|
${rows.join("\n")}

Citizen routes (${citizenRoutes.map((r) => `\`${r}\``).join(", ")}): ${citizenVerdict}.
The capacity board's chart ${chartVerdict}.
${demoSection}
Mock code in the real-API build: ${withMock.length === 0 ? "none" : withMock.join(", ")}.
Images (≤ 60 KB each, uncompressed): ${imageRows.join(", ") || "none"}.
`;
const reportUrl = new URL("../docs/performance.md", import.meta.url);
if (dist === "dist") writeDocSection(reportUrl, "size", section);

process.exit(failed ? 1 : 0);
