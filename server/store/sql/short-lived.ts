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
 * those last values; only a later read replaces them.
 */
export class ShortLived<V> {
  readonly #entries = new Map<string, { value: Promise<V>; until: number }>();
  readonly #last = new Map<string, V>();
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #lastWhen: ((error: unknown) => boolean) | undefined;

  constructor(
    ttlMs: number,
    { now = () => performance.now(), lastWhen }: { now?: () => number; lastWhen?: (error: unknown) => boolean } = {},
  ) {
    this.#ttlMs = ttlMs;
    this.#now = now;
    this.#lastWhen = lastWhen;
  }

  get(key: string, read: () => Promise<V>): Promise<V> {
    const now = this.#now();
    const kept = this.#entries.get(key);
    if (kept && kept.until > now) return kept.value;
    const value = read().then(
      (fresh) => {
        if (this.#lastWhen) this.#last.set(key, fresh);
        return fresh;
      },
      (error: unknown) => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
        if (this.#lastWhen?.(error) && this.#last.has(key)) return this.#last.get(key)!;
        throw error;
      },
    );
    const entry = { value, until: now + this.#ttlMs };
    this.#entries.set(key, entry);
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
