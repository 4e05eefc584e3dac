/**
 * `npm run preview`: the production build (dist/, no mock code) served as a static host would, with the security
 * headers of deploy/, and `/api` proxied to the mock API running in Node (`npm run mock:serve`). This is what
 * Lighthouse measures: the real bundle against a real HTTP API.
 *
 *   PORT (default 4173), MOCK_PORT (default 8091)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

const port = process.env.PORT ?? "4173";
const mockPort = process.env.MOCK_PORT ?? "8091";
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  children.push(child);
  child.on("exit", (code) => {
    if (code !== 0 && code !== null) shutdown(code);
  });
  return child;
}

function shutdown(code = 0) {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGINT", () => shutdown());
process.on("SIGTERM", () => shutdown());

run("npx", ["tsx", "scripts/mock-serve.ts"], { PORT: mockPort, HOST: "127.0.0.1", MOCK_QUIET: "1" });
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
run("npx", ["vite", "preview", "--port", port, "--strictPort", "--host", "127.0.0.1"], {
  PREVIEW_API_ORIGIN: `http://127.0.0.1:${mockPort}`,
  PREVIEW_SECURITY_HEADERS: "1",
});
