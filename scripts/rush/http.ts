/**
 * The load generator's HTTP client (scripts/rush/load.ts): one undici Pool per origin (keep-alive, one request at a
 * time per connection, as a phone sends), driven through undici's dispatch handler API. The generator shares the
 * machine with the server it measures, so each of its calls should cost as little CPU as it can: what undici's
 * `request()` builds per call and the generator never reads is left out — a Readable body stream and its consumer,
 * an AsyncResource, the answer's headers as an object (only Retry-After is read, from the raw pairs), the Agent's
 * origin lookup and redirect interceptor — and a body is decoded and parsed only when the citizen reads it (a 200
 * scheduled date or locations list is judged by its status). docs/performance.md, "The generator's own CPU".
 */
import { Pool, type Dispatcher } from "undici";

/** One answer: its status, Retry-After, and the body kept as received until it is read. */
export class HttpAnswer implements Dispatcher.DispatchHandlers {
  status = 0;
  /** Retry-After in seconds; null when absent, empty or not a number */
  retryAfter: number | null = null;
  private chunks: Buffer[] = [];
  private decoded = false;
  private json: unknown = null;

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
    this.resolve(this);
  }

  onError(error: Error): void {
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

/** The generator's connections: a Pool per origin, created on first use. */
export class Connections {
  private readonly pools = new Map<string, Pool>();

  constructor(private readonly options: Pool.Options) {}

  /**
   * Sends one request; resolves with the answer, rejects with undici's error (its `code` says what: refused, reset,
   * a timeout). `headers` as flat name, value pairs.
   */
  send(origin: string, method: Dispatcher.HttpMethod, path: string, headers: string[], body?: string): Promise<HttpAnswer> {
    let pool = this.pools.get(origin);
    if (!pool) this.pools.set(origin, (pool = new Pool(origin, this.options)));
    const target = pool;
    return new Promise((resolve, reject) => {
      target.dispatch({ path, method, headers, body }, new HttpAnswer(resolve, reject));
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }
}
