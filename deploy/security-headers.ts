/**
 * The production response headers, one source for `npm run preview` (scripts/static-site.ts) and the sample static-host
 * config (deploy/nginx.conf, kept equal by deploy/nginx.test.ts; docs/deploy.md explains them).
 *
 * The CSP allows no inline script and no eval; `worker-src 'self'` is for the real build's offline worker (`sw.js`,
 * ADR 817), the citizen pages' locale-data worker (src/locale-data-worker.ts) and the demo build's mock service worker.
 * `'wasm-unsafe-eval'` lets the counter's QR reader compile its WebAssembly (served from this origin; it allows no
 * JavaScript eval), and the camera is allowed to this origin only, for the same scanner (ADR 801).
 * `connect-src` adds the API origin when the build targets another host.
 */
export function contentSecurityPolicy(apiOrigin = ""): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ""}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeadersFor(apiOrigin = ""): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(apiOrigin),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "Permissions-Policy": "camera=(self), microphone=(), geolocation=()",
  };
}

/** Vite puts every hashed file under `assets/`: its name changes with its content, so it may be cached for good. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** index.html (and the SPA fallback) names the current hashed files: always revalidate, so a deploy shows at once. */
export const REVALIDATE_CACHE = "no-cache";

export function cacheControlFor(pathname: string, base = "/"): string {
  return pathname.startsWith(`${base}assets/`) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}
