/**
 * The repository's own nginx site (deploy/nginx/*.conf) run by Debian's nginx as a throw-away: its own prefix, temp
 * and cache folders and port, in front of the given server processes. Used by deploy/nginx.proxy.test.ts (the
 * per-client limits of ADR 125 over two processes) and by `npm run bench:rush` (the deployed topology, issue 34).
 *
 * The shipped files are run, not copied: antrean-api.conf and security-headers.conf are included from deploy/nginx/
 * as they are; antrean.conf and antrean-api-upstream.conf are rendered with only what a machine of its own changes
 * (siteEdits, upstreamEdits: the addresses, the paths and the access log's folder, TLS), each edit failing loudly when
 * its text is no longer in the shipped file. deploy/nginx.test.ts checks that nothing else differs.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";

export const NGINX = "/usr/sbin/nginx";
/** deploy/nginx/, where the shipped files are. */
export const SHIPPED = fileURLToPath(new URL("./nginx/", import.meta.url));

export const nginxInstalled = () => existsSync(NGINX);

export type ThrowawayOptions = {
  /** host:port of every server process (the upstream's `server` lines) */
  upstreams: string[];
  /** the port nginx listens on, on 127.0.0.1 */
  port: number;
  /** the built site nginx serves (default: the repository's dist/; a missing folder only makes the pages 404) */
  root?: string;
  /**
   * The address of a proxy in front of nginx whose X-Forwarded-For names the client (real_ip_header, as docs/deploy.md
   * says for a CDN): the rush's generator, which plays thousands of citizens from one address.
   */
  forwardedBy?: string;
  /** nginx worker processes (default auto: one per core) */
  workers?: number | "auto";
  /**
   * Where the access log goes, kept after stop, with each request's timings instead of the shipped `combined` line:
   * its end ($msec), $request_time, the upstream's connect and answer times and address, the cache's verdict (the
   * rush's `--trace`). Default: the shipped line, in the throw-away's folder.
   */
  timingLog?: string;
};

/** The lines of the shipped site that a throw-away changes, each with what it becomes. */
export function siteEdits(prefix: string, { port, root, forwardedBy, timingLog }: ThrowawayOptions): [RegExp, string][] {
  return [
    // the port-80 redirect to https: no TLS here
    [/server \{\n {4}listen 80;[\s\S]*?\n\}\n\n/, ""],
    [/ {4}listen 443 ssl;\n {4}http2 on;\n/, `    listen 127.0.0.1:${port};\n`],
    [/\n {4}ssl_certificate .*\n {4}ssl_certificate_key .*\n/, "\n"],
    [/ {4}root \/srv\/antrean\/dist;/, `    root ${root ?? fileURLToPath(new URL("../dist/", import.meta.url))};`],
    timingLog
      ? [/\/var\/log\/nginx\/antrean\.access\.log combined/, `${timingLog} timing`]
      : [/\/var\/log\/nginx\/antrean\.access\.log/, join(prefix, "access.log")],
    [
      / {4}server_tokens off;\n/,
      `    server_tokens off;\n${forwardedBy ? `    set_real_ip_from ${forwardedBy};\n    real_ip_header X-Forwarded-For;\n` : ""}`,
    ],
    [/\/etc\/nginx\/snippets\/antrean-security-headers\.conf/g, shippedPath("security-headers.conf")],
    [/\/etc\/nginx\/snippets\/antrean-api\.conf/g, shippedPath("antrean-api.conf")],
    [/\/etc\/nginx\/snippets\/antrean-api-upstream\.conf/g, join(prefix, "antrean-api-upstream.conf")],
  ];
}

/** The upstream's addresses and the micro-cache's folder. */
export function upstreamEdits(prefix: string, { upstreams }: ThrowawayOptions): [RegExp, string][] {
  return [
    [
      /( {4}server 127\.0\.0\.1:\d+ (.*);\n)+/,
      upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;\n`).join(""),
    ],
    [/\/var\/cache\/nginx\/antrean/, join(prefix, "cache")],
  ];
}

function edit(text: string, edits: [RegExp, string][], file: string): string {
  return edits.reduce((result, [pattern, replacement]) => {
    if (!pattern.test(result))
      throw new Error(`deploy/nginx/${file} no longer holds ${pattern}: update deploy/nginx-throwaway.ts`);
    pattern.lastIndex = 0;
    return result.replace(pattern, replacement);
  }, text);
}

/** The throw-away's files, by name in its prefix: the rendered site and upstream, and the nginx.conf around them. */
export function renderThrowaway(prefix: string, options: ThrowawayOptions): Record<string, string> {
  const read = (name: string) => readFileSync(join(SHIPPED, name), "utf8");
  return {
    "antrean.conf": edit(read("antrean.conf"), siteEdits(prefix, options), "antrean.conf"),
    "antrean-api-upstream.conf": edit(
      read("antrean-api-upstream.conf"),
      upstreamEdits(prefix, options),
      "antrean-api-upstream.conf",
    ),
    // the machine's own nginx.conf, not shipped: what docs/deploy.md asks of a city's ("nginx itself")
    "nginx.conf": `pid ${prefix}/nginx.pid;
worker_processes ${options.workers ?? "auto"};
worker_rlimit_nofile 8192;
${process.getuid?.() === 0 ? "user root;\n" : ""}events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
${options.timingLog ? `    log_format timing '$msec $request_time $upstream_connect_time $upstream_header_time $upstream_response_time $upstream_addr $upstream_cache_status $status $request_method $uri $connection $connection_requests';\n` : ""}    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${prefix}/antrean.conf;
}
`,
  };
}

export type ThrowawayNginx = {
  url: string;
  prefix: string;
  /** the master's pid (its workers are its children): the bench counts their CPU */
  pid: number;
  /** Stops nginx and waits until its master has exited, then removes its folder. */
  stop(): Promise<void>;
  /** Tells nginx to stop, without waiting: for a process that is itself being stopped (Ctrl-C of the bench). */
  signalStop(): void;
};

/** Starts the throw-away; it answers on `url` when this returns. */
export async function startNginx(options: ThrowawayOptions): Promise<ThrowawayNginx> {
  const prefix = mkdtempSync(join(tmpdir(), "antrean-nginx-"));
  for (const folder of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi", "cache"]) mkdirSync(join(prefix, folder));
  chmodSync(prefix, 0o755);
  for (const [name, text] of Object.entries(renderThrowaway(prefix, options))) writeFileSync(join(prefix, name), text);
  const args = ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", join(prefix, "error.log")];
  // daemon mode: the command returns once the master has bound the port and gone to the background
  execFileSync(NGINX, args, { stdio: "inherit" });
  const pid = Number(readFileSync(join(prefix, "nginx.pid"), "utf8"));
  const signalStop = () => {
    if (alive(pid)) process.kill(pid, "SIGTERM");
  };
  return {
    url: `http://127.0.0.1:${options.port}`,
    prefix,
    pid,
    signalStop,
    async stop() {
      try {
        signalStop();
        // the master exits once its workers have: then its port and folders are free
        while (alive(pid)) await sleep(20);
      } finally {
        rmSync(prefix, { recursive: true, force: true });
      }
    },
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A shipped file's path, as the throw-away includes it. */
export const shippedPath = (name: string) => join(SHIPPED, name);
