/**
 * The load generator's HTTP client (scripts/rush/load.ts, ceiling.ts): a minimal HTTP/1.1 client on `node:net`. The
 * generator shares the machine with the server it measures, so each of its calls should cost as little CPU as it
 * can, as pgbench's C client does: one connection carries one request at a time (keep-alive, no pipelining: a phone
 * does not pipeline), the request goes out as one string in one write, and the answer is read by a small parser that
 * keeps only what the citizen reads — the status, Retry-After, and the body's bytes (by Content-Length, chunked, or
 * until the connection closes), decoded and parsed only when read (a 200 scheduled date or locations list is judged by
 * its status). Timeouts are deadlines that one sweep a connection set checks, not a timer per request. The idle
 * connections of an origin are a stack (the last used first), a kept one written a turn later and closed on the
 * server's FIN, as undici does (`Connection.reuse`); calls beyond the per-origin limit wait in order, and
 * that wait is counted. It replaced undici's `Client` (session 17), whose per-request bookkeeping (a `Request`, its
 * timers, the llhttp callbacks) was most of the generator's CPU left: docs/performance-log.md, "The generator's own
 * CPU".
 */
import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { gunzipSync } from "node:zlib";

/** Error codes of the client's own timeouts; a call that failed otherwise met a dropped connection (load.ts failureOf). */
export const TIMEOUT_CODES: ReadonlySet<string> = new Set(["CONNECT_TIMEOUT", "HEADERS_TIMEOUT", "BODY_TIMEOUT"]);
/** The connection closed before the answer was whole (the server's own close or a reset without an errno). */
export const SOCKET_CLOSED = "SOCKET_CLOSED";
/** The answer was not HTTP/1.1 the parser understands. */
export const BAD_ANSWER = "BAD_ANSWER";

const failure = (code: string, message: string) => Object.assign(new Error(message), { code });

/** A body's JSON (its text when it is not JSON, null when empty). */
function decodeBody(bytes: Buffer, gzipped: boolean): unknown {
  const text = (gzipped ? gunzipSync(bytes) : bytes).toString();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** Freezes a decoded body all the way down: one decoded body is handed to every answer that brought the same bytes. */
function deepFreeze(value: unknown): unknown {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The last body decoded for each GET path, with the bytes it came as. Through nginx's one-second micro-cache the
 * citizens of a second get the very same bytes of the locations list (gzipped) and of a market's sessions list, and
 * the generator decoding them again for each (gunzip, JSON.parse: about 10 µs a locations list; 8 % of its busy
 * samples against a stand-in API) is its own work, not the citizen's: an answer whose bytes equal the last one's for
 * its path takes the JSON decoded then, frozen so that no reader changes it for the others. Only the bytes decide, so
 * what a citizen reads is what it was sent (docs/performance-log.md, "The generator's long morning").
 */
export class DecodedBodies {
  private readonly byPath = new Map<string, { bytes: Buffer; gzipped: boolean; json: unknown }>();

  constructor(private readonly paths = 256) {}

  decode(path: string, bytes: Buffer, gzipped: boolean): unknown {
    const last = this.byPath.get(path);
    if (last && last.gzipped === gzipped && last.bytes.equals(bytes)) return last.json;
    const json = deepFreeze(decodeBody(bytes, gzipped));
    // paths are the lists' (a handful a market): a client asking more distinct ones starts over rather than grow
    if (!last && this.byPath.size >= this.paths) this.byPath.clear();
    this.byPath.set(path, { bytes, gzipped, json });
    return json;
  }
}

/** One answer: its status, Retry-After, and the body kept as received until it is read. */
export class HttpAnswer {
  status = 0;
  /** Retry-After in seconds; null when absent, empty or not a number */
  retryAfter: number | null = null;
  chunks: Buffer[] = [];
  /** Content-Encoding: gzip (the citizens' calls accept it, as phones do; nginx compresses the larger lists) */
  gzipped = false;
  private decoded = false;
  private json: unknown = null;

  /** `bodies` and `path`: a GET's answer, whose body may be the same bytes as the last one's for its path */
  constructor(
    readonly resolve: (answer: HttpAnswer) => void,
    readonly reject: (error: Error) => void,
    private readonly bodies: DecodedBodies | null = null,
    private readonly path = "",
  ) {}

  /**
   * The body's JSON (its text when it is not JSON, null when empty), decoded the first time it is read; a GET's body
   * that is the same bytes as the last one for its path is that one's JSON, frozen (DecodedBodies).
   */
  get body(): unknown {
    if (!this.decoded) {
      this.decoded = true;
      const bytes = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
      this.chunks = [];
      this.json = this.bodies ? this.bodies.decode(this.path, bytes, this.gzipped) : decodeBody(bytes, this.gzipped);
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
 * in its measured latency (the limit is the offered concurrency; docs/performance-log.md, "The generator's own queue").
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

export type ConnectionOptions = {
  /** connections per origin at most; requests beyond wait for one, in order */
  connections: number;
  /** a connect that has not completed by then fails with CONNECT_TIMEOUT (default 10 s) */
  connectTimeoutMs?: number;
  /** a sent request whose answer's headers have not all come by then fails with HEADERS_TIMEOUT (default 300 s) */
  headersTimeoutMs?: number;
  /** an answer's body with no bytes for this long fails with BODY_TIMEOUT (default 300 s) */
  bodyTimeoutMs?: number;
  /**
   * an idle connection is closed after this (default 4 s), or sooner when the server's `Keep-Alive: timeout=N` says
   * it closes first (N s less 2 s, as undici does), so that no request is sent on a connection the server is closing
   */
  keepAliveTimeoutMs?: number;
};

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Waiting = { request: string; answer: HttpAnswer; since: number };

const CRLF = Buffer.from("\r\n");
const HEAD_END = Buffer.from("\r\n\r\n");
/** An answer's header block larger than this is refused (Node's own limit for a request's) */
const MAX_HEAD_BYTES = 16 * 1024;
const KEEP_ALIVE_THRESHOLD_MS = 2_000;

const enum Reading {
  /** nothing in flight */
  Idle,
  Head,
  /** the body by Content-Length: `remaining` bytes to come */
  Body,
  /** a chunked body: the next chunk's size line, its data, the CRLF after it, the trailers */
  ChunkSize,
  ChunkData,
  ChunkEnd,
  Trailers,
  /** a body without a length: until the connection closes */
  UntilClose,
  /** the head was the whole answer (204, 304, Content-Length: 0) */
  NoBody,
}

/** One connection: a socket, the request on it, and the answer being read. */
class Connection {
  readonly socket: Socket;
  connected = false;
  closed = false;
  answer: HttpAnswer | null = null;
  /** a request given to this kept connection, not yet written: `reuse()` */
  private held: Waiting | null = null;
  private reading = Reading.Idle;
  /** bytes of the head, a chunk-size line or the trailers not yet whole */
  private pending: Buffer | null = null;
  private remaining = 0;
  /** the answer asked to close the connection after it (Connection: close, or a body until close) */
  private closeAfter = false;
  /** the server's Keep-Alive timeout less the threshold, if it said one */
  private serverKeepAliveMs = Infinity;
  /** when the current wait fails (performance.now ms), and with what; Infinity: no deadline */
  deadline = Infinity;
  deadlineCode = "";

  constructor(
    private readonly origin: Origin,
    host: string,
    port: number,
  ) {
    this.socket = connect({ host, port, noDelay: true });
    this.setDeadline(origin.timeouts.connectMs, "CONNECT_TIMEOUT");
    this.socket.on("connect", () => {
      this.connected = true;
      if (this.answer) this.setDeadline(origin.timeouts.headersMs, "HEADERS_TIMEOUT");
    });
    this.socket.on("data", (chunk: Buffer) => this.onData(chunk));
    this.socket.on("error", (error: NodeJS.ErrnoException) => this.fail(failure(error.code ?? SOCKET_CLOSED, error.message)));
    // the server's close (its FIN on 'end', a reset or our own destroy on 'close'): a body until close is whole, an
    // answer still coming fails, an idle connection goes at once (undici destroys the socket on 'end' too)
    const closedBySocket = () => {
      if (this.reading === Reading.UntilClose) this.complete();
      if (this.answer) this.fail(failure(SOCKET_CLOSED, "the connection closed before the answer was whole"));
      else this.close();
    };
    this.socket.on("end", closedBySocket);
    this.socket.on("close", closedBySocket);
  }

  private setDeadline(ms: number, code: string): void {
    this.deadline = performance.now() + ms;
    this.deadlineCode = code;
  }

  /** Sends `request` (a whole HTTP/1.1 request as text) and reads its answer into `answer`. */
  send(request: string, answer: HttpAnswer): void {
    this.answer = answer;
    this.reading = Reading.Head;
    if (this.connected) this.setDeadline(this.origin.timeouts.headersMs, "HEADERS_TIMEOUT");
    // before the connect completes the socket keeps the write and the connect deadline runs
    this.socket.write(request);
  }

  /**
   * Sends on a kept connection one turn of the event loop later, as undici does (client-h1.js,
   * scheduleIdleSocketValidation): a close or stray bytes the server sent while it was idle are read first, and the
   * request goes on another connection instead of failing as dropped (and being retried, a create too). A connection
   * handed on in `complete()` needs no wait: its answer was just read.
   */
  reuse(request: string, answer: HttpAnswer): void {
    this.held = { request, answer, since: 0 };
    setImmediate(() => {
      const held = this.held;
      this.held = null;
      if (held) this.send(held.request, held.answer);
    });
  }

  /** The sweep found the deadline past: an idle connection is closed, a waiting request fails. */
  expire(): void {
    if (this.answer) this.fail(failure(this.deadlineCode, this.deadlineCode.toLowerCase().replace("_", " ")));
    else this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.deadline = Infinity;
    this.socket.destroy();
    this.origin.remove(this);
    // a request not yet written was never sent: it goes on another connection, not failed
    const held = this.held;
    this.held = null;
    if (held) this.origin.place(held.request, held.answer);
  }

  /** The request in flight (if any) fails with `error`; the connection is not used again. */
  private fail(error: Error): void {
    const answer = this.answer;
    this.answer = null;
    this.reading = Reading.Idle;
    this.close();
    if (answer) {
      answer.reject(error);
      this.origin.next(null);
    }
  }

  private complete(): void {
    const answer = this.answer!;
    this.answer = null;
    this.reading = Reading.Idle;
    this.pending = null;
    const keptMs = Math.min(this.origin.timeouts.keepAliveMs, this.serverKeepAliveMs);
    // a server about to close it gets no further request on it (undici's rule too)
    if (this.closeAfter || keptMs <= 0) this.close();
    else this.setDeadline(keptMs, "");
    answer.resolve(answer);
    this.origin.next(this.closed ? null : this);
  }

  private onData(chunk: Buffer): void {
    if (!this.answer) {
      // bytes nobody asked for: the connection cannot be trusted with the next request
      this.close();
      return;
    }
    let buffer = chunk;
    if (this.pending) {
      buffer = Buffer.concat([this.pending, chunk]);
      this.pending = null;
    }
    let at = 0;
    const answer = this.answer;
    for (;;) {
      switch (this.reading) {
        case Reading.Head: {
          const end = buffer.indexOf(HEAD_END, at);
          if (end < 0) return this.keep(buffer, at, MAX_HEAD_BYTES);
          if (!this.readHead(buffer.toString("latin1", at, end), answer)) return;
          at = end + 4;
          if (this.reading === Reading.Head) break; // an interim answer (100 Continue …): the real one follows
          if (this.reading === Reading.NoBody) return this.finish(buffer, at);
          // the body's deadline is one of inactivity: renewed by each read
          this.setDeadline(this.origin.timeouts.bodyMs, "BODY_TIMEOUT");
          break;
        }
        case Reading.Body:
        case Reading.ChunkData: {
          const take = Math.min(this.remaining, buffer.length - at);
          if (take > 0) answer.chunks.push(buffer.subarray(at, at + take));
          this.remaining -= take;
          at += take;
          if (this.remaining > 0) return this.setDeadline(this.origin.timeouts.bodyMs, "BODY_TIMEOUT");
          if (this.reading === Reading.Body) return this.finish(buffer, at);
          this.reading = Reading.ChunkEnd;
          break;
        }
        case Reading.ChunkSize: {
          const end = buffer.indexOf(CRLF, at);
          if (end < 0) return this.keep(buffer, at, 1024);
          const line = buffer.toString("latin1", at, end);
          const semicolon = line.indexOf(";");
          const size = parseInt(semicolon < 0 ? line : line.slice(0, semicolon), 16);
          if (!Number.isFinite(size) || size < 0)
            return this.fail(failure(BAD_ANSWER, `a chunk size of ${JSON.stringify(line)}`));
          at = end + 2;
          this.remaining = size;
          this.reading = size === 0 ? Reading.Trailers : Reading.ChunkData;
          break;
        }
        case Reading.ChunkEnd: {
          if (buffer.length - at < 2) return this.keep(buffer, at, 2);
          if (buffer[at] !== 13 || buffer[at + 1] !== 10) return this.fail(failure(BAD_ANSWER, "a chunk not ended by CRLF"));
          at += 2;
          this.reading = Reading.ChunkSize;
          break;
        }
        case Reading.Trailers: {
          const end = buffer.indexOf(CRLF, at);
          if (end < 0) return this.keep(buffer, at, MAX_HEAD_BYTES);
          // an empty line ends the trailers; a trailer line itself is not read
          const empty = end === at;
          at = end + 2;
          if (empty) return this.finish(buffer, at);
          break;
        }
        case Reading.UntilClose: {
          if (at < buffer.length) answer.chunks.push(at === 0 ? buffer : buffer.subarray(at));
          return this.setDeadline(this.origin.timeouts.bodyMs, "BODY_TIMEOUT");
        }
        default:
          return;
      }
    }
  }

  /** Keeps the unread bytes from `at` for the next read (at most `limit` of them). */
  private keep(buffer: Buffer, at: number, limit: number): void {
    if (buffer.length - at > limit) return this.fail(failure(BAD_ANSWER, "an answer's head or chunk line too long"));
    this.pending = at === 0 ? buffer : buffer.subarray(at);
  }

  /** The answer is whole at `at`; bytes after it were never asked for (no pipelining), so the connection goes. */
  private finish(buffer: Buffer, at: number): void {
    if (at < buffer.length) this.closeAfter = true;
    this.complete();
  }

  /**
   * Reads the status line and the headers the generator needs; sets how the body is read (Reading.Head still: an
   * interim answer).
   * False when the answer is refused (the connection has failed).
   */
  private readHead(head: string, answer: HttpAnswer): boolean {
    const lineEnd = head.indexOf("\r\n");
    const statusLine = lineEnd < 0 ? head : head.slice(0, lineEnd);
    const status = statusLine.startsWith("HTTP/1.") ? Number(statusLine.slice(9, 12)) : NaN;
    if (!(status >= 100 && status <= 999)) {
      this.fail(failure(BAD_ANSWER, `a status line of ${JSON.stringify(statusLine.slice(0, 40))}`));
      return false;
    }
    if (status < 200) return true;
    answer.status = status;
    let length = -1;
    let chunked = false;
    this.closeAfter = statusLine.charCodeAt(7) === 48; // HTTP/1.0 closes unless told otherwise
    // each answer says its own Keep-Alive timeout; one without it leaves the client's own (undici: onHeadersComplete)
    this.serverKeepAliveMs = Infinity;
    for (let start = lineEnd + 2; lineEnd >= 0 && start < head.length;) {
      let end = head.indexOf("\r\n", start);
      if (end < 0) end = head.length;
      const colon = head.indexOf(":", start);
      if (colon > start && colon < end) {
        // only a handful of names matter: look at a name only when its length is one of theirs
        const nameLength = colon - start;
        if (nameLength === 10 || nameLength === 11 || nameLength === 14 || nameLength === 16 || nameLength === 17) {
          const name = head.slice(start, colon).toLowerCase();
          const value = head.slice(colon + 1, end).trim();
          if (name === "content-length") length = Number(value);
          else if (name === "transfer-encoding") chunked = value.toLowerCase().endsWith("chunked");
          else if (name === "retry-after") answer.retryAfter = retryAfterSeconds(value);
          else if (name === "content-encoding") answer.gzipped = value.toLowerCase() === "gzip";
          else if (name === "connection") this.closeAfter = value.toLowerCase().includes("close");
          else if (name === "keep-alive") {
            const timeout = /timeout=(\d+)/i.exec(value);
            if (timeout) this.serverKeepAliveMs = Number(timeout[1]) * 1000 - KEEP_ALIVE_THRESHOLD_MS;
          }
        }
      }
      start = end + 2;
    }
    if (status === 204 || status === 304) this.reading = Reading.NoBody;
    else if (chunked) this.reading = Reading.ChunkSize;
    else if (length >= 0 && Number.isSafeInteger(length)) {
      this.remaining = length;
      this.reading = length === 0 ? Reading.NoBody : Reading.Body;
    } else if (length === -1) {
      this.reading = Reading.UntilClose;
      this.closeAfter = true;
    } else {
      this.fail(failure(BAD_ANSWER, "a Content-Length that is not a number"));
      return false;
    }
    return true;
  }
}

/** An origin's connections, opened as needed up to the limit, and the calls waiting for one. */
class Origin {
  private readonly open: Connection[] = [];
  private readonly idle: Connection[] = [];
  /** requests waiting for a connection, first at `head`; a slot is emptied as its request leaves */
  private readonly waiting: (Waiting | undefined)[] = [];
  private head = 0;
  private closing = false;
  readonly queue: QueueStats = { calls: 0, mostInFlight: 0, waited: 0, mostWaiting: 0, waitMsTotal: 0, longestWaitMs: 0 };

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly limit: number,
    readonly timeouts: { connectMs: number; headersMs: number; bodyMs: number; keepAliveMs: number },
  ) {}

  dispatch(request: string, answer: HttpAnswer): void {
    this.queue.calls++;
    this.place(request, answer);
  }

  /** Sends a request on a kept connection (after a turn), a new one, or queues it. */
  place(request: string, answer: HttpAnswer): void {
    if (this.closing) return answer.reject(failure(SOCKET_CLOSED, "the client is closed"));
    const kept = this.idle.pop();
    const connection = kept ?? (this.open.length < this.limit ? this.connect() : undefined);
    if (connection) {
      if (kept) kept.reuse(request, answer);
      else connection.send(request, answer);
      const inFlight = this.open.length - this.idle.length;
      if (inFlight > this.queue.mostInFlight) this.queue.mostInFlight = inFlight;
    } else {
      this.waiting.push({ request, answer, since: performance.now() });
      if (this.waiting.length - this.head > this.queue.mostWaiting) this.queue.mostWaiting = this.waiting.length - this.head;
    }
  }

  /** A request is done (answered or failed): the next waiting one takes its connection (or a new one if it is gone). */
  next(connection: Connection | null): void {
    if (this.head < this.waiting.length && !this.closing) {
      const carrier = connection ?? (this.open.length < this.limit ? this.connect() : undefined);
      if (!carrier) return;
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
      carrier.send(next.request, next.answer);
    } else if (connection) this.idle.push(connection);
  }

  /** A connection closed: it carries nothing more. */
  remove(connection: Connection): void {
    const at = this.open.indexOf(connection);
    if (at >= 0) this.open.splice(at, 1);
    const idleAt = this.idle.lastIndexOf(connection);
    if (idleAt >= 0) this.idle.splice(idleAt, 1);
  }

  /** Fails what is past its deadline. */
  sweep(now: number): void {
    for (let i = this.open.length - 1; i >= 0; i--) {
      const connection = this.open[i];
      if (connection && connection.deadline <= now) connection.expire();
    }
  }

  private connect(): Connection {
    const connection = new Connection(this, this.host, this.port);
    this.open.push(connection);
    return connection;
  }

  /** Fails the waiting calls and closes every connection (a call in flight fails with SOCKET_CLOSED). */
  async close(): Promise<void> {
    this.closing = true;
    for (let i = this.head; i < this.waiting.length; i++)
      this.waiting[i]?.answer.reject(failure(SOCKET_CLOSED, "the client is closed"));
    this.waiting.length = 0;
    this.head = 0;
    const sockets = this.open.map((connection) => connection.socket);
    for (const connection of [...this.open]) connection.close();
    await Promise.all(sockets.map((socket) => (socket.closed ? undefined : once(socket, "close"))));
  }
}

/** The generator's connections, by origin, each origin's opened on first use. */
export class Connections {
  private readonly origins = new Map<string, { origin: Origin; hostHeader: string }>();
  private readonly bodies = new DecodedBodies();
  private readonly timeouts: { connectMs: number; headersMs: number; bodyMs: number; keepAliveMs: number };
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly options: ConnectionOptions) {
    this.timeouts = {
      connectMs: options.connectTimeoutMs ?? 10_000,
      headersMs: options.headersTimeoutMs ?? 300_000,
      bodyMs: options.bodyTimeoutMs ?? 300_000,
      keepAliveMs: options.keepAliveTimeoutMs ?? 4_000,
    };
  }

  /**
   * Sends one request; resolves with the answer, rejects with an error whose `code` says what it met: ECONNREFUSED,
   * ECONNRESET and the like from the socket, SOCKET_CLOSED, BAD_ANSWER, or one of TIMEOUT_CODES. `headers` as flat
   * name, value pairs; `body` text (its Content-Length is sent).
   */
  send(origin: string, method: HttpMethod, path: string, headers: string[], body?: string): Promise<HttpAnswer> {
    let target = this.origins.get(origin);
    if (!target) {
      const url = new URL(origin);
      const port = Number(url.port || 80);
      const host = url.hostname.replace(/^\[|\]$/g, "");
      target = { origin: new Origin(host, port, this.options.connections, this.timeouts), hostHeader: url.host };
      this.origins.set(origin, target);
      this.startSweeping();
    }
    let request = `${method} ${path} HTTP/1.1\r\nhost: ${target.hostHeader}\r\n`;
    for (let i = 0; i < headers.length; i += 2) request += `${headers[i]}: ${headers[i + 1]}\r\n`;
    if (body !== undefined) request += `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    else request += method === "GET" || method === "DELETE" ? "\r\n" : "content-length: 0\r\n\r\n";
    const to = target.origin;
    const bodies = method === "GET" ? this.bodies : null;
    const key = bodies ? origin + path : "";
    return new Promise((resolve, reject) => to.dispatch(request, new HttpAnswer(resolve, reject, bodies, key)));
  }

  /** One timer for every deadline, ticking at a tenth of the shortest timeout (5 ms to 250 ms). */
  private startSweeping(): void {
    if (this.sweeper) return;
    const { connectMs, headersMs, bodyMs, keepAliveMs } = this.timeouts;
    const tick = Math.max(5, Math.min(250, Math.min(connectMs, headersMs, bodyMs, keepAliveMs) / 10));
    this.sweeper = setInterval(() => {
      const now = performance.now();
      for (const { origin } of this.origins.values()) origin.sweep(now);
    }, tick);
    this.sweeper.unref();
  }

  /** each origin's queue figures so far */
  queueStats(): Record<string, QueueStats> {
    return Object.fromEntries([...this.origins].map(([origin, { origin: target }]) => [origin, { ...target.queue }]));
  }

  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    const origins = [...this.origins.values()];
    this.origins.clear();
    await Promise.all(origins.map(({ origin }) => origin.close()));
  }
}
