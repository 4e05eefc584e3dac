import type { IncomingMessage, ServerResponse } from "node:http";
import type { EventEmitter } from "node:events";
import { isIP } from "node:net";
import pino, { type DestinationStream, type Logger } from "pino";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { outcomes } from "../../contract/outcomes";
import { clientAddressOf } from "../client-address";
import type { AnsweredRequest } from "../http-server";
import type { StoreKind } from "../store/basics";

/**
 * What the operators watch at 06:00 (issue 33 point 6, docs/deploy.md "Watching the opening"): one JSON log line per
 * request (pino) and Prometheus metrics (prom-client) from the Node server only. Server-only on purpose: the demo runs
 * server/api.ts in the page, and neither library may enter a browser bundle (`npm run size` checks), so both live
 * here, fed by the socket layer's `onAnswer` (server/http-server.ts).
 */

/** The pool of the store's database as the metrics read it; null when the store has none (PGlite runs in-process). */
export type PoolStats = () => { inUse: number; waiting: number; size: number } | null;

/** The outcomes of a registration the counter starts at 0 (alerts see a rate, not an absent series). */
const REGISTRATION_OUTCOMES = [
  "201",
  ...(outcomes.guestCreateQueue?.refusals ?? []).map(([, code]) => code),
  "VALIDATION",
  "RATE_LIMITED",
  "503",
];

/**
 * How often the event loop's lag is sampled (prom-client's monitorEventLoopDelay resolution, default 10 ms): each
 * sample wakes an idle process, 92 times a second at 10 ms, about 5 ms of CPU a second of a process otherwise idle
 * (issue 34, docs/performance-log.md "Node's share of a create"). A lag longer than this is always seen; the
 * percentiles count the interval itself (an idle process reads about 0.02 s), far below the 0.2-s alert
 * (docs/deploy.md).
 */
export const EVENT_LOOP_RESOLUTION_MS = 20;

/** Seconds: from a cached guest list (< 5 ms) to the store's 10 s query timeout and a look-up after it. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

export type Observability = {
  /** the request log and the metrics of one answer (HttpServerOptions.onAnswer) */
  onAnswer(answer: AnsweredRequest): void;
  /** GET /metrics in the Prometheus text format */
  metrics(): Promise<{ contentType: string; text: string }>;
  registry: Registry;
};

export function createObservability(options: { store: StoreKind; pool: PoolStats; logger: Logger | null }): Observability {
  const registry = new Registry();
  // process CPU and memory, GC, and the event loop's lag (nodejs_eventloop_lag_seconds and its percentiles)
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_RESOLUTION_MS });
  // gauges whose names end in _total, which Prometheus keeps for counters (`promtool check metrics` refuses them);
  // their by-type twins (nodejs_active_handles, …) stay
  for (const name of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"])
    registry.removeSingleMetric(name);
  const duration = new Histogram({
    name: "antrean_http_request_duration_seconds",
    help: "Time to answer an API request, by the contract's endpoint name and the status",
    labelNames: ["route", "status"],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const registrations = new Counter({
    name: "antrean_registrations_total",
    help: "Guest registrations answered, by outcome: 201, each refusal code, 503",
    labelNames: ["outcome"],
    registers: [registry],
  });
  for (const outcome of REGISTRATION_OUTCOMES) registrations.inc({ outcome }, 0);
  const droppedLines = new Counter({
    name: "antrean_log_lines_dropped_total",
    help: "Request log lines dropped because 8 MB of lines waited unwritten (stdout not read)",
    registers: [registry],
  });
  // the logger's destination (pino's own symbol for it): sonic-boom's 'drop' event, once a line past maxLength
  const destination = options.logger
    ? (options.logger as unknown as Record<symbol, Partial<Pick<EventEmitter, "on">> | undefined>)[pino.symbols.streamSym]
    : undefined;
  destination?.on?.("drop", () => droppedLines.inc());
  new Gauge({
    name: "antrean_db_pool_in_use",
    help: "Database connections of this process busy with a statement",
    registers: [registry],
    collect() {
      this.set(options.pool()?.inUse ?? 0);
    },
  });
  new Gauge({
    name: "antrean_db_pool_waiting",
    help: "Requests of this process waiting for a free database connection",
    registers: [registry],
    collect() {
      this.set(options.pool()?.waiting ?? 0);
    },
  });
  new Gauge({
    name: "antrean_db_pool_size",
    help: "Database connections this process holds open",
    registers: [registry],
    collect() {
      this.set(options.pool()?.size ?? 0);
    },
  });

  // each route and status's histogram child, and each outcome's counter child, kept (prom-client's own labels()):
  // observing through a label object hashes the labels on every call, a few % of a kept list's CPU (issue 34)
  const durations = new Map<string, Map<number | "dropped", Histogram.Internal<"route" | "status">>>();
  const durationOf = (route: string, status: number | "dropped") => {
    let byStatus = durations.get(route);
    if (!byStatus) durations.set(route, (byStatus = new Map()));
    let child = byStatus.get(status);
    if (!child) byStatus.set(status, (child = duration.labels(route, String(status))));
    return child;
  };
  const outcomes = new Map<string, Counter.Internal>();
  const outcomeOf = (outcome: string) => {
    let child = outcomes.get(outcome);
    if (!child) outcomes.set(outcome, (child = registrations.labels(outcome)));
    return child;
  };

  return {
    registry,
    onAnswer(answer) {
      durationOf(answer.route, answer.status).observe(answer.durationMs / 1000);
      if (answer.route === "guestCreateQueue" && answer.status !== "dropped") {
        const outcome =
          answer.status === 201 || answer.status === 200
            ? "201"
            : answer.status === 503
              ? "503"
              : (answer.code ?? String(answer.status));
        outcomeOf(outcome).inc();
      }
      options.logger?.info(
        {
          requestId: answer.requestId,
          method: answer.method,
          route: answer.route,
          status: answer.status,
          ...(answer.code ? { code: answer.code } : {}),
          durationMs: Math.round(answer.durationMs * 10) / 10,
          store: options.store,
        },
        "request",
      );
    },
    async metrics() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}

/**
 * How the request log reaches stdout: lines gathered up to this many bytes (about 20 lines) and written by one
 * asynchronous write, at least every LOG_FLUSH_MS. pino's default destination (sonic-boom, asynchronous, no buffer)
 * hands every line to libuv's thread pool on its own: a write, a thread woken and the event loop woken again per API
 * call, most of the system calls a kept guest list made (docs/performance-log.md, "Session 17"). A clean stop writes
 * what is gathered (RunningServer.close awaits logWritten; pino's own exit hook flushes on `process.exit` and an
 * uncaught error) unless stdout has been blocked for more than about a second (docs/deploy.md, "Watching the opening");
 * a killed process (SIGKILL, a power cut) loses at most the last second's lines.
 */
export const LOG_BUFFER_BYTES = 4096;
export const LOG_FLUSH_MS = 1_000;
/**
 * The most the request log holds unwritten (about 40,000 lines): a stdout nobody reads must not grow the process's
 * memory without bound. Lines past it are dropped and counted (`antrean_log_lines_dropped_total`).
 */
export const LOG_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Where the request log goes: a file descriptor (default stdout), buffered and asynchronous (LOG_BUFFER_BYTES). Its
 * owner ends it (`end()`: the last lines written, the descriptor closed unless it is stdout or stderr); a process that
 * exits needs not (pino's exit hook writes what is left).
 */
export function logDestination(fd = 1, bounds = { maxBytes: LOG_MAX_BYTES }): ReturnType<typeof pino.destination> {
  const destination = pino.destination({ dest: fd, sync: false, minLength: LOG_BUFFER_BYTES, maxLength: bounds.maxBytes });
  // Its own periodic flush, not sonic-boom's (`periodicFlush`), which writes (an empty buffer) every period whether or
  // not a line came: this one flushes only while bytes handed to the destination are not written yet. Counted here,
  // not read from sonic-boom's fields: bytes in through write, out through its 'write' event and flushSync (which
  // writes all and emits nothing)
  let unwritten = 0;
  const write = destination.write.bind(destination);
  const flushSync = destination.flushSync.bind(destination);
  destination.write = (line: string) => {
    unwritten += Buffer.byteLength(line);
    return write(line);
  };
  destination.flushSync = () => {
    flushSync();
    unwritten = 0;
  };
  destination.on("write", (bytes: number) => (unwritten -= bytes));
  destination.on("drop", (line: string) => (unwritten -= Buffer.byteLength(line)));
  const timer = setInterval(() => {
    if (unwritten <= 0) return;
    try {
      destination.flush();
    } catch {
      clearInterval(timer); // ended or destroyed: nothing more will be written
    }
  }, LOG_FLUSH_MS).unref();
  destination.once("close", () => clearInterval(timer));
  return destination;
}

/**
 * Once the logger's destination has written what it holds, or after LOG_FLUSH_MS: a stdout nobody reads must not hold
 * the shutdown (what is left is written by pino's exit hook, synchronously). sonic-boom's flush calls back when the
 * write under way ends, with up to LOG_BUFFER_BYTES of lines gathered behind it still unwritten: those are written
 * then, synchronously (nothing else is being written at that moment, so nothing is written out of order).
 */
export function logWritten(logger: Logger): Promise<void> {
  // pino's own symbol for the logger's destination (pino.symbols): a stream of any kind, a flushSync only if it has one
  const destination = (logger as unknown as Record<symbol, { flushSync?: () => void }>)[pino.symbols.streamSym];
  return new Promise((resolve) => {
    setTimeout(resolve, LOG_FLUSH_MS).unref();
    logger.flush((error) => {
      if (!error) destination?.flushSync?.();
      resolve();
    });
  });
}

/** The server's JSON log: pino's own fields, ISO time, no host name or process id of its own choosing. */
export function createLogger(destination: DestinationStream = logDestination()): Logger {
  return pino({ base: { service: "antrean" }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

/** How long the readiness answer may wait for the database: a load balancer must not wait out the query timeout. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * The answers for the operators beside the API, on the server's own paths (not the contract's):
 *   GET /livez    200 while the process answers at all (no database: a stalled database is no reason to restart it)
 *   GET /readyz   200 when the database answers within READINESS_TIMEOUT_MS, else 503 (take it out of rotation)
 *   GET /metrics  the Prometheus text, only to loopback and the addresses in METRICS_ALLOW (else 403)
 * GET /api/v1/health stays as the contract says. Returns false for any other request.
 */
export function operationsListener(options: {
  observability: Observability;
  ping: () => Promise<void>;
  metricsAllow: readonly string[];
  trustedProxies: readonly string[];
}): (incoming: IncomingMessage, outgoing: ServerResponse) => boolean {
  // one ping at a time: probes every second on a stalled database must not take every pool connection
  let pinging: Promise<boolean> | null = null;
  const ready = () => {
    pinging ??= options.ping().then(
      () => true,
      () => false,
    );
    const current = pinging;
    void current.finally(() => {
      if (pinging === current) pinging = null;
    });
    return Promise.race([
      current,
      new Promise<false>((resolve) => setTimeout(() => resolve(false), READINESS_TIMEOUT_MS).unref()),
    ]);
  };

  const json = (outgoing: ServerResponse, status: number, body: unknown) =>
    outgoing
      .writeHead(status, {
        "Content-Type": "application/json",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      })
      .end(JSON.stringify(body));

  return (incoming, outgoing) => {
    const path = (incoming.url ?? "").split("?")[0];
    if (incoming.method !== "GET" && incoming.method !== "HEAD") return false;
    if (path === "/livez") {
      json(outgoing, 200, { status: "alive" });
      return true;
    }
    if (path === "/readyz") {
      void ready().then((ok) =>
        json(
          outgoing,
          ok ? 200 : 503,
          ok ? { status: "ready" } : { status: "unavailable", error: "The database does not answer" },
        ),
      );
      return true;
    }
    if (path === "/metrics") {
      const client = clientAddressOf(incoming.socket.remoteAddress, incoming.headers["x-forwarded-for"], options.trustedProxies);
      if (!isLoopback(client) && !options.metricsAllow.includes(client)) {
        json(outgoing, 403, { error: "Metrics are answered only to the addresses in METRICS_ALLOW", code: "FORBIDDEN" });
        return true;
      }
      void options.observability
        .metrics()
        .then(({ contentType, text }) =>
          outgoing
            .writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" })
            .end(text),
        );
      return true;
    }
    return false;
  };
}

function isLoopback(address: string): boolean {
  return address === "::1" || (isIP(address) === 4 && address.startsWith("127."));
}
