/**
 * The production response headers (docs/deploy.md, deploy/nginx.conf). The CSP allows no inline script and no eval;
 * `worker-src 'self'` is for the demo build's mock service worker. `connect-src` adds the API origin when the
 * build targets another host.
 */
export function contentSecurityPolicy(apiOrigin = ""): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
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

export const securityHeaders: Record<string, string> = {
  "Content-Security-Policy": contentSecurityPolicy(process.env.VITE_API_URL ? new URL(process.env.VITE_API_URL).origin : ""),
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};
