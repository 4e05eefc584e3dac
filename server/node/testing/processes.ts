import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";

// What the tests of the restart stage that run the server as its operators do share: `npm run serve` and the admin
// command as child processes (their PostgreSQL: ThrowawayCluster, ./throwaway-cluster.ts).

const root = fileURLToPath(new URL("../../../", import.meta.url));

/** An AUTH_SECRET a production start accepts, the same for every process of one test. */
export const productionSecret = () => randomBytes(48).toString("base64");

export type ServeProcess = {
  /** http://127.0.0.1:port (the port the OS gave: PORT=0) */
  url: string;
  /** what it printed on standard output, so far */
  output: () => string;
  stop(): Promise<void>;
};

/** The environment every test server starts with: the API alone, on a port of the OS's choosing, no request log. */
const serveDefaults = { SERVE_SITE: "0", PORT: "0", HOST: "127.0.0.1", QUIET: "1" };

function spawnScript(script: string, args: string[], env: Record<string, string>): ChildProcess {
  // node with tsx's loader (not npx): the child is the script, so its exit is the script's
  // none of the test run's own settings: each server gets exactly what its test gives it
  const inherited = { ...process.env };
  for (const name of ["NODE_ENV", "MOCK_CONTROL", "MOCK_NOW", "MOCK_TICKETS", "DATABASE_URL", "PGLITE_DIR", "AUTH_SECRET"])
    delete inherited[name];
  return spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
}

/** `npm run serve` with `env`; resolves once it has printed its start line (`serve: <url>/ …`), which it prints when it listens. */
export async function startServe(env: Record<string, string>): Promise<ServeProcess> {
  const child = spawnScript("scripts/serve.ts", [], { ...serveDefaults, ...env });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const started = /^serve: (http:\/\/\S+?)\/ /m.exec(output);
      if (started) resolve(started[1]!);
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`serve ended before it listened (exit ${code}):\n${output}`)));
  });
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * `npm run serve` that is expected to refuse to start: its exit code and everything it printed. One that starts
 * instead is stopped at once (its exit code is then SIGTERM's 0, or null).
 */
export async function refusedServe(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawnScript("scripts/serve.ts", [], { ...serveDefaults, ...env });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    if (/^serve: http/m.test(output)) child.kill("SIGTERM");
  });
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, output };
}

/** `npm run admin:<command> -- <args>` with the password on its standard input, as an operator pipes it. */
export async function runAdmin(
  command: "create" | "password",
  args: string[],
  password: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawnScript("scripts/admin.ts", [command, ...args], env);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stdin?.end(`${password}\n`);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, output };
}

/** POST /users/auth/login: the status and the access token when there is one. */
export async function login(
  url: string,
  username: string,
  password: string,
): Promise<{ status: number; token: string | undefined }> {
  const response = await fetch(`${url}/api/v1/users/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { data?: { accessToken?: string } };
  return { status: response.status, token: body.data?.accessToken };
}
