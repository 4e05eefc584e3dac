import type { AddressInfo } from "node:net";
import { request as rawRequest } from "node:http";
import { afterAll, beforeAll } from "vitest";
import { createBackend, type Backend } from "../backend";
import { createMockHttpServer, DEFAULT_CORS_ORIGINS, type MockHttpServerOptions } from "../http-server";
import { TEST_NOW } from "./harness";

export type HttpAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string; json: unknown };

export type HttpTestApi = {
  backend: Backend;
  base: string;
  /** A request as any HTTP client sends it: the path goes out byte for byte (no URL normalisation). */
  send(method: string, path: string, options?: { headers?: Record<string, string>; body?: string }): Promise<HttpAnswer>;
};

/**
 * The mock as `npm run mock:serve` runs it (mocks/http-server.ts), on a free loopback port for one test file, with
 * the clock frozen at TEST_NOW. Raw node:http requests, so malformed paths reach the server as written.
 */
export function useHttpTestApi(options: Partial<MockHttpServerOptions> = {}, tickets = 50): HttpTestApi {
  const api = {} as HttpTestApi;
  let close = () => {};
  beforeAll(async () => {
    const backend = await createBackend({ seed: false });
    backend.clock.freeze(TEST_NOW);
    await backend.reset({ tickets });
    const server = createMockHttpServer(backend, {
      corsOrigins: DEFAULT_CORS_ORIGINS,
      trustedProxies: [],
      control: false,
      ...options,
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
