/**
 * Answers kept for a short while (the guest lists of docs/product.md §10 during the 06:00 rush; docs/deploy.md,
 * "Sizing"): a value is read at most once per `ttlMs` per key, and callers that ask while it is being read share that
 * read (one query for a burst of requests, not one each). A read that fails is not kept. `clear` forgets everything
 * (this process changed what the lists show). Time is the process's own monotonic clock, not the API's clock: the
 * staleness is about the database, and a test's frozen API clock must not freeze the lists.
 */
export class ShortLived<V> {
  readonly #entries = new Map<string, { value: Promise<V>; until: number }>();
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(ttlMs: number, now: () => number = () => performance.now()) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get(key: string, read: () => Promise<V>): Promise<V> {
    const now = this.#now();
    const kept = this.#entries.get(key);
    if (kept && kept.until > now) return kept.value;
    const value = read();
    const entry = { value, until: now + this.#ttlMs };
    this.#entries.set(key, entry);
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
