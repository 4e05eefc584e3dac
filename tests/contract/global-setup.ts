import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { TestProject } from "vitest/node";

/**
 * The contract suite runs against `API_BASE_URL` when set (a deployed backend), else against a backend it starts on
 * free ports, chosen by `CONTRACT_TARGET` (docs/testing.md):
 * - `memory` (default): the server (`npm run serve`, the API alone) on the memory store (`STORE=memory`);
 * - `pglite`: the server (`npm run serve`, the API alone) on PGlite in a temporary folder;
 * - `postgres`: the server on the PostgreSQL of `DATABASE_URL`, in databases of its own it creates and drops.
 * The same black-box HTTP calls either way. The control and fuzz tests get their own backend with the test control
 * API on (`MOCK_CONTROL=1`), so moving its clock never disturbs the others; against a deployed backend they get
 * `API_BASE_URL` and find no control API there.
 */
export default async function setup(project: TestProject) {
  const given = process.env.API_BASE_URL;
  if (given) {
    project.provide("apiBaseUrl", given.replace(/\/$/, ""));
    project.provide("controlBaseUrl", given.replace(/\/$/, ""));
    return;
  }
  const target = process.env.CONTRACT_TARGET ?? "memory";
  const start = targets[target];
  if (!start) throw new Error(`CONTRACT_TARGET must be one of ${Object.keys(targets).join(", ")}, not "${target}"`);
  const [main, control] = await Promise.all([start(ports(0), {}), start(ports(1), { MOCK_CONTROL: "1" })]);
  project.provide("apiBaseUrl", main.base);
  project.provide("controlBaseUrl", control.base);
  return async () => {
    await Promise.all([main.stop(), control.stop()]);
  };
}

type Started = { base: string; stop(): Promise<void> };
type Target = (port: number, env: Record<string, string>) => Promise<Started>;

/** What every target's backend starts with: the same demo data on the same clock. */
const common = {
  HOST: "127.0.0.1",
  QUIET: "1",
  MOCK_TICKETS: "300",
  MOCK_NOW: "2026-03-10T08:00:00+07:00",
};

const targets: Record<string, Target> = {
  memory: (port, env) => startProcess("scripts/serve.ts", port, { ...env, STORE: "memory", SERVE_SITE: "0" }),

  async pglite(port, env) {
    const dataDir = mkdtempSync(join(tmpdir(), "antrean-contract-"));
    // initdb from the tests' template: most of a PGlite's first start, and not what this suite checks (docs/testing.md)
    await runScript("scripts/pglite-template.ts", [dataDir]);
    const server = await startProcess("scripts/serve.ts", port, {
      ...env,
      SERVE_SITE: "0",
      PGLITE_DIR: dataDir,
      // PGlite even when the run also has a PostgreSQL for the third target
      DATABASE_URL: "",
    });
    return {
      base: server.base,
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },

  async postgres(port, env) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("CONTRACT_TARGET=postgres needs DATABASE_URL (scripts/pg-throwaway.sh starts a cluster)");
    const { default: pg } = await import("pg");
    const name = `antrean_contract_${process.pid}_${port}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`DROP DATABASE IF EXISTS ${name}`);
    await admin(`CREATE DATABASE ${name}`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    const server = await startProcess("scripts/serve.ts", port, { ...env, SERVE_SITE: "0", DATABASE_URL: own.href });
    return {
      base: server.base,
      async stop() {
        await server.stop();
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  },
};

async function runScript(script: string, args: string[]): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { stdio: ["ignore", "ignore", "inherit"] });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`${script} failed (exit ${code})`);
}

/**
 * The two backends' ports: CONTRACT_PORT and the one after it when set (a shared machine gives each run a range of its
 * own), else a random port of 18000–18999 and of 19000–19999.
 */
function ports(index: 0 | 1): number {
  const given = Number(process.env.CONTRACT_PORT);
  if (Number.isInteger(given) && given > 0) return given + index;
  return 18000 + 1000 * index + Math.floor(Math.random() * 1000);
}

async function startProcess(script: string, port: number, env: Record<string, string>): Promise<Started> {
  // node itself with tsx's loader (not npx): the child is the server, so its exit is the server's
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, PORT: String(port), ...common, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`${script} ended before it answered (exit ${child.exitCode})`);
    try {
      await fetch(`${base}/api/v1/queues/getScheduledDate`, { method: "POST" });
      break;
    } catch {
      if (attempt > 240) throw new Error(`${script} did not start`);
      await sleep(250);
    }
  }
  return {
    base,
    async stop() {
      try {
        child.kill("SIGTERM");
      } catch {
        return; // gone
      }
      // the server closes its store on SIGTERM (PGlite flushes, the pool ends) before its folder or database goes;
      // on a busy machine that can outlast vitest's teardown, and the data is thrown away anyway
      const killed = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(killed);
    },
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    apiBaseUrl: string;
    /** a backend with the test control API on (or API_BASE_URL, which has none) */
    controlBaseUrl: string;
  }
}
