/**
 * `npm run preview`: the production build (dist/, no mock code) served as the production static host serves it
 * (scripts/static-site.ts: cache rules, gzip, SPA fallback and the security headers of deploy/), with `/api`
 * proxied to the API on the memory store in Node (`npm run serve` with STORE=memory, the API alone). This is what Lighthouse and the production e2e
 * project measure: the real bundle against a real HTTP API.
 *
 *   PORT (default 4173), MOCK_PORT (default 8091), HOST (default 127.0.0.1), PREVIEW_DIR (default dist: another
 *   real-API build, e.g. a copy of the one before a change)
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { createStaticSite } from "./static-site";

const port = Number(process.env.PORT ?? 4173);
const mockPort = process.env.MOCK_PORT ?? "8091";
const host = process.env.HOST ?? "127.0.0.1";
const root = process.env.PREVIEW_DIR ? resolve(process.env.PREVIEW_DIR) : fileURLToPath(new URL("../dist", import.meta.url));

if (!existsSync(`${root}/index.html`)) {
  console.error(`preview: ${root}/index.html is missing; run \`npm run build\` first.`);
  process.exit(1);
}

const mock = spawn("npx", ["tsx", "scripts/serve.ts"], {
  stdio: "inherit",
  env: { ...process.env, PORT: mockPort, HOST: "127.0.0.1", STORE: "memory", SERVE_SITE: "0", QUIET: "1" },
});
const shutdown = (code = 0) => {
  mock.kill("SIGTERM");
  process.exit(code);
};
mock.on("exit", (code) => {
  if (code !== 0 && code !== null) shutdown(code);
});
process.on("SIGINT", () => shutdown());
process.on("SIGTERM", () => shutdown());

// wait until the mock API answers before the site starts taking requests
for (let attempt = 0; ; attempt++) {
  try {
    await fetch(`http://127.0.0.1:${mockPort}/api/v1/queues/getScheduledDate`, { method: "POST" });
    break;
  } catch {
    if (attempt > 120) shutdown(1);
    await sleep(500);
  }
}

const connectOrigin = process.env.VITE_API_URL ? new URL(process.env.VITE_API_URL).origin : undefined;
createStaticSite({ root, apiOrigin: `http://127.0.0.1:${mockPort}`, connectOrigin }).listen(port, host, () => {
  console.log(`preview: http://${host}:${port}/ (dist, production headers; API: the mock on :${mockPort})`);
});
