/**
 * The built site served as the production static host serves it (deploy/nginx/antrean.conf): hashed files under
 * `assets/` cached for good, index.html revalidated (ETag → 304), a route's own entry page (`<path>/index.html`)
 * else the SPA fallback for deep links, gzip for text,
 * the security headers of deploy/security-headers.ts on every answer, and `/api` proxied to the API or answered by
 * it in this process. Used by `npm run preview` (and so by Lighthouse and the production e2e project) and by
 * `npm run serve` (server/node/server.ts: the site and the API on one port).
 */
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { cacheControlFor, securityHeadersFor } from "../deploy/security-headers";

export type StaticSiteOptions = {
  /** the build output, e.g. dist */
  root: string;
  /** where `/api` goes, e.g. http://127.0.0.1:8091 (the Node mock); none: `/api` answers 404 */
  apiOrigin?: string;
  /** answers `/api/…` (and `/__mock/…`, the control API, when it has one) in this process instead of a proxy */
  api?: RequestListener;
  /** the origin the build calls when it is not this site (`VITE_API_URL`): the CSP's connect-src allows it */
  connectOrigin?: string;
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  // the counter's QR reader (ADR 910): browsers compile it while it streams only with this type
  ".wasm": "application/wasm",
};
const compressible = new Set([".html", ".js", ".css", ".svg", ".json", ".txt", ".wasm"]);

type Entry = { body: Buffer; gzipped: Buffer | null; etag: string; type: string; mtimeMs: number };

export function createStaticSite(options: StaticSiteOptions): Server {
  const cache = new Map<string, Entry>();
  const security = securityHeadersFor(options.connectOrigin);

  async function load(file: string): Promise<Entry | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    // a rebuild while the preview runs replaces files: the cache follows their modification time
    const known = cache.get(file);
    if (known && known.mtimeMs === info.mtimeMs) return known;
    const body = await readFile(file);
    const ext = extname(file);
    const entry: Entry = {
      body,
      gzipped: compressible.has(ext) && body.length > 1024 ? gzipSync(body, { level: 9 }) : null,
      // weak: the gzip and plain bodies share it (as nginx weakens its ETag when it compresses)
      etag: `W/"${createHash("sha1").update(body).digest("base64url")}"`,
      type: contentTypes[ext] ?? "application/octet-stream",
      mtimeMs: info.mtimeMs,
    };
    cache.set(file, entry);
    return entry;
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry, pathname: string) {
    const headers: Record<string, string> = {
      ...security,
      "Cache-Control": cacheControlFor(pathname),
      "Content-Type": entry.type,
      ETag: entry.etag,
      Vary: "Accept-Encoding",
    };
    const known = String(req.headers["if-none-match"] ?? "")
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""));
    if (known.includes(entry.etag.replace(/^W\//, "")) || known.includes("*")) {
      res.writeHead(304, headers).end();
      return;
    }
    const gzip = entry.gzipped && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const body = gzip ? entry.gzipped! : entry.body;
    res.writeHead(200, { ...headers, ...(gzip ? { "Content-Encoding": "gzip" } : {}), "Content-Length": String(body.length) });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function proxy(req: IncomingMessage, res: ServerResponse) {
    if (!options.apiOrigin) {
      res.writeHead(404, { "Content-Type": "application/json" }).end('{"error":"No API behind this preview","code":"NOT_FOUND"}');
      return;
    }
    // only the path and query go upstream: a request line such as `//evil.example/api/x` must not pick the host
    const asked = new URL(req.url ?? "/", "http://site");
    const target = new URL(asked.pathname + asked.search, options.apiOrigin);
    const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "application/json" });
      res.end('{"error":"The API did not answer","code":"BAD_GATEWAY"}');
    });
    req.pipe(upstream);
  }

  const fail = (res: ServerResponse, status: number, text: string) => {
    if (!res.headersSent) res.writeHead(status, { ...security, "Content-Type": "text/plain; charset=utf-8" });
    res.end(text);
  };

  return createServer((req, res) => {
    // the API checks its own paths (a malformed one is its JSON 4xx, not the site's text)
    if (options.api && /^\/(api|__mock)(\/|\?|$)/.test(req.url ?? "")) return options.api(req, res);
    serve(req, res).catch(() => fail(res, 500, "Internal error"));
  });

  async function serve(req: IncomingMessage, res: ServerResponse) {
    if (!req.url?.startsWith("/") || req.url.startsWith("//")) return fail(res, 400, "Bad request");
    const url = new URL(req.url, "http://site");
    if (url.pathname.startsWith("/api/")) return proxy(req, res);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return fail(res, 405, "Method not allowed");
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return fail(res, 400, "Bad request");
    }
    const file = normalize(join(options.root, pathname));
    if (!file.startsWith(normalize(options.root + sep)) && file !== normalize(options.root)) {
      return fail(res, 403, "Forbidden");
    }
    const entry = pathname.endsWith("/") ? null : await load(file);
    if (entry) return send(req, res, entry, pathname);
    // a missing hashed file is a 404; any other path is a route of the app (deep link): index.html
    if (pathname.startsWith("/assets/")) return fail(res, 404, "Not found");
    // a route's own entry page (scripts/route-entry-html.ts), else the app's index.html
    const routeEntry = await load(join(file, "index.html"));
    if (routeEntry) return send(req, res, routeEntry, `${pathname.replace(/\/$/, "")}/index.html`);
    // the page without content (scripts/prerender.ts: index.html is the landing page, rendered), else index.html
    const shell = (await load(join(options.root, "app.html"))) ?? (await load(join(options.root, "index.html")));
    if (!shell) return fail(res, 500, "index.html missing: run the build first");
    send(req, res, shell, "/index.html");
  }
}
