import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../server/rate-limit";
import { productionSecret, startCluster, startServe, type ServeProcess } from "../server/node/testing/processes";

// ADR 125: the per-client guest limits hold whatever the number of processes, because the proxy holds them. The
// repository's own nginx files (deploy/nginx/antrean-api*.conf; only the upstream's addresses are this test's) run
// with Debian's nginx as a throw-away (its own prefix, temp folders and port) in front of two server processes on one
// PostgreSQL. Without the proxy, the same client gets each process's limit, twice the limit in all.

const nginx = "/usr/sbin/nginx";
const snippets = fileURLToPath(new URL("./nginx/", import.meta.url));

let cluster: Awaited<ReturnType<typeof startCluster>>;
let servers: ServeProcess[] = [];
let prefix = "";
let proxy = "";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

const nginxArgs = () => ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", join(prefix, "error.log")];

beforeAll(async () => {
  cluster = await startCluster();
  const env = {
    DATABASE_URL: await cluster.databaseUrl("antrean_proxy"),
    DATABASE_POOL_SIZE: "2",
    AUTH_SECRET: productionSecret(),
    MOCK_TICKETS: "0",
    // nginx is the proxy: its X-Forwarded-For names the client (docs/deploy.md)
    TRUSTED_PROXIES: "127.0.0.1",
  };
  servers = [await startServe(env)];
  servers.push(await startServe(env));

  prefix = mkdtempSync(join(tmpdir(), "antrean-nginx-"));
  for (const folder of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(prefix, folder));
  chmodSync(prefix, 0o755);
  const [first, second] = servers.map((server) => new URL(server.url).host);
  const upstream = readFileSync(join(snippets, "antrean-api-upstream.conf"), "utf8")
    .replace("127.0.0.1:8081", first!)
    .replace("127.0.0.1:8082", second!);
  expect(upstream).toContain(`server ${second} `);
  writeFileSync(join(prefix, "antrean-api-upstream.conf"), upstream);
  const port = await freePort();
  writeFileSync(
    join(prefix, "nginx.conf"),
    `pid ${prefix}/nginx.pid;
worker_processes 2;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${prefix}/antrean-api-upstream.conf;
    server {
        listen 127.0.0.1:${port};
        include ${join(snippets, "antrean-api.conf")};
    }
}
`,
  );
  // daemon mode: the command returns once the master has bound the port and gone to the background
  execFileSync(nginx, nginxArgs(), { stdio: "inherit" });
  proxy = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  if (prefix) {
    try {
      execFileSync(nginx, [...nginxArgs(), "-s", "stop"]);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  }
  await Promise.all(servers.map((server) => server.stop()));
  cluster?.stop();
});

/** `count` guest calls at once, from one client, to `bases` in turn: the answers' statuses and the time it took. */
async function burst(bases: string[], path: string, count: number, headers: Record<string, string> = {}) {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      // an empty body: the gate refuses it (422) after the rate limit, so nothing is written and no seat is needed
      const response = await fetch(`${bases[i % bases.length]}/api/v1${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: "{}",
      });
      const text = await response.text();
      return { status: response.status, retryAfter: response.headers.get("retry-after"), text };
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

describe.each([
  { path: "/queues/create", limit: DEFAULT_RATE_LIMITS.guestCreateQueue!.limit, secondsPerRequest: 2 },
  { path: "/queues/get", limit: DEFAULT_RATE_LIMITS.guestCheckQueues!.limit, secondsPerRequest: 1 },
])("$path: $limit a minute per client", ({ path, limit, secondsPerRequest }) => {
  it("without the proxy, each of two processes lets the same client have the whole limit", async () => {
    const direct = servers.map((server) => server.url);
    const { answers } = await burst(direct, path, 2 * limit, { "X-Forwarded-For": `192.0.2.${limit}` });
    expect(answers.filter((answer) => answer.status === 429)).toEqual([]);
  });

  it("through the repository's nginx, the client gets the limit once over both processes, then the API's 429", async () => {
    const { answers, seconds } = await burst([proxy], path, 2 * limit);
    const passed = answers.filter((answer) => answer.status !== 429);
    const refused = answers.filter((answer) => answer.status === 429);
    // the whole allowance at once, plus what the bucket refilled while the burst was being answered
    expect(passed.length).toBeGreaterThanOrEqual(limit);
    expect(passed.length).toBeLessThanOrEqual(limit + Math.ceil(seconds / secondsPerRequest));
    expect(passed.every((answer) => answer.status === 422)).toBe(true);
    for (const answer of refused) {
      expect(JSON.parse(answer.text)).toEqual({
        error: "Terlalu banyak permintaan. Coba lagi dalam 2 detik",
        code: "RATE_LIMITED",
      });
      expect(answer.retryAfter).toBe("2");
    }
  });
});
