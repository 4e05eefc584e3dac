import { startServer, type RunningServer } from "./server";
import { serverSettingsFromEnv } from "./settings";

/**
 * The server the restart tests run on their own cluster (./testing/throwaway-cluster.ts): four connections, no
 * site, a free port on loopback, the clock at a Tuesday 08:00 WIB (registration for Wednesday is open), no demo
 * tickets; `env` adds the test's own settings.
 */
export function startRestartServer(
  databaseUrl: string,
  env: Record<string, string>,
  options?: Parameters<typeof startServer>[1],
): Promise<RunningServer> {
  return startServer(
    serverSettingsFromEnv({
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "4",
      SERVE_SITE: "0",
      PORT: "0",
      HOST: "127.0.0.1",
      MOCK_NOW: "2026-03-10T08:00:00+07:00",
      MOCK_TICKETS: "0",
      ...env,
    }),
    options,
  );
}
