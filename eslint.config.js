// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import { readdirSync } from "node:fs";

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The layer rules of docs/product.md §15 as import boundaries. Paths are relative to this folder.
 * A test (scripts/lint-boundaries.test.ts) proves each one catches a forbidden import.
 */
export const layerZones = [
  // a feature never imports another feature
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "A feature never imports another feature: move the shared part to src/ui, src/lib or src/api.",
  })),
  {
    target: "./src/ui",
    from: ["./src/features", "./src/app", "./src/api", "./machines", "./server", "./mocks"],
    message: "src/ui knows no feature, API or machine: pass data in props.",
  },
  {
    target: "./src/lib",
    from: ["./src/features", "./src/app", "./server", "./mocks"],
    message: "src/lib holds plain helpers and imports nothing of the app.",
  },
  // src/lib/admin is the admin resource kit (ADR 603): it renders pages from src/ui parts; the rest of lib may not
  {
    target: ["./src/lib/*.{ts,tsx}", "./src/lib/!(admin)/**"],
    from: "./src/ui",
    message: "src/lib holds plain helpers and imports no UI (only src/lib/admin, the admin resource kit, may).",
  },
  // src/lib/admin holds the admin pages' shared hooks, which may drive a machine (useConfirmToggle); the rest of lib may not
  {
    target: ["./src/lib/*.{ts,tsx}", "./src/lib/!(admin)/**"],
    from: "./machines",
    message: "src/lib imports no machine (only src/lib/admin, the admin pages' shared hooks, may).",
  },
  {
    target: ["./src/lib/*.{ts,tsx}", "./src/lib/!(admin)/**"],
    from: "./src/api",
    except: ["./contract"],
    message: "src/lib may use the contract's types only.",
  },
  // the admin kit words failures with the one errorText (src/api/errors.ts, docs/product.md §8), and calls nothing itself
  {
    target: "./src/lib/admin",
    from: "./src/api",
    except: ["./contract", "./errors.ts"],
    message: "src/lib/admin may use the contract and the error wording (src/api/errors.ts) only.",
  },
  {
    target: "./src/api",
    from: ["./src/features", "./src/app", "./src/ui", "./machines", "./server", "./mocks"],
    message: "src/api talks to the API only.",
  },
  {
    target: "./src",
    from: ["./server", "./mocks"],
    message: "src never imports server or mocks (only the entry's dynamic import of mocks behind the demo flag).",
  },
  {
    target: "./server",
    from: "./src",
    except: ["./api/contract", "./lib"],
    message: "server may use src/api/contract and src/lib only.",
  },
  // the shared API never depends on the demo: faults and the control API plug into it from mocks (ADR 120)
  { target: "./server", from: "./mocks", message: "server never imports mocks: test-only hooks plug in from mocks/." },
  {
    target: "./mocks",
    from: "./src",
    except: ["./api/contract", "./lib", "./ui"],
    message: "mocks may use src/api/contract and src/lib only (the demo console also src/ui).",
  },
  {
    target: ["./mocks/*.ts", "./mocks/!(console)/**"],
    from: "./src/ui",
    message: "Only the demo console (mocks/console) may use src/ui.",
  },
  { target: "./e2e", from: ["./src", "./server", "./mocks", "./machines"], message: "e2e drives the built app as a black box." },
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-demo",
      "storybook-static",
      "node_modules",
      "public/mockServiceWorker.js",
      "test-results",
      "playwright-report",
      "coverage",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "import-x/no-self-import": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // machines are pure: from the app they may take types only
    files: ["machines/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/src/**", "react", "react-dom", "@tanstack/*", "redaxios"],
              allowTypeImports: true,
              message: "Machines are pure: type-only imports from src, no React, no fetch.",
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs["flat/recommended"],
);
