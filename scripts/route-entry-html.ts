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
 * Route entry pages (ADR 802): for each citizen route, `<route>/index.html` is index.html plus `modulepreload` and
 * stylesheet links for that route's lazy screen and everything it imports. A visitor opening /queue-registration
 * straight away then downloads the screen together with the app's entry instead of after it has run (one round
 * trip and one parse less on the critical path). The static host serves `<path>/index.html` when it exists
 * (deploy/nginx/antrean.conf: `try_files $uri $uri/index.html /index.html`), else the SPA fallback.
 *
 * `routes`: URL path (no base) → the module its lazy screen imports, relative to the project root.
 */
export function routeEntryHtml(routes: Record<string, string>): Plugin {
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
      const template = String(html.source);
      const chunks = Object.values(bundle).filter((item): item is Chunk & (typeof bundle)[string] => item.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk as unknown as Chunk]));
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
