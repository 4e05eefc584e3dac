import type { AddressInfo } from "node:net";
import { request as rawRequest } from "node:http";
import { afterAll, beforeAll } from "vitest";
import { createBackend, type Backend } from "../backend";
import { createHttpServer, withControlApi, type HttpServerOptions } from "../../server/http-server";
import { controlOf } from "../control";
import { controlApi } from "../control-http";
import { TEST_NOW } from "./harness";

export type HttpAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string; json: unknown };

export type HttpTestApi = {
  backend: Backend;
  base: string;
  /** A request as any HTTP client sends it: the path goes out byte for byte (no URL normalisation). */
  send(method: string, path: string, options?: { headers?: Record<string, string>; body?: string }): Promise<HttpAnswer>;
};

/** The app's own origins: `npm start` (vite dev, 5173) and `npm run preview` (4173), by name and by address. */
export const APP_ORIGINS = ["localhost", "127.0.0.1"].flatMap((host) => [5173, 4173].map((port) => `http://${host}:${port}`));

type HarnessOptions = HttpServerOptions & {
  /** the test control API under /__mock/ in front of the API, as `MOCK_CONTROL=1 npm run serve` mounts it */
  control: boolean;
};

/**
 * The memory store's API behind the server's HTTP layer (server/http-server.ts, as `STORE=memory npm run serve` runs
 * it), on a free loopback port for one test file, with the clock frozen at TEST_NOW; the test reaches the backend
 * itself. Raw node:http requests, so malformed paths reach the server as written.
 */
export function useHttpTestApi(options: Partial<HarnessOptions> = {}, tickets = 50): HttpTestApi {
  const api = {} as HttpTestApi;
  let close = () => {};
  beforeAll(async () => {
    const backend = await createBackend({ seed: false });
    backend.clock.freeze(TEST_NOW);
    await backend.reset({ tickets });
    const { control: withControl = false, ...httpOptions } = options;
    const handler = withControl ? withControlApi(controlApi(controlOf(backend)), backend.api) : backend.api;
    const server = createHttpServer(handler, {
      corsOrigins: APP_ORIGINS,
      trustedProxies: [],
      ...httpOptions,
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    close = () => server.close();
    Object.assign(api, { backend, base: `http://127.0.0.1:${port}`, send: sender(port) });
  });
  afterAll(() => close());
  return api;
}

function sender(port: number): HttpTestApi["send"] {
  return (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      const outgoing = rawRequest(
        { host: "127.0.0.1", port, method, path, headers: { ...options.headers }, insecureHTTPParser: false },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let json: unknown;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json });
          });
        },
      );
      outgoing.on("error", reject);
      outgoing.end(options.body);
    });
}
