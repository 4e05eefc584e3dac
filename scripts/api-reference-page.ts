import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

/**
 * The API reference page of the demo (ADR 004): `<base>api-reference/` renders docs/openapi.json with Redoc for
 * product owners and backend teams. Three static files beside the app, never part of its bundles: the page, Redoc's
 * standalone script (loaded by this page only) and the document. Only the demo build and the dev server get them;
 * the real-API build (mode production) does not, and the CSP of deploy/ never meets Redoc.
 */
export function apiReferencePage(mode: string): Plugin | null {
  if (mode === "production") return null;
  const files: Record<string, { type: string; read: () => string | Buffer }> = {
    "index.html": { type: "text/html; charset=utf-8", read: () => page },
    "redoc.standalone.js": {
      type: "text/javascript; charset=utf-8",
      read: () => readFileSync(createRequire(import.meta.url).resolve("redoc/bundles/redoc.standalone.js")),
    },
    "openapi.json": { type: "application/json", read: () => readFileSync("docs/openapi.json") },
  };
  const folder = "api-reference/";
  let base = "/";
  return {
    name: "antrean:api-reference-page",
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? "").split("?")[0] ?? "";
        if (!path.startsWith(`${base}${folder}`)) return next();
        const file = files[path.slice(`${base}${folder}`.length) || "index.html"];
        if (!file) return next();
        response.setHeader("Content-Type", file.type);
        response.end(file.read());
      });
    },
    generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      for (const [name, file] of Object.entries(files))
        this.emitFile({ type: "asset", fileName: folder + name, source: file.read() });
    },
  };
}

// Relative URLs, so the page works under any base path (a demo on a sub-path).
const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Antrean API reference</title>
    <link rel="icon" href="data:," />
    <style>
      body { margin: 0; }
    </style>
  </head>
  <body>
    <redoc spec-url="openapi.json" hide-download-button="false" path-in-middle-panel="true"></redoc>
    <noscript>The API reference needs JavaScript. The document itself: <a href="openapi.json">openapi.json</a>.</noscript>
    <script src="redoc.standalone.js"></script>
  </body>
</html>
`;
