/**
 * What the API reads of a request (server/api.ts and the gate, server/handlers/route.ts): a fetch `Request` is one (msw
 * in the page, tests); the Node transport hands a lighter view over Node's own parsed request (server/http-server.ts
 * IncomingRequest), since a `Request` with its `Headers` and `AbortSignal` cost ~15 µs and its garbage on every call of
 * a rush (issue 34). One handler for both (ADR 102).
 */
export type ApiRequest = {
  readonly method: string;
  /** the absolute URL; the API reads its path and query */
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  /** the body as text: a fetch Request's stream, or the bytes the Node transport read already */
  text(): Promise<string>;
  /**
   * The URL's path exactly as `new URL(url).pathname` reads it, the whole target already through the path guard
   * (pathProblem), when the Node transport knows it (server/http-server.ts checkedTarget): the API then parses no URL and
   * guards no path again. Absent on a fetch Request.
   */
  readonly checkedPath?: string;
};
