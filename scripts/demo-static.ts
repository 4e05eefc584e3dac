/**
 * After `vite build --mode demo`: makes the demo work from any static host. Deep links (/antrean/queues/…) have no
 * file of their own, so hosts that serve `404.html` for unknown paths (GitHub Pages, many others) get the app's
 * page without content there (app.html); the app then routes from the URL. Hosts with an SPA fallback (nginx
 * try_files, Netlify, vite preview) need nothing.
 * Usage: tsx scripts/demo-static.ts [outDir = dist-demo]
 */
import { copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const outDir = process.argv[2] ?? "dist-demo";
const index = join(outDir, "index.html");
if (!existsSync(index)) throw new Error(`${index} does not exist: build the demo first`);

// the page without content (scripts/prerender.ts), not the rendered landing page
const shell = join(outDir, "app.html");
copyFileSync(existsSync(shell) ? shell : index, join(outDir, "404.html"));
console.log(`${join(outDir, "404.html")}: deep links on static hosts without an SPA fallback`);
