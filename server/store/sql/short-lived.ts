/**
 * Answers kept for a short while (the guest lists of docs/product.md §10 during the 06:00 rush; docs/deploy.md,
 * "Sizing"): a value is read at most once per `ttlMs` per key, and callers that ask while it is being read share that
 * read (one query for a burst of requests, not one each). A read that fails is not kept. `clear` forgets everything
 * (this process changed what the lists show). Time is the process's own monotonic clock, not the API's clock: the
 * staleness is about the database, and a test's frozen API clock must not freeze the lists.
 *
 * With `lastWhen`, a read that fails with an error it accepts (the database is away) answers the last value read for
 * that key instead, however old (docs/decisions/121-sql-store.md): while the
 * database is away nothing can change what it holds, so the last list read is what it would say. `clear` keeps
 * those last values; only a later read replaces them. With `lastAfterMs` too, a read that has not answered by then
 * (a stalled database answers nothing until the query timeout, 10 s) is not waited for: the last value answers at
 * once, and the read goes on for the callers after it (issue 33). While a read is in flight no other starts for its
 * key, so a stalled database holds one connection per list, not one per second.
 */
export class ShortLived<V> {
  readonly #entries = new Map<string, { value: Promise<V>; until: number; settled: boolean }>();
  readonly #last = new Map<string, V>();
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #lastWhen: ((error: unknown) => boolean) | undefined;
  readonly #lastAfterMs: number | undefined;

  constructor(
    ttlMs: number,
    {
      now = () => performance.now(),
      lastWhen,
      lastAfterMs,
    }: { now?: () => number; lastWhen?: (error: unknown) => boolean; lastAfterMs?: number } = {},
  ) {
    this.#ttlMs = ttlMs;
    this.#now = now;
    this.#lastWhen = lastWhen;
    this.#lastAfterMs = lastAfterMs;
  }

  get(key: string, read: () => Promise<V>): Promise<V> {
    const now = this.#now();
    const kept = this.#entries.get(key);
    if (kept && (kept.until > now || !kept.settled)) return this.#orLast(key, kept);
    const value = read().then(
      (fresh) => {
        entry.settled = true;
        if (this.#lastWhen) this.#last.set(key, fresh);
        return fresh;
      },
      (error: unknown) => {
        entry.settled = true;
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
        if (this.#lastWhen?.(error) && this.#last.has(key)) return this.#last.get(key)!;
        throw error;
      },
    );
    const entry = { value, until: now + this.#ttlMs, settled: false };
    this.#entries.set(key, entry);
    return this.#orLast(key, entry);
  }

  /** The read, or the last value if the read is still out after `lastAfterMs`. */
  #orLast(key: string, entry: { value: Promise<V>; settled: boolean }): Promise<V> {
    if (entry.settled || this.#lastAfterMs === undefined || !this.#last.has(key)) return entry.value;
    const last = this.#last.get(key)!;
    return Promise.race([entry.value, new Promise<V>((resolve) => setTimeout(() => resolve(last), this.#lastAfterMs).unref?.())]);
  }

  clear(): void {
    this.#entries.clear();
  }
}
