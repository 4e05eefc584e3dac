import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
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
