import { describe, expect, it } from "vitest";
import { routeEntryHtml } from "./route-entry-html";

const root = "/project";
const index = [
  "<!doctype html><html><head>",
  '    <script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
  "  </head><body></body></html>",
].join("\n");

function chunk(fileName: string, facadeModuleId: string | null, imports: string[] = []) {
  return { type: "chunk", fileName, facadeModuleId, imports, viteMetadata: { importedCss: new Set<string>() } };
}

/** The plugin's build hooks run over a bundle of the app's shape: the entry, React DOM imported by it, one screen. */
function build(startModules?: string[]) {
  const plugin = routeEntryHtml({ "/queue-registration": "src/features/registration/index.ts" }, startModules);
  const bundle: Record<string, { type: string; fileName: string; source?: string }> = {
    "index.html": { type: "asset", fileName: "index.html", source: index },
    "assets/index-A1.js": chunk("assets/index-A1.js", `${root}/src/main.tsx`, ["assets/react-B2.js"]),
    "assets/react-B2.js": chunk("assets/react-B2.js", null),
    "assets/react-dom-C3.js": chunk("assets/react-dom-C3.js", null, ["assets/react-B2.js"]),
    "assets/client-D4.js": chunk("assets/client-D4.js", `${root}/node_modules/react-dom/client.js`, [
      "assets/react-B2.js",
      "assets/react-dom-C3.js",
    ]),
    "assets/registration-E5.js": chunk("assets/registration-E5.js", `${root}/src/features/registration/index.ts`, [
      "assets/react-B2.js",
    ]),
  };
  const emitted = new Map<string, string>();
  const hooks = plugin as unknown as {
    configResolved: (config: { root: string; base: string }) => void;
    generateBundle: (this: { emitFile: (file: { fileName: string; source: string }) => void }, o: object, b: object) => void;
  };
  hooks.configResolved({ root, base: "/" });
  hooks.generateBundle.call({ emitFile: ({ fileName, source }) => emitted.set(fileName, source) }, {}, bundle);
  return { index: String(bundle["index.html"]!.source), registration: emitted.get("queue-registration/index.html") ?? "" };
}

const preloads = (html: string) => [...html.matchAll(/<(?:script|link)[^>]* (?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]);

describe("route entry pages", () => {
  it("preload the screen's chunks after the page's own", () => {
    expect(preloads(build().registration)).toEqual(["index-A1.js", "react-B2.js", "registration-E5.js"]);
  });

  it("every page preloads the start's own chunks right after the entry, each file once", () => {
    const { index, registration } = build(["node_modules/react-dom/client.js"]);
    expect(preloads(index)).toEqual(["index-A1.js", "client-D4.js", "react-dom-C3.js", "react-B2.js"]);
    expect(preloads(registration)).toEqual([
      "index-A1.js",
      "client-D4.js",
      "react-dom-C3.js",
      "react-B2.js",
      "registration-E5.js",
    ]);
  });

  it("a start module the bundle has no chunk for fails the build", () => {
    expect(() => build(["node_modules/react-dom/missing.js"])).toThrow(/no chunk for node_modules\/react-dom\/missing\.js/);
  });
});
