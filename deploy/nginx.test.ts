import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../server/rate-limit";
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
