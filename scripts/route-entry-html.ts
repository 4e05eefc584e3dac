import { resolve } from "node:path";
import type { Plugin } from "vite";

type Chunk = {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type Asset = { type: "asset"; fileName: string; source: string | Uint8Array };

/**
 * The modules src/main.tsx imports at once, but dynamically, each evaluated in a task of its own: the app (so that a
 * file of it that does not arrive ends in the start-failure notice) and React DOM (docs/performance-log.md, issue 38).
 * vite.config.ts passes them to `routeEntryHtml`; scripts/size.ts counts them in every page's start.
 */
export const START_MODULES = ["src/app/app-element.tsx", "node_modules/react-dom/client.js"] as const;

/**
 * Route entry pages (ADR 802): for each citizen route, `<route>/index.html` is index.html plus `modulepreload` and
 * stylesheet links for that route's lazy screen and everything it imports. A visitor opening /queue-registration
 * straight away then downloads the screen together with the app's entry instead of after it has run (one round
 * trip and one parse less on the critical path). The static host serves `<path>/index.html` when it exists
 * (deploy/nginx/antrean.conf: `try_files $uri $uri/index.html /index.html`), else the SPA fallback.
 *
 * `routes`: URL path (no base) → the module its lazy screen imports, relative to the project root.
 *
 * `startModules`: modules the entry imports at once, but dynamically, so that each is evaluated in a task of its own
 * (React DOM, src/main.tsx: docs/performance-log.md, issue 38). Every page, index.html included, preloads their chunks
 * and what they import right after the entry: no extra round trip for the entry's import.
 */
export function routeEntryHtml(routes: Record<string, string>, startModules: readonly string[] = []): Plugin {
  let root = process.cwd();
  let base = "/";
  return {
    name: "antrean:route-entry-html",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle["index.html"] as Asset | undefined;
      if (!html || html.type !== "asset") throw new Error("route-entry-html: index.html is not in the bundle");
      const chunks = Object.values(bundle).filter((item): item is Chunk & (typeof bundle)[string] => item.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk as unknown as Chunk]));
      const preloadsOf = (module: string, linked: string) => {
        const facade = resolve(root, module);
        const chunk = chunks.find((item) => item.facadeModuleId === facade) as unknown as Chunk | undefined;
        if (!chunk) throw new Error(`route-entry-html: no chunk for ${module}`);
        const scripts = new Set<string>();
        const visit = (next: Chunk) => {
          if (scripts.has(next.fileName)) return;
          scripts.add(next.fileName);
          for (const file of next.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        visit(chunk);
        return [...scripts]
          .filter((file) => !linked.includes(`"${base}${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
      };
      // the start's own chunks, right after the entry's script: in the order the entry needs them
      {
        const page = String(html.source);
        const [script] = /<script type="module" crossorigin src="[^"]*"><\/script>/.exec(page) ?? [];
        if (!script) throw new Error("route-entry-html: index.html has no entry script");
        const links: string[] = [];
        for (const module of startModules)
          for (const link of preloadsOf(module, page)) if (!links.includes(link)) links.push(link);
        if (links.length) html.source = page.replace(script, [script, ...links].join("\n    "));
      }
      const template = String(html.source);
      const alreadyLinked = (file: string) => template.includes(`"${base}${file}"`);

      for (const [path, module] of Object.entries(routes)) {
        const facade = resolve(root, module);
        const screen = chunks.find((chunk) => chunk.facadeModuleId === facade) as unknown as Chunk | undefined;
        if (!screen) throw new Error(`route-entry-html: no chunk for ${module} (route ${path})`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: Chunk) => {
          if (scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const file of chunk.imports) {
            const next = byFile.get(file);
            if (next) visit(next);
          }
        };
        visit(screen);
        const links = [
          ...[...styles]
            .filter((file) => !alreadyLinked(file))
            .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
          ...[...scripts]
            .filter((file) => !alreadyLinked(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
        ];
        this.emitFile({
          type: "asset",
          fileName: `${path.replace(/^\//, "")}/index.html`,
          source: template.replace("</head>", `    ${links.join("\n    ")}\n  </head>`),
        });
      }
    },
  };
}
