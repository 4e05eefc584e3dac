import { randomUUID } from "node:crypto";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type RequestListener,
  type Server,
  type ServerResponse,
} from "node:http";
import type { Socket } from "node:net";
import { API_PREFIX, type ErrorBody } from "../contract";
import { clientAddressOf, isTrustedProxy } from "./client-address";
import type { ApiRequest } from "./handlers/api-request";
import { pathProblem, REQUEST_LIMITS } from "./handlers/request-limits";
import { bodyTextOf, headersOf, JsonAnswer, type Answer as ApiAnswer } from "./handlers/respond";
import { routeOf } from "./api";
import { CLIENT_HEADER } from "./rate-limit";

/**
 * What the Node transport hands each request to: the API of server/api.ts (createApiAnswers), with or without the
 * mock's control API in front (withControlApi). The transport (createHttpServer) adds what only a socket knows: body
 * and header limits, the client address, CORS, JSON 4xx for what Node's parser refuses
 * (docs/decisions/106-mock-http-hardening.md); `npm run serve` on either store, `npm run preview`, the contract suite.
 * The handler gets an IncomingRequest (below), not a fetch Request, and answers a Response (one of type "error" drops
 * the connection) or the API's plain JsonAnswer, written as it is (issue 34).
 */
export type ApiRequestHandler = (request: ApiRequest) => Promise<ApiAnswer>;

/**
 * The API with the test control API in front (`MOCK_CONTROL=1 npm run serve`, the tests' HTTP harness): the control
 * API answers only under its own prefix, outside /api/v1 (null for any other path), so an API call is never shown to
 * it (its URL parse on every call of a rush, issue 34).
 */
export function withControlApi(
  control: (request: ApiRequest) => Promise<Response | null>,
  api: ApiRequestHandler,
): ApiRequestHandler {
  return async (request) => (request.url.startsWith(API_TARGETS) ? null : await control(request)) ?? api(request);
}

/**
 * A request as the API reads it (server/handlers/api-request.ts), over Node's parsed request: its method, its URL on a
 * fixed origin, its headers as Node parsed them (lower-case names, repeated ones joined) with the client address the
 * transport worked out, and the body's bytes the transport read already (to enforce the size limit before anything
 * parses them). What a fetch `Request` would give, without its `Headers`, `AbortSignal`, body stream and URL parse on
 * every call (~15 µs and its garbage, issue 34).
 */
export class IncomingRequest implements ApiRequest {
  readonly headers: IncomingHeaders;

  constructor(
    readonly method: string,
    readonly url: string,
    incoming: IncomingHttpHeaders,
    client: string,
    /** the body as read; empty for a request without one (a GET's, whatever it sent, as a fetch Request has none) */
    private readonly body: Uint8Array,
    readonly checkedPath?: string,
  ) {
    this.headers = new IncomingHeaders(incoming, client);
  }

  text(): Promise<string> {
    return Promise.resolve(this.body.length === 0 ? "" : utf8.decode(this.body));
  }
}

const utf8 = new TextDecoder();

/** Node's parsed headers read as a fetch `Headers` reads them, the client address the transport's own. */
class IncomingHeaders {
  constructor(
    private readonly incoming: IncomingHttpHeaders,
    private readonly client: string,
  ) {}

  get(name: string): string | null {
    const lower = name.toLowerCase();
    if (lower === CLIENT_HEADER) return this.client;
    // an own header only: Node's headers object inherits Object's members (`constructor`, `toString`)
    if (!Object.hasOwn(this.incoming, lower)) return null;
    const value = this.incoming[lower];
    if (typeof value === "string") return value;
    return Array.isArray(value) ? value.join(", ") : null;
  }
}

/** The origin of every IncomingRequest's URL: the Host header is the client's word, and routing needs only the path. */
export const TRANSPORT_ORIGIN = "http://mock.localhost";
const API_TARGETS = `${TRANSPORT_ORIGIN}${API_PREFIX}/`;

/** Methods a fetch `Request` refuses to carry (the Fetch standard's forbidden methods): 400, as before issue 34. */
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

export type HttpServerOptions = {
  /** Origins a browser may call from with credentials; any other origin gets no CORS headers. */
  corsOrigins: readonly string[];
  /** Addresses of reverse proxies whose X-Forwarded-For is believed; empty: the socket address is the client. */
  trustedProxies: readonly string[];
  /** Called after every answer (the request log and the metrics, server/node/observability.ts). */
  onAnswer?: (answer: AnsweredRequest) => void;
  /** How long a request's body may take to arrive after its headers (default BODY_TIMEOUT_MS); then 408. */
  bodyTimeoutMs?: number;
};

/**
 * A request body must have arrived this long after its headers, else 408 and the connection closes: a client that
 * trickles its body a byte at a time holds a socket and a parser, not the server's patience (issue 33). The largest
 * body (REQUEST_LIMITS.maxBodyBytes, 64 KiB) takes well under a second on a slow phone line.
 */
export const BODY_TIMEOUT_MS = 10_000;

/**
 * Headers every answer of this transport carries, also its own errors (413, 400, 408, 431): nothing here may be kept by
 * a cache, and no body is sniffed into a script. The API's answers set theirs in server/api.ts (withCacheHeaders).
 */
// Header names in lower case, as Headers hands out an answer's (server/handlers/respond.ts headersOf): writeHead writes
// every key of its object, so `Vary` beside an answer's `vary` would go out twice (review SRV-2)
const TRANSPORT_HEADERS = { "cache-control": "no-store", "x-content-type-options": "nosniff" } as const;

/**
 * One request as the operators' log and metrics see it: no path, query, address or body (they may name a person,
 * issue 33), only the route's name, the status and the error code.
 */
export type AnsweredRequest = {
  method: string;
  /** the contract's endpoint name (server/api.ts, routeOf), "unmatched" when no route answered */
  route: string;
  status: number | "dropped";
  /** the error body's code of a refusal (QUOTA_FULL, KTP_DAILY_LIMIT, …), else null */
  code: string | null;
  durationMs: number;
  requestId: string;
};

/** What a trusted proxy's X-Request-Id may look like to be kept (a UUID, nginx's $request_id, a trace id). */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The request's id: a trusted proxy's X-Request-Id (so one id follows the request through the proxy's log and
 * this one), else a new one; a client's own header is never believed (it could forge another request's id).
 */
export function requestIdOf(incoming: IncomingMessage, trustedProxies: readonly string[]): string {
  const given = incoming.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) && isTrustedProxy(incoming.socket.remoteAddress, trustedProxies)
    ? given
    : randomUUID();
}

type Answer =
  | {
      status: number;
      headers: Readonly<Record<string, string | readonly string[]>>;
      body: Uint8Array | string;
      close?: true;
      route?: string;
      /** the error body's code when known without reading the body (a JsonAnswer's) */
      code?: string | null;
    }
  | "drop";

export function createHttpServer(handler: ApiRequestHandler, options: HttpServerOptions): Server {
  return answerClientErrors(createServer({ maxHeaderSize: REQUEST_LIMITS.maxHeaderBytes }, createHttpListener(handler, options)));
}

/**
 * The same transport as a request listener, for a server that answers other paths too (`npm run serve`: the built
 * site and the API on one port, server/node/server.ts). Give that server `answerClientErrors`.
 */
export function createHttpListener(handler: ApiRequestHandler, options: HttpServerOptions): RequestListener {
  function corsHeaders(incoming: IncomingMessage): Readonly<Record<string, string>> {
    const origin = incoming.headers.origin;
    if (!origin || !options.corsOrigins.includes(origin)) return NO_CORS;
    return {
      "access-control-allow-origin": origin,
      "access-control-allow-credentials": "true",
      "access-control-allow-methods": "GET, POST, PATCH, DELETE, OPTIONS",
      "access-control-allow-headers": "Authorization, Content-Type, Idempotency-Key",
      "access-control-expose-headers": "Retry-After, Content-Disposition, Idempotent-Replayed",
    };
  }

  async function answer(incoming: IncomingMessage): Promise<Answer> {
    // read (or drain) the body before any answer: bytes left on a kept-alive connection would parse as the next request
    const body = await readBody(incoming, options.bodyTimeoutMs ?? BODY_TIMEOUT_MS);
    if (body === "aborted") return "drop";
    // the rest of the body may still come: the connection closes after this answer (send)
    if (body === "too slow") return { ...jsonError(408, "The request body did not arrive in time", "BAD_REQUEST"), close: true };
    if (incoming.method === "OPTIONS") return { status: 204, headers: { ...TRANSPORT_HEADERS }, body: "" };
    if (body === "too large") return jsonError(413, `The request body is larger than ${REQUEST_LIMITS.maxBodyBytes} bytes`);
    const target = incoming.url ?? "/";
    const checked = checkedTarget(target);
    if ("status" in checked)
      return jsonError(checked.status, checked.message, checked.status === 404 ? "NOT_FOUND" : "BAD_REQUEST");

    // the client address is the server's to say, never the client's (CLIENT_HEADER). Node's parser has refused what a
    // fetch Headers would (control characters, a malformed name) and trimmed the values as Headers does
    const client = clientAddressOf(incoming.socket.remoteAddress, incoming.headers["x-forwarded-for"], options.trustedProxies);
    // a fixed origin: the Host header is the client's word and routing needs only the path. No fetch Request: a view
    // over Node's own parsed request (IncomingRequest), the body's bytes read already (issue 34)
    const method = incoming.method ?? "GET";
    if (FORBIDDEN_METHODS.has(method.toUpperCase())) return jsonError(400, "The request is malformed");
    const hasBody = method !== "GET" && method !== "HEAD";
    const request = new IncomingRequest(
      method,
      `${TRANSPORT_ORIGIN}${target}`,
      incoming.headers,
      client,
      hasBody ? body : NO_BODY,
      checked.path,
    );
    const response = await handler(request);
    if (response instanceof JsonAnswer) {
      const headers = headersOf(response);
      return {
        status: response.status,
        headers: response.cookies.length > 0 ? { ...headers, "set-cookie": response.cookies } : headers,
        body: response.body,
        route: response.route,
        code: response.code,
      };
    }
    if (response.type === "error") return "drop"; // an injected network failure
    const out: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") out[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) out["set-cookie"] = cookies;
    // the API's own answers carry their text; anything else (a fault's, the control API's) is read from its stream
    return {
      status: response.status,
      headers: out,
      body: bodyTextOf(response) ?? Buffer.from(await response.arrayBuffer()),
      route: routeOf(response),
    };
  }

  // one async function a request, no closure made per call (tsx names each closure it makes: a defineProperty; issue 34)
  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const started = performance.now();
    const requestId = requestIdOf(incoming, options.trustedProxies);
    let result: Answer;
    try {
      result = await answer(incoming);
    } catch (error) {
      console.error("[api]", error);
      result = jsonError(500, "Internal server error", "SERVER_ERROR");
    }
    if (result === "drop") {
      incoming.socket.destroy();
      options.onAnswer?.({
        method: incoming.method ?? "",
        route: "unmatched",
        status: "dropped",
        code: null,
        durationMs: performance.now() - started,
        requestId,
      });
      return;
    }
    send(outgoing, result, corsHeaders(incoming), requestId);
    options.onAnswer?.({
      method: incoming.method ?? "",
      route: result.route ?? "unmatched",
      status: result.status,
      code: result.status >= 400 ? (result.code ?? errorCodeOf(result.body)) : null,
      durationMs: performance.now() - started,
      requestId,
    });
  }

  return (incoming, outgoing) => void handle(incoming, outgoing);
}

/**
 * A request target's characters that `new URL` keeps as they are in a path and a query (the WHATWG URL standard's
 * percent-encode sets: no space, quote, `<`, `>`, backtick, brace, backslash, `#`, `'` or non-ASCII), with a query of
 * at least one character (`new URL` drops a lone `?`).
 */
const PLAIN_TARGET = /^(\/[\w\-.~!$&()*+,;=:@%/]*)(\?[\w\-.~!$&()*+,;=:@%/?]+)?$/;

/**
 * A request target through the path guard (pathProblem: no dot segment, `%2e` or not, no backslash, no control
 * character), checked as sent: URL parsing would quietly resolve `/users/%2e%2e` to `/users/`. The guard's refusal, or
 * the path to hand the API checked: when `new URL` would read the target's path and query unchanged (so the guard's
 * length check saw what the API's would), the API then parses no URL a call, its largest single cost in a kept list's
 * profile after the socket (issue 34); undefined for any other target, which the API parses and guards as before. One
 * function, so no path reaches the API as checked without this guard having passed it.
 */
export function checkedTarget(target: string): { status: number; message: string } | { path: string | undefined } {
  if (!target.startsWith("/")) return { status: 400, message: "The request target must be a path" };
  const queryAt = target.indexOf("?");
  const problem = pathProblem(queryAt < 0 ? target : target.slice(0, queryAt), queryAt < 0 ? "" : target.slice(queryAt));
  return problem ?? { path: PLAIN_TARGET.exec(target)?.[1] };
}

/** The `code` of a JSON error body, or null. */
function errorCodeOf(body: Uint8Array | string): string | null {
  try {
    const code = (JSON.parse(typeof body === "string" ? body : Buffer.from(body).toString()) as { code?: unknown }).code;
    return typeof code === "string" ? code : null;
  } catch {
    return null;
  }
}

/** Requests Node's parser refuses (headers over the limit, broken request lines) still get the JSON error body. */
export function answerClientErrors(server: Server): Server {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || (error as { code?: string }).code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
    const status = tooLarge ? 431 : 400;
    const text = JSON.stringify(
      errorBody(
        tooLarge ? `The request headers are larger than ${REQUEST_LIMITS.maxHeaderBytes} bytes` : "The request is malformed",
      ),
    );
    socket.end(
      `HTTP/1.1 ${status} ${tooLarge ? "Request Header Fields Too Large" : "Bad Request"}\r\n` +
        Object.entries(TRANSPORT_HEADERS)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join("") +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  });
  return server;
}

function errorBody(message: string, code: ErrorBody["code"] = "BAD_REQUEST"): ErrorBody {
  return { error: message, code };
}

/** Built once: a spread then a key of its own (`{ ...TRANSPORT_HEADERS, "content-type": … }`) per error was a hidden class each. */
const TRANSPORT_JSON_HEADERS = Object.freeze({ ...TRANSPORT_HEADERS, "content-type": "application/json" });

function jsonError(status: number, message: string, code?: ErrorBody["code"]): Exclude<Answer, "drop"> {
  return {
    status,
    headers: TRANSPORT_JSON_HEADERS,
    body: JSON.stringify(errorBody(message, code)),
  };
}

/**
 * The answer with its length: writeHead fixes the head, so without Content-Length Node would send the body chunked
 * (more bytes and writes per answer); head and body then go out in one write. A HEAD's answer is the GET's
 * (server/api.ts): Node's ServerResponse writes no body for it, and the length stays the GET's (RFC 9110 §9.3.2).
 */
function send(
  outgoing: ServerResponse,
  answer: Exclude<Answer, "drop">,
  cors: Readonly<Record<string, string>>,
  requestId: string,
): void {
  if (outgoing.headersSent) return;
  // key by key into one empty literal, in the order and with the overrides `{ ...cors, vary, ...answer.headers, … }`
  // gave: V8 11 (Node 20) gave that spread a fresh hidden class per answer when `cors` was a fresh object (an allowed
  // Origin), a map and descriptors in the old space per request (docs/performance-log.md, "Hidden classes on the
  // request path"); the same keys added to `{}` in the same order share one hidden class
  const head: Record<string, string | readonly string[]> = {};
  copyHeaders(head, cors);
  head.vary = "Origin";
  copyHeaders(head, answer.headers);
  head["x-request-id"] = requestId;
  head["content-length"] = String(typeof answer.body === "string" ? Buffer.byteLength(answer.body) : answer.body.byteLength);
  if (answer.close) head.connection = "close";
  outgoing.writeHead(answer.status, head as OutgoingHttpHeaders).end(answer.body);
  if (answer.close) outgoing.once("finish", () => outgoing.socket?.destroySoon());
}

/** Each own header of `from` set on `head`, a later one replacing an earlier one of the same name (as a spread does). */
function copyHeaders(
  head: Record<string, string | readonly string[]>,
  from: Readonly<Record<string, string | readonly string[]>>,
): void {
  for (const name of Object.keys(from)) head[name] = from[name]!;
}

const NO_BODY = Buffer.alloc(0);
const NO_CORS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The body, or "too large" once it passes the limit (the rest is read and dropped, not kept), "too slow" when it has
 * not all arrived within `timeoutMs`, or "aborted" when the client went away mid-body.
 */
function readBody(incoming: IncomingMessage, timeoutMs: number): Promise<Buffer | "too large" | "too slow" | "aborted"> {
  const length = incoming.headers["content-length"];
  if (Number(length ?? 0) > REQUEST_LIMITS.maxBodyBytes) {
    incoming.resume();
    return Promise.resolve("too large");
  }
  // neither a length nor chunks: HTTP/1.1 says there is no body (RFC 9112 §6.3), so no timer and no listeners for
  // it (a GET's, most calls of a rush: issue 34); resume() lets Node finish the message
  if ((length === undefined || length === "0") && incoming.headers["transfer-encoding"] === undefined) {
    incoming.resume();
    return Promise.resolve(NO_BODY);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      incoming.removeAllListeners("data");
      incoming.pause();
      resolve("too slow");
    }, timeoutMs);
    incoming.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= REQUEST_LIMITS.maxBodyBytes) chunks.push(chunk);
    });
    // no named closure here: tsx names each one it makes, a defineProperty per request with a body (issue 34)
    incoming.on("end", () => {
      clearTimeout(timer);
      resolve(size > REQUEST_LIMITS.maxBodyBytes ? "too large" : Buffer.concat(chunks));
    });
    incoming.on("error", () => {
      clearTimeout(timer);
      resolve("aborted");
    });
  });
}
