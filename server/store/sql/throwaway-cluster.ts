import { execFileSync } from "node:child_process";
import { createServer } from "node:net";

const script = new URL("../../../scripts/pg-throwaway.sh", import.meta.url).pathname;

/**
 * A PostgreSQL cluster of a restart test's own (scripts/pg-throwaway.sh) on a free port, which the test stops,
 * starts, freezes and thaws under a running server or store (the restart tests: docs/testing.md).
 */
export class ThrowawayCluster {
  #port = 0;

  /** Starts it on a free port; answers its DATABASE_URL. */
  async start(): Promise<string> {
    this.#port = await freePort();
    return /DATABASE_URL=(\S+)/.exec(this.run("start"))![1]!;
  }

  run(action: "start" | "stop" | "down" | "up" | "freeze" | "thaw" | "thaw-backends"): string {
    return execFileSync(script, [action, String(this.#port)], { encoding: "utf8" });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
