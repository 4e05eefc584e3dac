import { API_PREFIX, buildPath, type EndpointName } from "../contract";
import { endpoints } from "../contract/endpoints";
import { createApi, type ApiHandler } from "./api";
import { createClock } from "./clock";
import { ServerContext } from "./context";
import type { Store } from "./store/store";
import { setFlagsFromString } from "node:v8";

/**
 * For tests that call the API's fetch handler (server/api.ts) as a client would, without HTTP, on any store: the
 * server on that store with its clock frozen, seeded, with no rate limits (they are the rate limiter's own tests'),
 * and a call by the contract's endpoint name.
 */
export type ApiCallOptions = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** sent as `Authorization: Bearer <token>` */
  token?: string;
  headers?: Record<string, string>;
};

export type ApiOnStore = {
  server: ServerContext;
  api: ApiHandler;
  call(name: EndpointName, options?: ApiCallOptions): Promise<Response>;
};

export async function apiOnStore(store: Store, { now, tickets }: { now: string; tickets: number }): Promise<ApiOnStore> {
  const clock = createClock();
  clock.freeze(now);
  const server = new ServerContext({ store, clock, rateLimits: false });
  await server.reset({ tickets });
  const api = createApi(server);
  const call = (name: EndpointName, options: ApiCallOptions = {}) => {
    const endpoint = endpoints[name];
    const search = options.query ? `?${new URLSearchParams(options.query)}` : "";
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    return api(
      new Request(`http://api.test${API_PREFIX}${buildPath(endpoint.path, options.params)}${search}`, {
        method: endpoint.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
    );
  };
  return { server, api, call };
}

/**
 * V8's own answer to "do these two objects share a hidden class" (`%HaveSameMap`, natives syntax): for the tests that
 * keep a per-request or per-citizen object from minting a map of its own (docs/performance-log.md, "Hidden classes on
 * the request path"). The syntax is allowed only while the probe is compiled: the unit project shares one worker
 * between files (isolate: false), and the flag would otherwise stay on for every file after.
 */
export function sameHiddenClassProbe(): (a: object, b: object) => boolean {
  setFlagsFromString("--allow-natives-syntax");
  try {
    return new Function("a", "b", "return %HaveSameMap(a, b)") as (a: object, b: object) => boolean;
  } finally {
    setFlagsFromString("--no-allow-natives-syntax");
  }
}
