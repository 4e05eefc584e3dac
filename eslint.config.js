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
 * The layers of docs/product.md §15 and what each may import; an import along any other edge is an error. A layer is
 * a set of globs relative to this folder (contract/ is the bottom layer that imports nothing of the project, mocks/console
 * a layer of its own inside mocks). `may: "any"` marks tooling that may import every layer (no other layer may import it unless listed).
 * A test (scripts/lint-boundaries.test.ts) proves the rules catch forbidden imports.
 */
export const layers = {
  // main.tsx starts the app, and in a demo build the mock API and the demo console (behind the demo flag)
  entry: { paths: ["./src/*.{ts,tsx}"], may: ["app", "lib", "mocks", "console"] },
  app: { paths: ["./src/app/**"], may: ["features", "adminKit", "tickets", "ui", "lib", "api", "contract", "machines"] },
  features: {
    paths: ["./src/features/**"],
    may: ["adminKit", "tickets", "ui", "lib", "api", "contract", "machines"],
  },
  // the admin resource kit (ADR 603): the admin pages made from a resource's description
  adminKit: { paths: ["./src/admin-kit/**"], may: ["ui", "lib", "api", "contract", "machines"] },
  // a citizen's ticket: card, QR, image, 'Tiket saya' (docs/product.md §10)
  tickets: { paths: ["./src/tickets/**"], may: ["ui", "lib", "contract"] },
  ui: { paths: ["./src/ui/**"], may: ["lib", "contract"] },
  api: { paths: ["./src/api/**"], may: ["contract", "lib"] },
  // the shared contract at the bottom: schemas, endpoint table, WIB time, masking, failure kinds (DESIGN §2)
  contract: { paths: ["./contract/**"], may: [] },
  lib: { paths: ["./src/lib/**"], may: ["contract"] },
  // pure: the contract's types and its plain helpers (the machines rule below)
  machines: { paths: ["./machines/**"], may: ["contract"] },
  server: { paths: ["./server/*.ts", "./server/!(openapi)/**"], may: ["contract", "openapi"] },
  mocks: {
    paths: ["./mocks/!(clock-setting).{ts,tsx}", "./mocks/!(console)/**"],
    may: ["server", "contract", "lib", "openapi", "clockSetting"],
  },
  // the demo's saved clock setting (its key and format; imports nothing): the mock restores it, and the journeys write
  // it before the app starts to load on a known day, through this one module rather than a copy (docs/product.md §15)
  clockSetting: { paths: ["./mocks/clock-setting.{ts,tsx}"], may: [] },
  // the demo console is a small app of its own on the design system; it reaches the app only through window events
  console: { paths: ["./mocks/console/**"], may: ["mocks", "server", "contract", "lib", "ui"] },
  // the API's OpenAPI document, built from the contract: the server serves it, the contract suite checks answers by it
  openapi: { paths: ["./server/openapi/**"], may: ["contract"] },
  contractSuite: { paths: ["./tests/contract/**"], may: ["contract", "openapi"] },
  testSupport: { paths: ["./tests/support/**"], may: [] },
  // e2e drives the built app as a black box
  e2e: { paths: ["./e2e/**"], may: ["testSupport", "deploy", "clockSetting"] },
  // stories render the app over the mock; they share test doubles with e2e through tests/support, never e2e itself
  stories: {
    paths: ["./stories/**", "./.storybook/**"],
    may: [
      "entry",
      "app",
      "features",
      "adminKit",
      "tickets",
      "ui",
      "api",
      "contract",
      "lib",
      "machines",
      "server",
      "mocks",
      "console",
      "testSupport",
    ],
  },
  scripts: { paths: ["./scripts/**"], may: "any" },
  deploy: { paths: ["./deploy/**"], may: "any" },
};

/** One zone per layer: its files may not import the layers it is not allowed. */
function zonesOf(layerTable) {
  const names = Object.keys(layerTable);
  return names.flatMap((name) => {
    const { paths, may } = layerTable[name];
    if (may === "any") return [];
    const refused = names.filter((other) => other !== name && !may.includes(other));
    return [
      {
        target: paths,
        from: refused.flatMap((other) => layerTable[other].paths),
        message: `${name} may import ${may.length ? may.join(", ") : "nothing of the project"} only (eslint.config.js layers).`,
      },
    ];
  });
}

export const layerZones = [
  // a feature never imports another feature
  ...features.map((feature) => ({
    target: `./src/features/${feature}/**`,
    from: features.filter((other) => other !== feature).map((other) => `./src/features/${other}/**`),
    message: "A feature never imports another feature: move the shared part to src/ui, src/lib or src/api.",
  })),
  ...zonesOf(layers),
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
  {
    // No inline configuration: a rule is set aside here, where its reason is written beside it, never by a comment in
    // the code (a comment is reported as having no effect, and the lint scripts fail on a warning: --max-warnings 0).
    // Unused disable directives are errors too, should inline configuration ever come back for some files.
    linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: "error" },
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
      // browser globals that read like local names: a deleted `const closed = …` still type-checked as window.closed
      "no-restricted-globals": ["error", "closed", "name", "status", "event", "length", "opener", "parent", "top"],
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
      // A box that scrolls is a Tab stop, so a keyboard user can scroll it (axe scrollable-region-focusable): one way
      // for all of them, the staff tables' (src/ui/table.tsx), a region named for what it holds. The plugin's
      // recommended options, with "region" beside "tabpanel".
      // autoFocus on a react-aria component (a Button, a TextField) is its focus scope's initial focus, given where a
      // person is to act at once (a modal's confirm, ADR 606; the login's Username); on a raw DOM element it stays refused
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
      // a list drawn without bullets (`list-style: none`) is no list to Safari's VoiceOver unless it says role="list"
      // (the error summary's, src/ui/error-summary.tsx): the plugin's default allows only nav's role, so lists' too
      "jsx-a11y/no-redundant-roles": ["error", { nav: ["navigation"], ul: ["list"], ol: ["list"] }],
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
  },
  {
    // machines are pure: of the contract they take the schemas' types only, and the plain helpers beside them
    files: ["machines/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // the contract's schemas (its index and every module but the plain helpers named here)
              regex: "(^|/)contract(/(?!(failure-kind|wib|toast-message)$)[^/]+)?$",
              allowTypeImports: true,
              message: "Machines are pure: the contract's types and its plain helpers only, no React, no fetch.",
            },
            {
              group: ["react", "react-dom", "@tanstack/*", "redaxios"],
              allowTypeImports: true,
              message: "Machines are pure: the contract's types and its plain helpers only, no React, no fetch.",
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs["flat/recommended"],
);
