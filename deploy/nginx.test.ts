import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createHttpServer } from "../server/http-server";
import { DEFAULT_RATE_LIMITS } from "../server/rate-limit";
import { renderThrowaway, shippedPath } from "./nginx-throwaway";
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, securityHeadersFor } from "./security-headers";

const read = (name: string) => readFileSync(new URL(`./nginx/${name}`, import.meta.url), "utf8");

/** `add_header Name "value" [always];` lines of an nginx text, in order. */
function addHeaders(text: string): Array<[string, string]> {
  return [...text.matchAll(/^\s*add_header\s+(\S+)\s+"([^"]*)"(\s+always)?;/gm)].map((m) => [m[1]!, m[2]!]);
}

/** The body of `location <match> { ... }` (no nested blocks in this config). */
function location(text: string, match: string): string {
  const start = text.indexOf(`location ${match} {`);
  expect(start, `location ${match}`).toBeGreaterThanOrEqual(0);
  return text.slice(start, text.indexOf("}", start));
}

describe("the sample nginx config says what the preview server does (deploy/security-headers.ts)", () => {
  const site = read("antrean.conf");

  // A 502 in the quiet 06:00 run (1 of 81,000 calls): nginx reused an idle connection as the process closed it
  it("nginx lets an idle connection to a process go before the process does, so it never sends on one being closed", () => {
    const seconds = Number(/^\s*keepalive_timeout\s+(\d+)s;/m.exec(read("antrean-api-upstream.conf"))?.[1]);
    const server = createHttpServer(async () => new Response(null), { corsOrigins: [], trustedProxies: [] });
    expect(seconds).toBeGreaterThan(0);
    expect(seconds * 1000).toBeLessThan(server.keepAliveTimeout);
  });

  it("the site logs every request, buffered: not a write of its own per request at 06:00", () => {
    expect(site).toMatch(/^\s{4}access_log \/var\/log\/nginx\/antrean\.access\.log combined buffer=\d+k flush=\d+s;$/m);
  });

  // issue 34, session 19: a kept list's file is read, not opened, stat'ed and closed, on every hit; nginx reopens one the
  // cache has replaced. Not for dist/'s files: a deploy replaces them, and a kept descriptor would serve the old ones.
  it("the micro-cache's locations keep their files open between hits; the site's own files are opened afresh", () => {
    const api = read("antrean-api.conf");
    for (const match of ["~ ^/api/v1/queues/(locations|sessions)/get$", "= /api/v1/queues/getScheduledDate"]) {
      expect(location(api, match)).toMatch(/^\s*proxy_cache antrean_lists;$/m);
      expect(location(api, match)).toMatch(/^\s*open_file_cache max=\d+ inactive=\d+s;$/m);
      // an entry whose inode the cache has not recorded yet (before its loader finished) trusts a kept descriptor this long
      expect(location(api, match)).toMatch(/^\s*open_file_cache_valid 1s;$/m);
    }
    expect(api.match(/^\s*open_file_cache /gm)).toHaveLength(2);
    expect(site).not.toMatch(/open_file_cache/);
  });

  // the workbook's thread takes only the cores' spare time (server/node/workbook-worker.mjs): at a saturated 06:00 an
  // export's answer can take longer than nginx's default 60 s, which would answer the staff a 504 for a file being built
  it("nginx waits minutes for an export's answer, its default minute for every other call", () => {
    const api = read("antrean-api.conf");
    expect(location(api, "= /api/v1/queues/download/")).toMatch(/^\s*proxy_read_timeout 5m;$/m);
    expect(api.match(/proxy_read_timeout/g)).toHaveLength(1);
  });

  it("the security snippet sets exactly the production security headers, same-origin API", () => {
    expect(Object.fromEntries(addHeaders(read("security-headers.conf")))).toEqual(securityHeadersFor());
  });

  it("hashed assets are immutable for a year; index.html and deep links revalidate", () => {
    expect(addHeaders(location(site, "/assets/"))).toEqual([["Cache-Control", IMMUTABLE_CACHE]]);
    expect(addHeaders(location(site, "= /index.html"))).toEqual([["Cache-Control", REVALIDATE_CACHE]]);
    expect(addHeaders(location(site, "/"))).toEqual([["Cache-Control", REVALIDATE_CACHE]]);
    expect(location(site, "/")).toContain("try_files $uri $uri/index.html /app.html;");
  });

  it("security headers go on every answer (`always`); the year-long cache only on successful ones", () => {
    const snippet = read("security-headers.conf");
    expect(snippet.match(/^\s*add_header .*;$/gm)?.every((line) => line.endsWith(" always;"))).toBe(true);
    expect(location(site, "/assets/")).toMatch(/add_header Cache-Control "[^"]*immutable";/);
  });

  it("every location that adds a header also includes the security snippet (nginx would drop the server's)", () => {
    for (const match of ["/assets/", "= /index.html", "/"]) {
      expect(location(site, match)).toContain("include /etc/nginx/snippets/antrean-security-headers.conf;");
    }
  });
});

describe("the proxy's per-client guest limits (ADR 125) are the server's numbers", () => {
  it("a zone per guest call at the limit a minute, whose burst lets the whole minute's allowance through at once", () => {
    const zones = read("antrean-api-upstream.conf");
    const api = read("antrean-api.conf");
    for (const [zone, path, rule] of [
      ["antrean_create", "/api/v1/queues/create", DEFAULT_RATE_LIMITS.guestCreateQueue],
      ["antrean_check", "/api/v1/queues/get", DEFAULT_RATE_LIMITS.guestCheckQueues],
    ] as const) {
      expect(rule?.windowSeconds).toBe(60);
      expect(zones).toContain(`limit_req_zone $binary_remote_addr zone=${zone}:10m rate=${rule?.limit}r/m;`);
      expect(location(api, `= ${path}`)).toContain(`limit_req zone=${zone} burst=${(rule?.limit ?? 0) - 1} nodelay;`);
    }
    expect(read("antrean.conf")).toContain("include /etc/nginx/snippets/antrean-api.conf;");
    expect(read("antrean.conf")).toContain("include /etc/nginx/snippets/antrean-api-upstream.conf;");
  });
});

describe("the throw-away nginx of the proxy test and `npm run bench:rush` runs the shipped files (issue 34)", () => {
  const prefix = "/tmp/antrean-nginx-x";
  const files = renderThrowaway(prefix, {
    upstreams: ["127.0.0.1:5201", "127.0.0.1:5202", "127.0.0.1:5203"],
    port: 5200,
    root: "/work/dist/",
    forwardedBy: "127.0.0.1",
  });
  /** the lines one side has more often than the other (sorted), blank lines aside */
  const differing = (shipped: string, rendered: string) => {
    const lines = (text: string) => text.split("\n").filter((line) => line.trim() !== "");
    const without = (from: string[], other: string[]) => {
      const left = [...other];
      return from.filter((line) => {
        const at = left.indexOf(line);
        if (at === -1) return true;
        left.splice(at, 1);
        return false;
      });
    };
    const [from, to] = [lines(shipped), lines(rendered)];
    return { removed: without(from, to).sort(), added: without(to, from).sort() };
  };

  it("the site differs from deploy/nginx/antrean.conf only in TLS, port, root, the access log's folder, the generator as a trusted proxy and where the snippets are", () => {
    const { removed, added } = differing(read("antrean.conf"), files["antrean.conf"]!);
    expect(removed).toEqual(
      [
        "server {",
        "    listen 80;",
        "    server_name antrean.example.go.id;",
        "    return 301 https://$host$request_uri;",
        "}",
        "    listen 443 ssl;",
        "    http2 on;",
        "    ssl_certificate     /etc/ssl/antrean/fullchain.pem;",
        "    ssl_certificate_key /etc/ssl/antrean/privkey.pem;",
        "    root /srv/antrean/dist;",
        "    access_log /var/log/nginx/antrean.access.log combined buffer=64k flush=5s;",
        "        include /etc/nginx/snippets/antrean-security-headers.conf;",
        "    include /etc/nginx/snippets/antrean-api.conf;",
        "        include /etc/nginx/snippets/antrean-security-headers.conf;",
        "        include /etc/nginx/snippets/antrean-security-headers.conf;",
        "include /etc/nginx/snippets/antrean-api-upstream.conf;",
      ].sort(),
    );
    expect(added).toEqual(
      [
        "    listen 127.0.0.1:5200;",
        "    root /work/dist/;",
        `    access_log ${prefix}/access.log combined buffer=64k flush=5s;`,
        "    set_real_ip_from 127.0.0.1;",
        "    real_ip_header X-Forwarded-For;",
        `        include ${shippedPath("security-headers.conf")};`,
        `    include ${shippedPath("antrean-api.conf")};`,
        `        include ${shippedPath("security-headers.conf")};`,
        `        include ${shippedPath("security-headers.conf")};`,
        `include ${prefix}/antrean-api-upstream.conf;`,
      ].sort(),
    );
  });

  it("the upstream differs from deploy/nginx/antrean-api-upstream.conf only in the processes' addresses and the cache's folder", () => {
    const { removed, added } = differing(read("antrean-api-upstream.conf"), files["antrean-api-upstream.conf"]!);
    const cache = read("antrean-api-upstream.conf").match(/^proxy_cache_path .*$/m)![0];
    expect(removed).toEqual(
      [
        cache,
        "    server 127.0.0.1:8081 max_fails=1 fail_timeout=5s;",
        "    server 127.0.0.1:8082 max_fails=1 fail_timeout=5s;",
      ].sort(),
    );
    expect(added).toEqual(
      [
        cache.replace("/var/cache/nginx/antrean ", `${prefix}/cache `),
        "    server 127.0.0.1:5201 max_fails=1 fail_timeout=5s;",
        "    server 127.0.0.1:5202 max_fails=1 fail_timeout=5s;",
        "    server 127.0.0.1:5203 max_fails=1 fail_timeout=5s;",
      ].sort(),
    );
  });

  it("nginx.conf includes the rendered site and nothing of the API's own", () => {
    const conf = files["nginx.conf"]!;
    expect(conf).toContain(`include ${prefix}/antrean.conf;`);
    expect(conf).not.toMatch(/location|limit_req|proxy_pass|proxy_cache|upstream/);
  });
});
