/**
 * The servers the rush runs against, started as child processes with the test control API (MOCK_CONTROL=1) and the
 * generator trusted as a reverse proxy (its X-Forwarded-For gives each citizen an address of their own, so the
 * per-client rate limits stay on and meet real citizens' numbers). Each writes its JSON request log as a city's
 * `npm run serve` does (docs/deploy.md, "Logs"), into a file of the run's own, so the log's cost is in every figure.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { statFields, TICKS_PER_SECOND } from "./participants";

export type TargetKind = "mock" | "pglite" | "postgres";

export type ServerProcess = {
  base: string;
  port: number;
  child: ChildProcess;
  /** the API's request log (its stdout), removed when it stops; the floor's bare server writes none */
  logFile?: string;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/** The last lines of a log file, for a server that failed to start or died. */
const tailOf = (file: string) => {
  try {
    return readFileSync(file, "utf8").slice(-4000);
  } catch {
    return "";
  }
};

export async function startServer(
  kind: TargetKind,
  port: number,
  env: Record<string, string | undefined> = {},
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const logFolder = mkdtempSync(join(tmpdir(), "antrean-rush-log-"));
  const logFile = join(logFolder, `server-${port}.log`);
  const log = openSync(logFile, "a");
  // one entry for every target (`npm run serve`): the mock is its memory store
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "scripts/serve.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      MOCK_CONTROL: "1",
      SERVE_SITE: "0",
      TRUSTED_PROXIES: "127.0.0.1",
      ...(kind === "mock" ? { STORE: "memory" } : {}),
      NODE_ENV: "development",
      ...env,
    },
    stdio: ["ignore", log, "pipe"],
  });
  closeSync(log);
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => void (errors = (errors + chunk.toString()).slice(-4000)));
  const output = () => `${tailOf(logFile)}${errors}`;
  const base = `http://127.0.0.1:${port}`;
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // a server that dies on its own is a finding: show why
  child.once("exit", (code, signal) => {
    if (!stopping && signal !== "SIGKILL")
      console.error(`[rush] ${kind} server on ${port} exited (${code ?? signal}):\n${output()}`);
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${kind} server on ${port} exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${base}/__mock/clock`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${kind} server on ${port} did not start:\n${output()}`);
    await sleep(250);
  }
  return {
    base,
    port,
    child,
    logFile,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      rmSync(logFolder, { recursive: true, force: true });
    },
  };
}

/**
 * The CPU (user + system) a server process has used so far, in seconds, from /proc (Linux); null where there is no
 * /proc or the process is gone. Unlike a CPU profile's busy time, it does not grow when the machine is loaded and the
 * process waits for a core, so runs at different loads compare on it.
 */
export function cpuSecondsOf(server: ServerProcess): number | null {
  const times = cpuTimesOf(server);
  return times && times.user + times.system;
}

/**
 * The same, split: `user` is the process's own code (JavaScript, V8, the HTTP parser), `system` the kernel's work on
 * its behalf — mostly the writes to loopback sockets, whose receiving side the kernel runs in the writer's time.
 */
export function cpuTimesOf(server: ServerProcess): { user: number; system: number } | null {
  try {
    const field = statFields(readFileSync(`/proc/${server.child.pid}/stat`, "utf8"));
    // utime and stime
    return { user: field(14) / TICKS_PER_SECOND, system: field(15) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}
