/**
 * The load generator's HTTP client (scripts/rush/load.ts): undici Clients, one connection each (keep-alive, one request
 * at a time per connection, as a phone sends: no pipelining), driven through undici's dispatch handler API. The generator shares the
 * machine with the server it measures, so each of its calls should cost as little CPU as it can: what undici's
 * `request()` builds per call and the generator never reads is left out — a Readable body stream and its consumer,
 * an AsyncResource, the answer's headers as an object (only Retry-After is read, from the raw pairs), the Agent's
 * origin lookup and redirect interceptor — and a body is decoded and parsed only when the citizen reads it (a 200
 * scheduled date or locations list is judged by its status). The connections of an origin are kept as undici's Pool
 * keeps them, less its search: a Pool looks for a free connection by walking all of them, two or three times a
 * request, which with hundreds busy in the burst was the largest JavaScript cost left; here the free ones are a stack.
 * docs/performance.md, "The generator's own CPU".
 */
import { Client, type Dispatcher } from "undici";

/** One answer: its status, Retry-After, and the body kept as received until it is read. */
export class HttpAnswer implements Dispatcher.DispatchHandlers {
  status = 0;
  /** Retry-After in seconds; null when absent, empty or not a number */
  retryAfter: number | null = null;
  private chunks: Buffer[] = [];
  private decoded = false;
  private json: unknown = null;
  /** the origin and connection that carry it, told when it is done */
  origin: Origin | null = null;
  client: Client | null = null;

  constructor(
    private readonly resolve: (answer: HttpAnswer) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  onConnect(): void {}

  onHeaders(status: number, headers: Buffer[]): boolean {
    this.status = status;
    // the raw pairs: a name of 11 bytes is the only one worth a look
    for (let i = 0; i < headers.length; i += 2)
      if (headers[i]!.length === 11 && headers[i]!.toString("latin1").toLowerCase() === "retry-after") {
        this.retryAfter = retryAfterSeconds(headers[i + 1]!.toString("latin1"));
        break;
      }
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.chunks.push(chunk);
    return true;
  }

  onComplete(): void {
    this.origin?.release(this.client!);
    this.resolve(this);
  }

  onError(error: Error): void {
    // Not at once: undici fails a connection's queued requests in one loop and then asserts its queue empty
    // (a refused or timed-out connect, undici 6 lib/dispatcher/client.js onError); a waiting request handed to the
    // same connection inside that loop breaks the assertion and kills the bench. After the loop it is safe.
    const origin = this.origin;
    const client = this.client!;
    if (origin) queueMicrotask(() => origin.release(client));
    this.reject(error);
  }

  /** The body's JSON (its text when it is not JSON, null when empty), decoded the first time it is read. */
  get body(): unknown {
    if (!this.decoded) {
      this.decoded = true;
      const text = this.chunks.length === 1 ? this.chunks[0]!.toString() : Buffer.concat(this.chunks).toString();
      this.chunks = [];
      try {
        this.json = text ? JSON.parse(text) : null;
      } catch {
        this.json = text;
      }
    }
    return this.json;
  }
}

/** A Retry-After header's seconds, or null (absent, empty, an HTTP date, garbage). */
export function retryAfterSeconds(header: string | undefined): number | null {
  if (header === undefined || header === "") return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) ? seconds : null;
}

/**
 * How an origin's calls met the connection limit: a call beyond it waits in the generator's own queue, and that wait is
 * in its measured latency (the limit is the offered concurrency; docs/performance.md, "The generator's own queue").
 */
export type QueueStats = {
  calls: number;
  /** the most requests in flight at once (at most `connections`) */
  mostInFlight: number;
  /** calls that waited for a connection, the most waiting at once, their waits */
  waited: number;
  mostWaiting: number;
  waitMsTotal: number;
  longestWaitMs: number;
};

export type ConnectionOptions = Client.Options & {
  /** connections per origin at most; requests beyond wait for one, in order */
  connections: number;
};

/**
 * An origin's connections: undici Clients with one request in flight at most, opened as needed up to `connections`;
 * the idle ones on a stack (the last used first, as a Pool's walk from the first also reuses the warm ones).
 */
class Origin {
  private readonly clients: Client[] = [];
  private readonly idle: Client[] = [];
  /** requests waiting for a connection, first at `head`; a slot is emptied as its request leaves (no answer is kept) */
  private readonly waiting: ({ options: Dispatcher.DispatchOptions; answer: HttpAnswer; since: number } | undefined)[] = [];
  private head = 0;
  readonly queue: QueueStats = { calls: 0, mostInFlight: 0, waited: 0, mostWaiting: 0, waitMsTotal: 0, longestWaitMs: 0 };

  constructor(
    private readonly origin: string,
    private readonly options: ConnectionOptions,
  ) {}

  dispatch(options: Dispatcher.DispatchOptions, answer: HttpAnswer): void {
    const client = this.idle.pop() ?? (this.clients.length < this.options.connections ? this.open() : undefined);
    this.queue.calls++;
    if (client) {
      this.start(client, options, answer);
      const inFlight = this.clients.length - this.idle.length;
      if (inFlight > this.queue.mostInFlight) this.queue.mostInFlight = inFlight;
    } else {
      this.waiting.push({ options, answer, since: performance.now() });
      if (this.waiting.length - this.head > this.queue.mostWaiting) this.queue.mostWaiting = this.waiting.length - this.head;
    }
  }

  /** A request on `client` is done (answered or failed): the next waiting one takes it, else it is idle. */
  release(client: Client): void {
    if (this.head < this.waiting.length) {
      const next = this.waiting[this.head]!;
      this.waiting[this.head++] = undefined;
      if (this.head === this.waiting.length) {
        this.waiting.length = 0;
        this.head = 0;
      } else if (this.head >= 4096 && this.head * 2 >= this.waiting.length) {
        // under a long overload the queue never empties: drop the spent slots so the array does not grow with it
        this.waiting.splice(0, this.head);
        this.head = 0;
      }
      const waitMs = performance.now() - next.since;
      this.queue.waited++;
      this.queue.waitMsTotal += waitMs;
      if (waitMs > this.queue.longestWaitMs) this.queue.longestWaitMs = waitMs;
      this.start(client, next.options, next.answer);
    } else this.idle.push(client);
  }

  private start(client: Client, options: Dispatcher.DispatchOptions, answer: HttpAnswer): void {
    answer.origin = this;
    answer.client = client;
    client.dispatch(options, answer);
  }

  private open(): Client {
    const { connections: _connections, ...options } = this.options;
    const client = new Client(this.origin, { ...options, pipelining: 1 });
    this.clients.push(client);
    return client;
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.close()));
  }
}

/** The generator's connections, by origin, each origin's opened on first use. */
export class Connections {
  private readonly origins = new Map<string, Origin>();

  constructor(private readonly options: ConnectionOptions) {}

  /**
   * Sends one request; resolves with the answer, rejects with undici's error (its `code` says what: refused, reset,
   * a timeout). `headers` as flat name, value pairs.
   */
  send(origin: string, method: Dispatcher.HttpMethod, path: string, headers: string[], body?: string): Promise<HttpAnswer> {
    let connections = this.origins.get(origin);
    if (!connections) this.origins.set(origin, (connections = new Origin(origin, this.options)));
    const target = connections;
    return new Promise((resolve, reject) => {
      target.dispatch({ path, method, headers, body }, new HttpAnswer(resolve, reject));
    });
  }

  /** each origin's queue figures so far */
  queueStats(): Record<string, QueueStats> {
    return Object.fromEntries([...this.origins].map(([origin, connections]) => [origin, { ...connections.queue }]));
  }

  async close(): Promise<void> {
    await Promise.all([...this.origins.values()].map((origin) => origin.close()));
  }
}
