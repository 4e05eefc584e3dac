import { execFileSync } from "node:child_process";
import { createServer } from "node:net";
import pg from "pg";

const script = new URL("../../../scripts/pg-throwaway.sh", import.meta.url).pathname;

/**
 * A PostgreSQL cluster of a test's own (scripts/pg-throwaway.sh) on a free port: the restart and proxy stages'
 * tests start it, make their databases in it, and stop, start, freeze and thaw it under a running server or store
 * (docs/testing.md).
 */
export class ThrowawayCluster {
  #port = 0;
  #url = "";

  /** Starts it on a free port; answers its DATABASE_URL. */
  async start(): Promise<string> {
    this.#port = await freePort();
    this.#url = /DATABASE_URL=(\S+)/.exec(this.run("start"))![1]!;
    return this.#url;
  }

  /** Makes an empty database `name` in it; answers that database's URL. */
  async databaseUrl(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: this.#url });
    await client.connect();
    try {
      await client.query(`create database ${name}`);
    } finally {
      await client.end();
    }
    const own = new URL(this.#url);
    own.pathname = `/${name}`;
    return own.href;
  }

  run(action: "start" | "stop" | "down" | "up" | "freeze" | "thaw" | "thaw-backends"): string {
    return execFileSync(script, [action, String(this.#port)], { encoding: "utf8" });
  }

  /** Stops it and removes its folder; a cluster never started has nothing to stop. */
  stop(): void {
    if (this.#port) this.run("stop");
  }
}

/** A TCP port on 127.0.0.1 that nothing listens on now, for a process that cannot take port 0 (PostgreSQL, nginx). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
