/**
 * `npm run serve`: the API's one entry in Node (docs/deploy.md, "Running the server"; ADR 106). The production build
 * (dist/, built first when missing) with the headers of deploy/security-headers.ts and the API under /api/v1 on one
 * port, on PGlite in .data/ or the PostgreSQL of DATABASE_URL (an empty database is migrated and seeded with the demo
 * data and logins; with NODE_ENV=production the permissions and roles alone, and a database holding a demo login with
 * the demo password is refused), or with STORE=memory on the demo's memory store, seeded at start, as curl, the
 * contract suite and `npm run preview` use it. SIGINT/SIGTERM shut it down gracefully.
 *
 *   PORT (8080), HOST (localhost)         where it listens
 *   STORE                                 sql (default) or memory (kept in this process only; not in production)
 *   DATABASE_URL                          postgres://… (default: PGlite in PGLITE_DIR, default .data)
 *   DATABASE_POOL_SIZE                    pg connections per process (default 10)
 *   AUTH_SECRET, AUTH_PREVIOUS_SECRETS    token signing keys (required in production; ADR 103)
 *   NODE_ENV=production                   refuses demo secrets, demo logins, STORE=memory, MOCK_CONTROL and MOCK_NOW
 *   TRUSTED_PROXIES, CORS_ORIGINS         comma-separated (default none: the socket is the client; same origin only)
 *   MOCK_CONTROL=1                        the test control API under /__mock/ (clock, reset, faults, rate limits)
 *   MOCK_NOW, MOCK_TICKETS                start the clock at an instant and let it run; seeded tickets (0–100000)
 *   SERVE_SITE=0                          the API alone (no build needed)
 *   QUIET=1                               no request log
 *   METRICS_ALLOW                         addresses besides loopback that GET /metrics answers (comma-separated)
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createLogger } from "../server/node/observability";
import { startServer } from "../server/node/server";
import { serverSettingsFromEnv, SettingsError } from "../server/node/settings";
import { createStaticSite } from "./static-site";

let settings;
try {
  settings = serverSettingsFromEnv(process.env);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const root = fileURLToPath(new URL("../dist", import.meta.url));
if (settings.site && !existsSync(`${root}/index.html`)) {
  console.log("serve: dist/ is missing, building it first (npm run build)");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// the test control API's code is loaded only when it is asked for: a production process never holds it
const controlModules = settings.control ? await Promise.all([import("../mocks/control"), import("../mocks/control-http")]) : null;

const server = await startServer(settings, {
  logger: settings.quiet ? undefined : createLogger(),
  site: settings.site ? (api) => createStaticSite({ root, api }) : undefined,
  control: controlModules
    ? (context) => {
        const [{ serverControlOf }, { controlApi }] = controlModules;
        const { control, intercept } = serverControlOf(
          context,
          settings.seedTickets === undefined ? {} : { tickets: settings.seedTickets },
        );
        return { answer: controlApi(control), intercept };
      }
    : undefined,
}).catch((error: unknown) => {
  // a production start refused for what it found in the database (demo logins): the reason and the fix, no stack
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
});
console.log(
  `serve: ${server.url}/ (${settings.site ? "the site and " : ""}the API under /api/v1) on ${server.store}` +
    `${server.store === "pglite" ? ` in ${settings.database.dataDir}/` : ""}` +
    `${server.store === "memory" ? " (kept in this process only)" : `, migration ${server.migration}`}` +
    (server.seeded === "demo" ? ", seeded with the demo data (logins in mocks/README.md)" : "") +
    (server.seeded === "reference"
      ? ", seeded with the permissions and roles, no users yet (create the first administrator: npm run admin:create)"
      : "") +
    (settings.control ? `; test control on ${server.url}/__mock/` : "") +
    (settings.secrets ? "" : "; tokens signed with a key of this process (set AUTH_SECRET to keep them across restarts)"),
);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second Ctrl-C: stop waiting
    stopping = true;
    console.log(`serve: ${signal}, finishing the requests in flight`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("serve: closing failed", error);
        process.exit(1);
      },
    );
  });
}
