import { existsSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { apiReferencePage } from "./scripts/api-reference-page";
import { routeEntryHtml, START_MODULES } from "./scripts/route-entry-html";

/**
 * ArkType probes for eval at start-up (`new Function("return false")()` in @ark/util's envHasCsp, arktypeio/arktype
 * #1473); under our CSP the probe is refused and logged as a violation. The app always runs without eval, so the
 * probe is answered at build time: "eval is unavailable", i.e. ArkType's jitless mode (ADR 801).
 */
function arktypeWithoutEvalProbe(): Plugin {
  const probe = 'new Function("return false")()';
  return {
    name: "antrean:arktype-without-eval-probe",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]@ark[\\/]util[\\/]out[\\/]functions\.js$/.test(id)) return null;
      if (!code.includes(probe)) throw new Error(`${id}: ArkType's eval probe changed; update arktypeWithoutEvalProbe`);
      return { code: code.replace(probe, "true"), map: null };
    },
  };
}

/**
 * `vite preview` (the demo in e2e) answers page requests as the static hosts do (scripts/static-site.ts,
 * deploy/nginx): a route's own entry page (`<route>/index.html`, the citizen pages rendered at build time, ADR 810),
 * else app.html, the page without content. Its SPA fallback would send index.html, the landing page rendered.
 */
function previewPagesAsTheHostServesThem(): Plugin {
  return {
    name: "antrean:preview-pages-as-the-host-serves-them",
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const base = server.config.base;
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? "/", "http://preview");
        const inside = url.pathname.startsWith(base) ? decodeURIComponent(url.pathname.slice(base.length)) : "";
        const isPage = req.method === "GET" && req.headers.accept?.includes("text/html");
        if (isPage && inside && !existsSync(join(outDir, inside)) && existsSync(join(outDir, "app.html"))) {
          req.url = `${base}app.html${url.search}`;
        } else if (isPage && inside && existsSync(join(outDir, inside, "index.html"))) {
          req.url = `${base}${inside.replace(/\/$/, "")}/index.html${url.search}`;
        }
        next();
      });
    },
  };
}

/**
 * The citizen pages share a few dozen small modules; left alone they become as many tiny files, each a round trip
 * on mobile data, and on a slow phone a task of the main thread as it arrives. A few chunks hold them instead
 * (docs/performance-log.md, ADR 802): the frame every citizen page uses (the landing page too, so nothing here may pull
 * in react-aria), what the forms add (with the react-aria parts they render), the registration form's select, the
 * login's rule. The ticket card is in none: the registration page shows it only in its ticket dialog, which loads once
 * the citizen starts typing, and the login page never; it travels with the ticket's actions to the pages that show it
 * (ADR 802).
 */
const moduleGroup = (name: string, priority: number, paths: string[], alsoTest = (_id: string) => false) => ({
  name,
  priority,
  test: (id: string) =>
    alsoTest(id) || paths.some((path) => id.replaceAll("\\", "/").endsWith(`/${posix.normalize(`src/${path}`)}`)),
});
// vanilla-extract's per-file style stubs (empty in JS: all CSS is one file); left to the bundler, they land in a
// shared chunk together with whatever else the same pages share, and the landing page would load that too. In a group
// of their own they make an empty chunk, which is dropped: no page loads a chunk for them (ADR 802; the staff
// dashboard loaded the citizen frame for its one stub).
const isStyleStub = (id: string) => id.includes(".css.ts.vanilla.css");
/**
 * The app the entry starts (src/app/app-element.tsx and what it imports statically): the entry imports it dynamically,
 * so that a file of it that does not arrive ends in the start-failure notice (src/main.tsx). Left to the bundler, the
 * modules it shares with the screens' chunks (React, the router, react-query, …), which the entry's own chunk held
 * when the entry imported them statically, become ten more files on every page; in one group they stay one file, the
 * one the entry's used to be. Its members are read from the module graph once it is built.
 */
function appStartGroup(): { plugin: Plugin; group: ReturnType<typeof moduleGroup> } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: "antrean:app-start-group",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (path: string) => ids.find((id) => id.replaceAll("\\", "/").endsWith(path));
      const start = find("/src/app/app-element.tsx");
      const entry = find("/src/main.tsx");
      // the server render's build has no entry; the browser's must find the app, or every page gets ten more files
      if (!entry) return;
      if (!start) throw new Error("src/app/app-element.tsx is not in the build: update appStartGroup");
      const closure = (from: string) => {
        const found = new Set<string>();
        const visit = (id: string) => {
          if (found.has(id)) return;
          found.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(from);
        return found;
      };
      // what the entry imports itself stays in the entry's file: the app's file must not be one of its imports
      const entryOwn = closure(entry);
      // the module itself keeps a small file of its own, the one the entry imports (scripts/route-entry-html.ts, size.ts)
      for (const id of closure(start)) if (!entryOwn.has(id) && id !== start) members.add(id);
    },
  };
  return { plugin, group: { name: "app", priority: 0, test: (id: string) => members.has(id) } };
}
const appStart = appStartGroup();

/**
 * Library modules by package and path inside the package (its `dist/` left out; `"react-aria/private/utils/*"` is the
 * folder, else the file without its extension). A listed module the build does not use is not in any file; one the libraries add or rename
 * falls back to the bundler's chunking, and `npm run size` shows the page's files grow (scripts/size.ts).
 */
const isPackageModule = (id: string, modules: readonly string[]) => {
  const found = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?:dist[\\/])?(.+)\.m?js$/.exec(id);
  if (!found) return false;
  const module = `${found[1]!.replaceAll("\\", "/")}/${found[2]!.replaceAll("\\", "/")}`;
  return modules.some((listed) => (listed.endsWith("/*") ? module.startsWith(listed.slice(0, -1)) : module === listed));
};
/**
 * react-aria's parts that the citizen forms (registration, status, login) render: its foundation (utilities, the
 * press, hover and focus interactions, locale) and the button, text field, link and progress bar with their labels
 * and validation. Listed from the build's modules (issue 38, session 26): the modules of these folders that only the
 * select or the staff screens use are not listed, so neither page loads the other's code.
 */
const citizenFormLibraries = [
  "clsx/clsx",
  "date-fns/*",
  "@internationalized/number/private/NumberFormatter",
  ...["react-stately/private/flags/*", "react-stately/private/form/*", "react-stately/private/utils/*"],
  ...["react-aria/private/ssr/*", "react-aria/private/label/*", "react-aria/private/form/*"],
  ...["react-aria/private/button/*", "react-aria/private/link/*", "react-aria/private/progress/*"],
  ...["react-aria/private/live-announcer/*", "react-aria/private/collections/Hidden"],
  ...["react-aria/private/utils/shadowdom/DOMFunctions", "react-aria/private/textfield/useTextField"],
  ...["react-aria/private/focus/useFocusRing", "react-aria/private/interactions/useFocusVisible"],
  ...["utils", "Button", "Label", "ProgressBar", "FieldError", "Form", "Text", "Link", "Group", "Input"].map(
    (name) => `react-aria-components/private/${name}`,
  ),
  ...["TextArea", "TextField", "Autocomplete"].map((name) => `react-aria-components/private/${name}`),
  ...["I18nProvider", "useDefaultLocale", "utils", "useNumberFormatter"].map((name) => `react-aria/private/i18n/${name}`),
  ...["utils", "focusSafely", "useFocus", "createEventHandler", "createKeyboardShortcutHandler", "useKeyboard"].map(
    (name) => `react-aria/private/interactions/${name}`,
  ),
  ...["useFocusable", "textSelection", "context", "usePress", "useFocusWithin", "useHover"].map(
    (name) => `react-aria/private/interactions/${name}`,
  ),
  ...["chain", "useLayoutEffect", "useValueEffect", "useId", "mergeRefs", "mergeProps", "useObjectRef", "useLabels"].map(
    (name) => `react-aria/private/utils/${name}`,
  ),
  ...["domHelpers", "focusWithoutScrolling", "isElementVisible", "isFocusable", "platform", "isVirtualEvent"].map(
    (name) => `react-aria/private/utils/${name}`,
  ),
  ...["openLink", "getMetaValue", "useEffectEvent", "runAfterTransition", "useSyncRef", "filterDOMProps"].map(
    (name) => `react-aria/private/utils/${name}`,
  ),
  ...["getNonce", "useGlobalListeners", "useFormReset"].map((name) => `react-aria/private/utils/${name}`),
] as const;
/** What the registration form's select needs beyond them (and staff screens with a select share). */
const registrationFormLibraries = [
  "@internationalized/string/*",
  ...["react-aria/private/overlays/*", "react-aria/private/collections/*", "react-aria/private/visually-hidden/*"],
  ...["react-aria/private/focus/*", "react-aria/private/i18n/useCollator", "react-aria/private/i18n/useListFormatter"],
  "react-aria/private/i18n/useLocalizedStringFormatter",
  ...["ShadowTreeWalker"].map((name) => `react-aria/private/utils/shadowdom/${name}`),
  ...["useEvent", "isScrollable", "getScrollParent", "getScrollParents", "scrollIntoView", "useDescription"].map(
    (name) => `react-aria/private/utils/${name}`,
  ),
  ...["constants", "keyboard", "useUpdateLayoutEffect", "inertValue", "useLoadMoreSentinel", "useResizeObserver"].map(
    (name) => `react-aria/private/utils/${name}`,
  ),
  ...["runAfterKeyboard", "animation"].map((name) => `react-aria/private/utils/${name}`),
  ...["useLongPress", "useInteractOutside", "PressResponder", "useContextMenu"].map(
    (name) => `react-aria/private/interactions/${name}`,
  ),
  ...["Collection", "Heading", "intlStrings", "DragAndDrop", "Header", "SharedElementTransition"].map(
    (name) => `react-aria-components/private/${name}`,
  ),
  ...["SelectionIndicator", "Separator", "ListBox", "OverlayArrow", "Popover", "Dialog", "Select"].map(
    (name) => `react-aria-components/private/${name}`,
  ),
  "react-aria-components/private/intl/*",
  ...["selection", "listbox", "menu", "select", "dialog", "intl/overlays", "intl/menu"].map(
    (folder) => `react-aria/private/${folder}/*`,
  ),
  ...["collections", "list", "selection", "overlays", "select"].map((folder) => `react-stately/private/${folder}/*`),
] as const;

const publicChunkGroups = [
  moduleGroup("public-frame", 2, [
    ...["ui/public-frame.tsx", "ui/public-frame.css.ts", "ui/public-page.css.ts", "ui/visually-hidden.tsx"],
    ...["ui/visually-hidden.css.ts", "ui/cx.ts", "ui/link.css.ts", "ui/plain-button.ts", "ui/plain-button.css.ts"],
    ...["ui/native-dialog.tsx", "ui/native-dialog.css.ts", "ui/modal.css.ts", "ui/modal-parts.tsx"],
    // 'Tiket saya' on the landing and status pages: a chunk of its own cost each of them more than it costs the rest
    ...["ui/brand-mark.tsx", "tickets/my-tickets-later.tsx", "tickets/my-tickets-key.ts"],
  ]),
  moduleGroup("style-stubs", 3, [], isStyleStub),
  appStart.group,
  // above registration-form: a module both lists claim (react-aria's Hidden, useFocusRing) stays with every form
  moduleGroup(
    "public-form",
    2,
    [
      ...["ui/button.tsx", "ui/button.css.ts", "ui/text-field.tsx", "ui/field.css.ts", "ui/form.tsx", "ui/form.css.ts"],
      ...["ui/field-label.tsx", "ui/field-help.tsx", "ui/link.tsx", "ui/spinner.tsx", "ui/native-loading-dialog.tsx"],
      ...["ui/badge.tsx", "ui/badge.css.ts", "../contract/wib.ts", "api/queries/guest.ts", "../contract/guest-rules.ts"],
      ...["ui/identity-number-field.tsx", "ui/load-failure.tsx", "ui/load-failure.css.ts", "ui/error-summary.tsx"],
      ...["ui/error-summary.css.ts", "ui/native-alert-dialog.tsx", "ui/card.tsx", "ui/card.css.ts", "ui/spinner.css.ts"],
      ...["ui/live-region.tsx", "ui/native-loading-dialog.css.ts", "ui/offline-notice.tsx", "ui/offline-notice.css.ts"],
      // (lib/use-online.ts is not listed: the app's start uses it, the route's load boundary, so it is in the app's file)
      // react-aria's locale on the citizen pages rendered at build time (issue 38)
      "ui/citizen-locale.tsx",
      // the app's one clock (ADR 009): the citizen pages' dates and the registration window read it
      ...["lib/server-clock.ts", "api/queries/server-today.ts"],
      // the fields' parts, the identity number's rule and the link-styled button every citizen form renders
      ...["ui/field-parts.ts", "lib/identity-number.ts", "ui/link-button.tsx", "ui/date-field.tsx"],
      // a failure shown clear of its toast (the status box, the registration line) and the texts drawn by style (the
      // registration lead's reserved wordings, the select's widest option)
      ...["ui/clear-of-toast.ts", "ui/clear-of-toast.css.ts", "ui/drawn-text.css.ts"],
      // the device's tickets as the registration and status pages read them ('Tiket saya''s store loads later)
      "tickets/use-saved-tickets-later.ts",
      // a refused field brought on the screen with its label (focusField), by both citizen forms
      "ui/focus.ts",
    ],
    (id) => isPackageModule(id, citizenFormLibraries),
  ),
  // what the registration form adds (its select and what the select needs), which staff screens share: in the
  // bundler's hands five more files, some of 100–400 bytes (docs/performance-log.md, issue 38 session 26)
  moduleGroup(
    "registration-form",
    1,
    ["ui/select.tsx", "ui/select.css.ts", "ui/solid-icons.tsx", "../contract/identity-mask.ts"],
    (id) => isPackageModule(id, registrationFormLibraries),
  ),
  // the login's rule and its error texts (shared with staff forms): one file instead of two
  moduleGroup("login-form", 1, ["../contract/login-rules.ts", "admin-kit/readable-errors.ts"]),
];

// `--mode demo` (.env.demo) and the dev server (.env.development) run the embedded mock API; `vite build` targets a real API.
export default defineConfig(({ mode, isSsrBuild }) => ({
  base: process.env.BASE_PATH ?? "/",
  plugins: [
    arktypeWithoutEvalProbe(),
    appStart.plugin,
    react(),
    vanillaExtractPlugin(),
    previewPagesAsTheHostServesThem(),
    // the build's server render (scripts/prerender.ts, ADR 810) makes only the module that renders the pages
    ...(isSsrBuild
      ? []
      : [
          // the citizen routes a visitor opens directly (the landing page is index.html itself)
          routeEntryHtml(
            {
              "/queue-registration": "src/features/registration/index.ts",
              "/queue-status": "src/features/status/index.ts",
              "/login": "src/features/auth/index.ts",
            },
            // React DOM, which src/main.tsx imports in a task of its own (docs/performance-log.md, issue 38)
            START_MODULES,
          ),
          // the demo's API reference (api-reference/): never in the real-API build
          apiReferencePage(mode),
        ]),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: the packages' React 16/17 shims (wouter, @xstate/react) are dead code on
    // every route. The package's own entries for React 18+ use React's hook instead (ADR 802).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: "use-sync-external-store/with-selector" },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "use-sync-external-store" },
    ],
  },
  // public/ holds only msw's service worker: the real-API build must not ship it
  publicDir: mode === "production" ? false : "public",
  build: {
    outDir: mode === "demo" ? "dist-demo" : "dist",
    target: "es2022",
    sourcemap: false,
    manifest: true,
    // All styles are one file (≈7 KB gzip): one request in index.html instead of a dozen tiny ones per route, which
    // cost a phone a round trip each on mobile data (docs/performance-log.md).
    cssCodeSplit: false,
    // Every browser the app supports preloads modules itself (Chrome on Android since 66, Safari 17, Firefox 115);
    // the polyfill would cost every route's entry about 0.4 KB gzip (ADR 810). Without it an older browser still
    // loads each module, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // The citizen pages share a few dozen small modules; left alone they become as many tiny files, each a
            // round trip on mobile data. A few chunks hold them instead (docs/performance-log.md, ADR 802).
            codeSplitting: { groups: publicChunkGroups, includeDependenciesRecursively: false },
          },
        },
  },
  // the demo's API worker (mocks/api-worker.ts, ADR 301) as a module worker: one file of its own, not the page's chunks
  worker: { format: "es" },
  server: { port: 5173 },
  // `vite preview` serves the demo build (`npm run preview:demo`, e2e); `npm run preview` is scripts/preview.ts.
  preview: { port: 4173 },
}));
