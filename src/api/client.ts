import redaxios from "redaxios";
import type { BodyOf, EndpointName, ResponseOf } from "../../contract/endpoints";
import { API_PREFIX, buildPath, routes, type Route } from "../../contract/routes";
import { ApiError, toApiError } from "./errors";

/**
 * Checks an answer against the contract's schema; loaded only when validation is on (dev, tests), so a production
 * page never downloads the schema library, nor does a demo page (its API worker checks each answer: ADR 301).
 */
type ResponseCheck = (name: EndpointName, body: unknown) => Promise<string | null>;
let responseCheck: Promise<ResponseCheck> | undefined;
function loadResponseCheck(): Promise<ResponseCheck> {
  responseCheck ??= Promise.all([import("../../contract/response-check"), import("../../contract/endpoint-of")]).then(
    ([{ checkResponse }, { endpointOf }]) =>
      async (name, body) =>
        checkResponse(await endpointOf(name), body),
  );
  return responseCheck;
}

/**
 * What the client needs from the session (the session machine provides it): the token in memory, and one
 * shared refresh when a call answers 401. The client keeps no token of its own.
 */
export type AuthBridge = {
  getAccessToken(): string | null;
  /**
   * Single-flight: concurrent callers share one refresh. Resolves with the new token or rejects.
   * `rejectedToken` is the token the failed call carried: when the session already holds a newer one (a refresh
   * finished while this call was in flight), that one is returned and no second refresh starts.
   */
  refreshAfterUnauthorized(rejectedToken?: string | null): Promise<string>;
  /** The retry also answered 401: the session is over. */
  signOutAfterUnauthorized(): void;
};

export type CallOptions<N extends EndpointName> = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined | null>;
  headers?: Record<string, string>;
} & (BodyOf<N> extends never ? { body?: undefined } : { body: BodyOf<N> });

export type ApiClientConfig = {
  /** e.g. https://api.example; empty for same origin */
  baseUrl: string;
  auth?: AuthBridge;
  /** parse every response with the contract (dev and tests) */
  validateResponses: boolean;
  fetch?: typeof fetch;
};

/** Empty or falsy query values are omitted (docs/product.md §7). */
export function cleanQuery(query: Record<string, unknown> = {}): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "" || value === 0 || value === false) continue;
    clean[key] = String(value);
  }
  return clean;
}

/** A failed file download answers its error as a Blob: read it, so the server's `error` text reaches the toast. */
async function withReadableBody(failure: unknown): Promise<unknown> {
  if (typeof failure !== "object" || failure === null || !("data" in failure) || !(failure.data instanceof Blob)) return failure;
  const text = await failure.data.text().catch(() => "");
  try {
    return { ...failure, data: JSON.parse(text) as unknown };
  } catch {
    return { ...failure, data: text };
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(config: ApiClientConfig) {
  const http = redaxios.create({
    baseURL: config.baseUrl.replace(/\/$/, "") + API_PREFIX,
    withCredentials: true,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  let auth = config.auth;

  async function send(name: EndpointName, options: CallOptions<EndpointName>, token: string | null) {
    const endpoint: Route = routes[name];
    const headers: Record<string, string> = { ...options.headers };
    if (endpoint.auth && token) headers.Authorization = `Bearer ${token}`;
    const query = cleanQuery(options.query);
    return http({
      url: buildPath(endpoint.path, options.params),
      method: endpoint.method.toLowerCase() as "get",
      data: options.body,
      headers,
      params: Object.keys(query).length ? query : undefined,
      responseType: endpoint.binary ? "blob" : "json",
    });
  }

  async function call<N extends EndpointName>(
    name: N,
    ...[options]: BodyOf<N> extends never ? [CallOptions<N>?] : [CallOptions<N>]
  ): Promise<ResponseOf<N>> {
    const endpoint: Route = routes[name];
    const opts = (options ?? {}) as CallOptions<EndpointName>;
    let response;
    const sentToken = endpoint.auth ? (auth?.getAccessToken() ?? null) : null;
    try {
      response = await send(name, opts, sentToken);
    } catch (failure) {
      const error = toApiError(await withReadableBody(failure));
      // Login, refresh and logout never take this path (auth: false), so no refresh loop.
      if (error.status !== 401 || !endpoint.auth || !auth) throw error;
      const fresh = await auth.refreshAfterUnauthorized(sentToken);
      try {
        response = await send(name, opts, fresh);
      } catch (retryFailure) {
        const retryError = toApiError(await withReadableBody(retryFailure));
        if (retryError.status === 401) auth.signOutAfterUnauthorized();
        throw retryError;
      }
    }
    if (endpoint.binary || !config.validateResponses) return response.data as ResponseOf<N>;
    const problem = await (await loadResponseCheck())(name, response.data);
    if (problem) throw new ApiError(response.status, "CONTRACT", `Response of ${name} breaks the contract: ${problem}`);
    return response.data as ResponseOf<N>;
  }

  return {
    call,
    /** The session machine attaches itself once it runs. */
    setAuth(bridge: AuthBridge | undefined) {
      auth = bridge;
    },
  };
}
