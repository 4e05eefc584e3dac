import { spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import type { TestProject } from "vitest/node";

/**
 * The contract suite runs against `API_BASE_URL` when set (a real backend), else against the mock API served by
 * Node (`npm run mock:serve`) on a free port: the same black-box HTTP calls either way. The control and fuzz tests
 * get their own mock with the test control API on (`MOCK_CONTROL=1`), so moving its clock never disturbs the others;
 * against a real backend they get `API_BASE_URL` and find no control API there.
 */
export default async function setup(project: TestProject) {
  const given = process.env.API_BASE_URL;
  if (given) {
    project.provide("apiBaseUrl", given.replace(/\/$/, ""));
    project.provide("controlBaseUrl", given.replace(/\/$/, ""));
    return;
  }
  const [main, control] = await Promise.all([startMock(18000, {}), startMock(19000, { MOCK_CONTROL: "1" })]);
  project.provide("apiBaseUrl", main.base);
  project.provide("controlBaseUrl", control.base);
  return () => {
    main.stop();
    control.stop();
  };
}

async function startMock(firstPort: number, env: Record<string, string>): Promise<{ base: string; stop(): void }> {
  const port = String(firstPort + Math.floor(Math.random() * 1000));
  const server: ChildProcess = spawn("npx", ["tsx", "scripts/mock-serve.ts"], {
    env: {
      ...process.env,
      PORT: port,
      HOST: "127.0.0.1",
      MOCK_QUIET: "1",
      MOCK_TICKETS: "300",
      MOCK_NOW: "2026-03-10T08:00:00+07:00",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`${base}/api/v1/queues/getScheduledDate`, { method: "POST" });
      break;
    } catch {
      if (attempt > 240) throw new Error("the mock API did not start");
      await sleep(250);
    }
  }
  return {
    base,
    stop() {
      try {
        process.kill(-server.pid!, "SIGTERM");
      } catch {
        /* gone */
      }
    },
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    apiBaseUrl: string;
    /** a mock with the test control API on (or API_BASE_URL, which has none) */
    controlBaseUrl: string;
  }
}
