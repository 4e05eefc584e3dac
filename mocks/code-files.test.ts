import { describe, expect, it } from "vitest";
import { mockCodeFiles } from "./code-files";

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
