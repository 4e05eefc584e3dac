import type { Server } from "node:http";
import { createHttpServer, DEFAULT_CORS_ORIGINS, type HttpServerOptions } from "../server/http-server";
import type { Backend } from "./backend";
import { controlOf } from "./control";
import { controlApi } from "./control-http";

export { DEFAULT_CORS_ORIGINS } from "../server/http-server";

export type MockHttpServerOptions = HttpServerOptions & {
  /** Serve the test control API under /__mock/ (never in a real build; off unless MOCK_CONTROL=1). */
  control: boolean;
};

/** mock:serve's settings from its environment (see scripts/mock-serve.ts). */
export function httpOptionsFromEnv(env: NodeJS.ProcessEnv): MockHttpServerOptions {
  const list = (value: string | undefined) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  return {
    corsOrigins: env.MOCK_CORS_ORIGINS === undefined ? DEFAULT_CORS_ORIGINS : list(env.MOCK_CORS_ORIGINS),
    trustedProxies: list(env.MOCK_TRUSTED_PROXIES),
    control: env.MOCK_CONTROL === "1",
  };
}

/**
 * The mock as a Node HTTP server (`npm run mock:serve`): the backend's API called directly (no msw on this path),
 * with the control API under /__mock in front of it when asked.
 */
export function createMockHttpServer(backend: Backend, options: MockHttpServerOptions): Server {
  const control = options.control ? controlApi(controlOf(backend)) : null;
  return createHttpServer(async (request) => (control && (await control(request))) ?? backend.api(request), options);
}
