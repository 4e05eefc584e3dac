/**
 * After `vite build --mode demo`: makes the demo work from any static host. Deep links (/antrean/queues/…) have no
 * file of their own, so hosts that serve `404.html` for unknown paths (GitHub Pages, many others) get the app's
 * page without content there (app.html); the app then routes from the URL. Hosts with an SPA fallback (nginx
 * try_files, Netlify, vite preview) need nothing. Every page that starts the mock (every page but the API reference)
 * also names the mock's code files (`<meta name="antrean-mock-code">`), so the mock can fetch them together before it
 * runs them in stages (mocks/browser.ts, ADR 301).
 * Usage: tsx scripts/demo-static.ts [outDir = dist-demo]
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MOCK_CODE_META, mockCodeFiles, withMockCodeMeta } from "../mocks/code-files";

const outDir = process.argv[2] ?? "dist-demo";
const index = join(outDir, "index.html");
if (!existsSync(index)) throw new Error(`${index} does not exist: build the demo first`);

const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Parameters<typeof mockCodeFiles>[0];
const meta = `<meta name="${MOCK_CODE_META}" content="${mockCodeFiles(manifest).join(" ")}" />`;
const entryFile = manifest["index.html"]?.file;
if (!entryFile) throw new Error("the manifest has no index.html: not an app build");
const pages = (readdirSync(outDir, { recursive: true }) as string[]).filter((file) => file.endsWith(".html"));
let naming = 0;
for (const page of pages) {
  const file = join(outDir, page);
  const html = withMockCodeMeta(readFileSync(file, "utf8"), entryFile, meta);
  if (html.includes(`<meta name="${MOCK_CODE_META}"`)) naming += 1;
  writeFileSync(file, html);
}
console.log(`${outDir}: ${naming} of ${pages.length} pages name the mock's code files (those that start the mock)`);

// the page without content (scripts/prerender.ts), not the rendered landing page
const shell = join(outDir, "app.html");
copyFileSync(existsSync(shell) ? shell : index, join(outDir, "404.html"));
console.log(`${join(outDir, "404.html")}: deep links on static hosts without an SPA fallback`);
