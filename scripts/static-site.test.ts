import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, securityHeadersFor } from "../deploy/security-headers";
import { createStaticSite } from "./static-site";

let root: string;
let origin: string;
let close: () => void;
const script = `console.log(${JSON.stringify("x".repeat(4000))});`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "antrean-site-"));
  mkdirSync(join(root, "assets"));
  // the build's two pages (scripts/prerender.ts): the landing page rendered, and the page without content
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Beranda · Antrean</title><h1>Selamat datang</h1>");
  writeFileSync(join(root, "app.html"), "<!doctype html><title>Antrean</title>");
  writeFileSync(join(root, "assets", "index-Ab12.js"), script);
  writeFileSync(join(root, "assets", "zxing_reader-Cd34.wasm"), Buffer.alloc(4096, 1));
  mkdirSync(join(root, "queue-status"));
  writeFileSync(join(root, "queue-status", "index.html"), "<!doctype html><title>Antrean</title><link rel=modulepreload>");
  writeFileSync(join(tmpdir(), "antrean-secret.txt"), "outside the site");
  const server = createStaticSite({ root });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
  rmSync(join(tmpdir(), "antrean-secret.txt"), { force: true });
});

describe("the preview's static host (production rules)", () => {
  it("a deep link gets app.html (not the rendered landing page), revalidated, with every security header", async () => {
    const response = await fetch(`${origin}/queues/123?page=2`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<!doctype html><title>Antrean</title>");
    expect(response.headers.get("cache-control")).toBe(REVALIDATE_CACHE);
    for (const [name, value] of Object.entries(securityHeadersFor())) expect(response.headers.get(name)).toBe(value);
  });

  it("a route with its own entry page gets that page, also revalidated", async () => {
    const response = await fetch(`${origin}/queue-status`);
    expect(await response.text()).toContain("modulepreload");
    expect(response.headers.get("cache-control")).toBe(REVALIDATE_CACHE);
  });

  it("/ gets index.html, the landing page rendered at build time", async () => {
    expect(await (await fetch(`${origin}/`)).text()).toContain("Selamat datang");
  });

  it("index.html answers 304 to its own ETag", async () => {
    const first = await fetch(`${origin}/`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(`${origin}/`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });

  it("hashed assets are immutable and gzipped when the browser accepts it", async () => {
    const response = await fetch(`${origin}/assets/index-Ab12.js`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE_CACHE);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const raw = Buffer.from(await new Response(response.body).arrayBuffer());
    // fetch decodes gzip itself; either way the script comes back whole
    const text = raw.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b])) ? gunzipSync(raw).toString() : raw.toString();
    expect(text).toBe(script);
  });

  it("the QR reader's WebAssembly is served as application/wasm, so browsers compile it while it streams (ADR 910)", async () => {
    const response = await fetch(`${origin}/assets/zxing_reader-Cd34.wasm`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-type")).toBe("application/wasm");
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE_CACHE);
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("a missing hashed file is a 404, not the app", async () => {
    expect((await fetch(`${origin}/assets/gone-Zz99.js`)).status).toBe(404);
  });

  it("no path escapes the site folder", async () => {
    const response = await fetch(`${origin}/..%2fantrean-secret.txt`);
    expect(await response.text()).not.toContain("outside the site");
  });

  it("/api goes to the API origin with its path and query only; a request line naming another host is refused", async () => {
    const seen: string[] = [];
    const upstream = createServer((req, res) => {
      seen.push(req.url ?? "");
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const apiOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const site = createStaticSite({ root, apiOrigin });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const port = (site.address() as AddressInfo).port;
    const raw = (path: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: "127.0.0.1", port, path }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on("error", reject)
          .end();
      });
    try {
      expect(await raw("/api/v1/queues/?page=2")).toBe(200);
      expect(await raw("//evil.example/api/x")).toBe(400);
      expect(seen).toEqual(["/api/v1/queues/?page=2"]);
    } finally {
      site.close();
      upstream.close();
    }
  });

  it("any answer, even a refusal, carries the security headers", async () => {
    const response = await fetch(`${origin}/`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("content-security-policy")).toBe(securityHeadersFor()["Content-Security-Policy"]);
  });

  it("a build that calls an API on another origin gets that origin in connect-src", async () => {
    const site = createStaticSite({ root, connectOrigin: "https://api.example" });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
      expect(response.headers.get("content-security-policy")).toContain("connect-src 'self' https://api.example;");
    } finally {
      site.close();
    }
  });

  it("without an API behind it, /api answers 404 in JSON", async () => {
    const response = await fetch(`${origin}/api/v1/queues/getScheduledDate`, { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});
