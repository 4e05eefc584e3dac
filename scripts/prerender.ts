/**
 * After `vite build`: the citizen pages as HTML (ADR 810). Builds src/entry-server.tsx for Node (the same
 * components, the same mode and base), renders each page of src/prerendered-routes.ts and writes it into that
 * page's entry file (`index.html`, `<route>/index.html`), where the browser paints it before any script has run;
 * src/main.tsx then hydrates it. The page without content is kept as `app.html`: the file hosts serve for every
 * other path (deep links), so those never flash the landing page.
 * Usage: tsx scripts/prerender.ts [--mode demo] [--out-dir <the build's folder; default: the mode's, dist or dist-demo>]
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, minifySync, transformWithOxc } from "vite";
import { PRERENDERED_ROUTES } from "../src/prerendered-routes";

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const mode = option("--mode") ?? "production";
const outDir = option("--out-dir") ?? (mode === "demo" ? "dist-demo" : "dist");
// inside the project, so the server build's imports (react, …) resolve; one per run, so two builds never share it
const serverDir = resolve(`node_modules/.cache/prerender-${process.pid}`);
const ROOT = '<div id="root"></div>';

const shellFile = join(outDir, "index.html");
if (!existsSync(shellFile)) throw new Error(`${shellFile} does not exist: run the build first`);
// the build's own index.html, or the kept shell when this script runs a second time
const shell = existsSync(join(outDir, "app.html"))
  ? readFileSync(join(outDir, "app.html"), "utf8")
  : readFileSync(shellFile, "utf8");
if (!shell.includes(ROOT)) throw new Error(`${shellFile}: no empty ${ROOT} to render into`);
writeFileSync(join(outDir, "app.html"), shell);

await build({
  mode,
  logLevel: "warn",
  build: { ssr: "src/entry-server.tsx", outDir: serverDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
});
const { renderPage, pageTitle } = (await import(pathToFileURL(join(serverDir, "entry-server.js")).href)) as {
  renderPage: (path: string) => Promise<string>;
  pageTitle: (path: string) => string | undefined;
};

const pages = new Map<string, { file: string; page: string; html: string }>();
for (const route of PRERENDERED_ROUTES) {
  const file = join(outDir, route === "/" ? "" : route, "index.html");
  // the route's entry page (its screen's files preloaded, scripts/route-entry-html.ts); `/` is the shell itself
  const page = route === "/" ? shell : readFileSync(file, "utf8");
  if (!page.includes(ROOT)) throw new Error(`${file}: no empty ${ROOT} to render into`);
  pages.set(route, { file, page, html: await renderPage(route) });
}
rmSync(serverDir, { recursive: true, force: true });

// The CSP refuses inline `style` attributes (ADR 801); the browser's render sets styles through the DOM, which it
// allows. Each one the server wrote becomes a rule in one stylesheet, on an attribute that selects the element.
// Hydration keeps the server's attributes (React does not re-apply styles), and a later style change is an inline
// style again, which still wins over these rules.
const styleRules = new Map<string, string>();
const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
for (const entry of pages.values()) {
  entry.html = entry.html.replace(/ style="([^"]*)"/g, (_, css: string) => {
    const id = styleRules.get(css) ?? `s${styleRules.size}`;
    styleRules.set(css, id);
    return ` data-prerender-style="${id}"`;
  });
}
// Until the app has hydrated the page, its buttons do nothing: a tap on one is not passed on (ADR 810). They take no
// pointer events meanwhile (src/main.tsx removes the mark), so a tap never seems to work and then gets lost; links,
// which work without the app, stay as they are, and so do text fields: the browser types into them by itself and
// the app keeps what was typed (ADR 810), so a citizen's first tap on a field works at once (ADR 810).
const HYDRATING = "data-hydrating";
const hydratingRule = `#root[${HYDRATING}] :is(button,[role=button]){pointer-events:none}`;

// The rules join the app's stylesheet (a new hashed name, in every page that links it): one render-blocking request,
// as before, rather than a second one on the citizen pages' first paint.
{
  const css = [
    hydratingRule,
    ...[...styleRules].map(([rule, id]) => `[data-prerender-style="${id}"]{${unescapeHtml(rule)}}`),
  ].join("\n");
  const link = shell.match(/<link rel="stylesheet" crossorigin href="([^"]*)(assets\/[^"]+\.css)">/);
  if (!link) throw new Error(`${shellFile}: no stylesheet link to add the server's inline styles to`);
  const [, prefix, oldName] = link as unknown as [string, string, string];
  const content = `${readFileSync(join(outDir, oldName), "utf8").trimEnd()}\n${css}\n`;
  const newName = `assets/style-${createHash("sha256").update(content).digest("base64url").slice(0, 8)}.css`;
  writeFileSync(join(outDir, newName), content);
  const relink = (html: string) => html.replaceAll(`"${prefix}${oldName}"`, `"${prefix}${newName}"`);
  for (const entry of pages.values()) entry.page = relink(entry.page);
  const htmlFiles = (readdirSync(outDir, { recursive: true }) as string[]).filter((file) => file.endsWith(".html"));
  for (const file of htmlFiles) writeFileSync(join(outDir, file), relink(readFileSync(join(outDir, file), "utf8")));
}

/**
 * Compiles files with no imports into one hashed script of its own in assets/ (the boot, the locale-data worker):
 * each file's `export {};` (which makes it a module for the type checker) dropped, `ending` appended. Its path.
 */
async function compileStandalone(name: string, files: string[], ending: string): Promise<string> {
  const source = files.map((file) => readFileSync(file, "utf8").replace(/^export \{\};$/m, "")).join("\n") + ending;
  const { code } = await transformWithOxc(source, `${name}.ts`, { lang: "ts" });
  const script = minifySync(`${name}.js`, code).code;
  const path = `assets/${name}-${createHash("sha256").update(script).digest("base64url").slice(0, 8)}.js`;
  writeFileSync(join(outDir, path), script);
  return path;
}

// A rendered page paints without its scripts (ADR 810): they wait in a template (the browser does not fetch what is
// in one) until src/scripts-after-paint.ts, a few hundred bytes compiled here on their own, starts them once the page
// has loaded and painted. The stylesheet then has the first round trips on mobile data to itself.
{
  // a demo page also listens for the console's shortcut from its first paint (mocks/console/early-shortcut.ts)
  const parts = ["src/scripts-after-paint.ts", ...(mode === "demo" ? ["mocks/console/early-shortcut.ts"] : [])];
  const bootName = await compileStandalone("scripts-after-paint", parts, "\nexport {};\n");
  // the browser's locale data read in a worker the boot starts (src/locale-data-worker.ts, issue 38): a classic
  // script, named on the template, so the offline worker precaches it with the page's other files
  const localeWorkerName = await compileStandalone("locale-data-worker", ["src/locale-data-worker.ts"], "");
  const scriptTag =
    /\s*<script type="module" crossorigin src="[^"]*"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]*">/g;
  const base = shell.match(/<script type="module" crossorigin src="([^"]*)assets\//)?.[1];
  if (base === undefined) throw new Error(`${shellFile}: no module script to start after the first paint`);
  // Only a page whose modules read the locale data starts the worker: react-aria's i18n module reads it as it loads
  // (`supportedLocalesOf`); the landing page loads none of react-aria, and a worker there would only hold its entry.
  const readsLocaleData = (tags: string[]) =>
    tags.some((tag) => {
      const file = tag.match(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/)?.[1];
      return file !== undefined && readFileSync(join(outDir, file), "utf8").includes("supportedLocalesOf");
    });
  for (const entry of pages.values()) {
    const scripts = entry.page.match(scriptTag)?.map((tag) => tag.trim()) ?? [];
    const worker = readsLocaleData(scripts) ? ` data-locale-data-worker="${base}${localeWorkerName}"` : "";
    entry.page = entry.page
      .replace(scriptTag, "")
      .replace(
        "</head>",
        `  <script type="module" crossorigin src="${base}${bootName}"></script>\n` +
          `    <template id="scripts-after-paint"${worker}>\n      ${scripts.join("\n      ")}\n    </template>\n  </head>`,
      );
  }
}

for (const [route, { file, page, html }] of pages) {
  // React's resource hints (e.g. `preload` for the landing page's poster) lead the HTML; they belong in <head>
  const hints = html.match(/^(<link [^>]*\/>)+/)?.[0] ?? "";
  const body = html.slice(hints.length);
  const head = hints.replaceAll("/><link", "/>\n    <link");
  const title = pageTitle(route);
  if (!title) throw new Error(`prerender: ${route} is not in the route table`);
  writeFileSync(
    file,
    page
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace("</head>", head ? `  ${head}\n  </head>` : "</head>")
      // src/scripts-after-paint.ts waits until these are painted (ADR 810); hydration leaves the attribute
      .replace(ROOT, `<div id="root" ${HYDRATING}="">${body.replaceAll("<img ", '<img elementtiming="painted" ')}</div>`),
  );
  console.log(`${file}: ${route} prerendered (${(body.length / 1024).toFixed(1)} KB of HTML)`);
}
