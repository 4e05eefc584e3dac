import { describe, expect, it } from "vitest";
import { mockCodeFiles, withMockCodeMeta } from "./code-files";

// the shape of Vite's `.vite/manifest.json` in a demo build: the app's entry, the mock's entry and its stages
const manifest = {
  "index.html": { file: "assets/index-1.js", imports: ["_react-1.js"], dynamicImports: ["mocks/browser.ts"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "mocks/browser.ts": {
    file: "assets/browser-1.js",
    imports: ["index.html"],
    dynamicImports: ["node_modules/msw/lib/browser/index.mjs", "_schema-1.js", "contract/index.ts", "mocks/backend.ts"],
  },
  "node_modules/msw/lib/browser/index.mjs": { file: "assets/msw-1.js", imports: ["_util-1.js"] },
  "_util-1.js": { file: "assets/util-1.js" },
  "_schema-1.js": { file: "assets/schema-1.js", imports: ["_util-1.js"] },
  "contract/index.ts": { file: "assets/contract-1.js", imports: ["_schema-1.js", "_react-1.js", "_form-1.js"] },
  "_form-1.js": { file: "assets/form-1.js", imports: ["index.html"] },
  "mocks/backend.ts": { file: "assets/backend-1.js", imports: ["contract/index.ts", "_util-1.js"] },
};

describe("the mock's code files", () => {
  it("lists what the stages import, each file after its imports, in the stages' order, once", () => {
    expect(mockCodeFiles(manifest)).toEqual([
      "assets/util-1.js",
      "assets/msw-1.js",
      "assets/schema-1.js",
      "assets/form-1.js",
      "assets/contract-1.js",
      "assets/backend-1.js",
    ]);
  });

  it("leaves out the app's entry and what it imports: the page has them", () => {
    const files = mockCodeFiles(manifest);
    expect(files).not.toContain("assets/index-1.js");
    expect(files).not.toContain("assets/react-1.js");
    expect(files).not.toContain("assets/browser-1.js");
  });

  it("refuses a build without the mock", () => {
    expect(() => mockCodeFiles({ "index.html": { file: "assets/index-1.js" } })).toThrow(/not a demo build/);
  });
});

describe("the pages that name the mock's code files", () => {
  const meta = '<meta name="antrean-mock-code" content="assets/util-1.js assets/msw-1.js" />';
  const page = (body: string) => `<!doctype html><html><head><title>t</title>${body}</head><body></body></html>`;

  it("names them on a page that loads the app's entry, once however often it runs", () => {
    const html = page('<script type="module" crossorigin src="/antrean/assets/index-1.js"></script>');
    const once = withMockCodeMeta(html, "assets/index-1.js", meta);
    expect(once).toContain(meta);
    expect(withMockCodeMeta(once, "assets/index-1.js", meta)).toBe(once);
  });

  it("leaves them off a page without the app (the API reference), and takes an old list off it", () => {
    const reference = page('<script type="module" src="/assets/api-reference-1.js"></script>');
    expect(withMockCodeMeta(reference, "assets/index-1.js", meta)).toBe(reference);
    const stale = reference.replace("</head>", `  ${meta}\n  </head>`);
    expect(withMockCodeMeta(stale, "assets/index-1.js", meta)).not.toContain("antrean-mock-code");
  });
});
