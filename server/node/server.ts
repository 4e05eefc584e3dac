import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { AddressInfo, Socket } from "node:net";
import { createApiAnswers } from "../api";
import { createClock } from "../clock";
import { ServerContext } from "../context";
import type { ApiRequest } from "../handlers/api-request";
import { loadStaffPart } from "../handlers";
import type { Intercept } from "../handlers/route";
import { answerClientErrors, createHttpListener, createHttpServer, withControlApi } from "../http-server";
import { MemoryStore } from "../store/memory/memory-store";
import { openSqlStore } from "../store/sql/open";
import type { StoreKind } from "../store/basics";
import type { Store } from "../store/store";
import { demoLoginsIn, demoLoginsRefusal } from "./demo-logins";
import { createObservability, logWritten, operationsListener } from "./observability";
import { argon2idHasher } from "./passwords";
import { SettingsError, type ServerSettings } from "./settings";
import { writeWorkbookInThread } from "./workbook-thread";

export type RunningServer = {
  /** http://host:port */
  url: string;
  store: StoreKind;
  migration: string | null;
  /** what this start seeded into an empty database: the demo data (always, in memory), or in production the reference data alone */
  seeded: "demo" | "reference" | null;
  /**
   * Graceful shutdown: stop accepting, let the requests in flight finish (up to `drainMs`, then their connections are
   * cut), close idle keep-alive connections, then close the store (the pool ends; PGlite flushes its files).
   */
  close(drainMs?: number): Promise<void>;
};

export type StartOptions = {
  /** the JSON request log (pino; scripts/serve.ts makes it); none: no request log, the metrics still count */
  logger?: Logger;
  /**
   * The built site with the API's listener for `/api` (scripts/static-site.ts); without it the API alone. The script
   * that starts the server passes it and the control API in: server/ imports neither scripts/ nor mocks/.
   */
  site?: (api: RequestListener) => Server;
  /**
   * The test control API, used when `settings.control` is on: its answer for a request under /__mock/ (null for any
   * other) and the faults it sets as the API's intercept.
   */
  control?: (context: ServerContext) => { answer: (request: ApiRequest) => Promise<Response | null>; intercept: Intercept };
};

/**
 * `npm run serve` (docs/deploy.md, "Running the server"; ADR 106), the one entry of the API in Node: the store opened
 * (SQL: migrated and seeded when empty; memory: seeded), the API (server/api.ts) with argon2id and the configured
 * signing keys, and the production build beside it on one port.
 */
export async function startServer(settings: ServerSettings, options: StartOptions = {}): Promise<RunningServer> {
  // the whole API before anything opens: the first staff call waits on no import, and a part that cannot load stops
  // the start here (server/handlers/index.ts)
  await loadStaffPart();
  const clock = createClock();
  if (settings.startAt) clock.set(settings.startAt);
  const seed = settings.seedTickets === undefined ? {} : { tickets: settings.seedTickets };
  const opened: {
    store: Store;
    migration: string | null;
    seeded: "demo" | "reference" | null;
    poolStats: () => { inUse: number; waiting: number; size: number } | null;
  } =
    settings.store === "memory"
      ? { store: new MemoryStore(), migration: null, seeded: "demo", poolStats: () => null }
      : await openSqlStore({
          ...settings.database,
          now: clock.now(),
          // production: no demo data or logins, ever (docs/deploy.md, "The first administrator")
          seed: settings.production ? "reference" : seed,
        });
  if (settings.production) {
    const demoLogins = await demoLoginsIn(opened.store, argon2idHasher).catch(async (error: unknown) => {
      await opened.store.close();
      throw error;
    });
    if (demoLogins.length > 0) {
      await opened.store.close();
      throw new SettingsError([demoLoginsRefusal(demoLogins)]);
    }
  }
  const context = new ServerContext({
    store: opened.store,
    clock,
    passwords: argon2idHasher,
    signingSecrets: settings.secrets ?? undefined,
    migration: opened.migration,
    writeWorkbook: writeWorkbookInThread,
  });
  if (settings.store === "memory") await context.reset(seed);
  const control = settings.control && options.control ? options.control(context) : null;
  // the API's plain answers, written without a Response (issue 34); the control API's are Responses
  const api = createApiAnswers(context, { intercept: control?.intercept });
  const handler = control ? withControlApi(control.answer, api) : api;
  // the operators' log, metrics, liveness and readiness (issue 33 point 6): Node-only, beside the API
  const observability = createObservability({
    store: opened.store.kind,
    pool: opened.poolStats,
    logger: options.logger ?? null,
  });
  const httpOptions = {
    corsOrigins: settings.corsOrigins,
    trustedProxies: settings.trustedProxies,
    onAnswer: observability.onAnswer,
  };
  const server = withOperations(
    options.site
      ? answerClientErrors(options.site(createHttpListener(handler, httpOptions)))
      : createHttpServer(handler, httpOptions),
    operationsListener({
      observability,
      ping: () => opened.store.ping(),
      metricsAllow: settings.metricsAllow,
      trustedProxies: settings.trustedProxies,
    }),
  );

  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${settings.host.includes(":") ? `[${settings.host}]` : settings.host}:${port}`,
    store: opened.store.kind,
    migration: opened.migration,
    seeded: opened.seeded,
    close(drainMs = 10_000) {
      closing ??= (async () => {
        const drained = new Promise<void>((resolve) => server.close(() => resolve()));
        // idle keep-alive connections would hold server.close() open; busy ones finish their request first
        server.closeIdleConnections();
        const timer = setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, drainMs);
        await drained;
        clearTimeout(timer);
        await opened.store.close();
        // the request log's gathered lines (createLogger's buffered destination) reach stdout before close() resolves
        if (options.logger) await logWritten(options.logger);
      })();
      return closing;
    },
  };
}

/** The server with `operations` (/livez, /readyz, /metrics) answered before whatever listened to it. */
function withOperations(server: Server, operations: (incoming: IncomingMessage, outgoing: ServerResponse) => boolean): Server {
  const listeners = server.listeners("request") as RequestListener[];
  server.removeAllListeners("request");
  server.on("request", (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (operations(incoming, outgoing)) return;
    for (const listener of listeners) listener.call(server, incoming, outgoing);
  });
  return server;
}
