import { nextTask } from "../src/lib/next-task";

/**
 * The mock's code files, fetched together (ADR 301). The mock runs its code in stages, one task each
 * (./browser.ts `loadMockCode`); fetched stage by stage, the page waited for about 35 round trips one after the
 * other before the mock answered (docs/performance.md, issue 38). The demo build names the files on every page that
 * loads the app's entry, not the API reference page (scripts/demo-static.ts writes this meta element from Vite's
 * manifest, `withMockCodeMeta`); the mock preloads them all as it starts
 * (./browser.ts `startMockApi`), and the stages then run what has arrived.
 */
export const MOCK_CODE_META = "antrean-mock-code";

/** Links put into `<head>` per task: each starts a request, so a few per task keep each task short. */
const LINKS_PER_TASK = 6;

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };

/**
 * From the build's manifest (`.vite/manifest.json`): the files mocks/browser.ts's dynamic imports need, each after
 * what it imports, in the stages' order, relative to the build's base. The app's entry and its imports are left out:
 * the page has them already.
 */
export function mockCodeFiles(manifest: Record<string, ManifestChunk>): string[] {
  const entry = manifest["mocks/browser.ts"];
  if (!entry) throw new Error("the manifest has no mocks/browser.ts: not a demo build");
  const files: string[] = [];
  const listed = new Set<string>(["index.html", ...(manifest["index.html"]?.imports ?? [])]);
  const visit = (key: string) => {
    if (listed.has(key)) return;
    listed.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} without its chunk`);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file);
  };
  for (const imported of entry.dynamicImports ?? []) visit(imported);
  return files;
}

/**
 * A built page with the element naming the mock's code files (`meta`), or without it: only a page that loads the app's
 * entry (`entryFile`, Vite's manifest's `index.html` file) starts the mock; another (the API reference page) would carry
 * the list for nothing (833 B gzip). An element already there is replaced, so a second run writes it once.
 */
export function withMockCodeMeta(html: string, entryFile: string, meta: string): string {
  const without = html.replace(new RegExp(`<meta name="${MOCK_CODE_META}"[^>]*>\\s*`), "");
  const runsTheMock = without.includes(`/${entryFile}"`);
  return runsTheMock && without.includes("</head>") ? without.replace("</head>", `${meta}\n  </head>`) : without;
}

/**
 * Starts fetching the files the page's meta element names (module preloads: fetched and compiled, not run), a few
 * links per task; a file the page already has or links is skipped. Without the element (the dev server) it does
 * nothing: the stages fetch their files as before.
 */
export async function preloadMockCode(base: string): Promise<void> {
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${MOCK_CODE_META}"]`)?.content.split(" ") ?? [];
  const present = new Set<string>();
  for (const element of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>("link[href], script[src]"))
    present.add(element instanceof HTMLLinkElement ? element.href : element.src);
  const hrefs = named
    .filter(Boolean)
    .map((file) => new URL(`${base}${file}`, location.href).href)
    .filter((href) => !present.has(href));
  for (let start = 0; start < hrefs.length; start += LINKS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of hrefs.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
  }
}
