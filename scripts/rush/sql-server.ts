// INTEGRATION: the API on the SQL store as one Node process, for scripts/bench-rush.ts while `npm run serve`
// (scripts/serve.ts) is not on this branch yet; scripts/rush/targets.ts uses scripts/serve.ts as soon as it exists.
// The same pieces the server puts together: openSqlStore (migrate, seed an empty database), the shared API
// (server/api.ts), the Node transport (server/http-server.ts), the test control API under /__mock/ (clock, reset).
//
//   PORT, HOST, DATABASE_URL (absent: PGlite in DATA_DIR), DATABASE_POOL_SIZE, AUTH_SECRET (shared by the processes),
//   TRUSTED_PROXIES
import { createApi } from "../../server/api";
import { AccessTokens, ACCESS_TOKEN_TTL_SECONDS } from "../../server/auth/access-tokens";
import { createClock } from "../../server/clock";
import { ServerContext } from "../../server/context";
import { createHttpServer } from "../../server/http-server";
import { openSqlStore } from "../../server/store/sql/open";
import type { Backend } from "../../mocks/backend";
import { controlApi } from "../../mocks/control-http";
import { faultIntercept, Faults } from "../../mocks/faults";

const env = process.env;
const clock = createClock();
const { store } = await openSqlStore({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATA_DIR || undefined,
  poolSize: env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : undefined,
  now: clock.now(),
});
const context = new ServerContext({ store, clock });
if (env.AUTH_SECRET) {
  // every process signs with the same secret, so a token one issued is good at the others
  Object.defineProperty(context, "accessTokens", {
    value: new AccessTokens(clock, ACCESS_TOKEN_TTL_SECONDS, { current: env.AUTH_SECRET }),
  });
}
const faults = new Faults(() => context.accessTokens.expireAll());
const api = createApi(context, { intercept: faultIntercept(faults) });
const control = controlApi({
  clock,
  faults,
  rateLimits: { set: (limits) => context.rateLimiter.configure(limits), current: () => context.rateLimiter.current() },
  reset: (seed) => context.reset(seed ?? {}),
  // the control API reads only the store (counts) from it
  backend: context as unknown as Backend,
});
const list = (value: string | undefined) => (value ?? "").split(",").filter(Boolean);
const server = createHttpServer(async (request) => (await control(request)) ?? api(request), {
  corsOrigins: [],
  trustedProxies: list(env.TRUSTED_PROXIES),
});
server.keepAliveTimeout = 65_000;
server.listen(Number(env.PORT ?? 8080), env.HOST ?? "127.0.0.1", () => {
  console.log(`API on the ${store.kind} store: http://${env.HOST ?? "127.0.0.1"}:${env.PORT ?? 8080}/api/v1`);
});

// graceful: stop taking connections, let the answers in flight finish, close the pool or flush PGlite
process.once("SIGTERM", () => {
  server.close(() => void store.close().then(() => process.exit(0)));
  server.closeIdleConnections();
});
