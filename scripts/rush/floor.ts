/**
 * The bare `node:http` server of `--cost-per-call` (scripts/rush/floor-server.ts) as a child process of the bench,
 * so its CPU is read from /proc as the real servers' is (scripts/rush/targets.ts).
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerProcess } from "./targets";

export type Recorded = { status: number; headers: Record<string, string>; body: string };

/** Starts the floor on `port` answering `answers` ("METHOD /api/v1/path?query" → the real server's answer). */
export async function startFloor(port: number, answers: Record<string, Recorded>): Promise<ServerProcess> {
  const file = join(tmpdir(), `antrean-floor-${process.pid}-${port}.json`);
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/rush/floor-server.ts", String(port), file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // it prints its line once it listens
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("floor: listening")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the floor server exited (${code}) before it listened`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
