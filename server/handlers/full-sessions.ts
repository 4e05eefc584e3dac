import type { Violation } from "../rules/violation";

/**
 * This process's "full" marks (issue 34): a session the store has just refused as full (QUOTA_FULL) for a pickup date
 * is refused again without asking the store, with the store's own refusal, while nothing can have opened a seat. At
 * 06:00 most citizens are refused (five for every seat) and each refusal through the store takes its session's lock
 * behind the registrations that are taking the seats; a mark makes a refusal cost no database work.
 *
 * Exact, as the store would answer (server/handlers/full-sessions.test.ts):
 * - per pickup date: a new day (the clock's pickup date moved on) has no marks;
 * - any staff change on this process (a quota raised, a session or market unarchived, a day off, a reset) clears
 *   every mark, and a mark set by a refusal that was asked before such a change is not set (the generation);
 * - a change on another process shows within MARK_TTL_MS, as that process's lists do (ADR 121: the guest lists are a
 *   second behind at most; the create is the truth) — then the store is asked again;
 * - the caller refuses a registration with an Idempotency-Key by the mark only when the store does not remember the
 *   key (a retry of a registration that was saved gets its ticket), and only while the registration window is open.
 */
export const MARK_TTL_MS = 1_000;

type Mark = { date: string; refusal: Violation; until: number };

export class FullSessions {
  readonly #marks = new Map<number, Mark>();
  #generation = 0;
  /** real time, not the API clock: a frozen clock (the rush, tests) must still age the marks */
  readonly #now: () => number;

  constructor(now: () => number = () => performance.now()) {
    this.#now = now;
  }

  /** The store's refusal for `sessionId` on `date` while it is marked full, else null (ask the store). */
  refusal(sessionId: number, date: string): Violation | null {
    const mark = this.#marks.get(sessionId);
    if (!mark) return null;
    if (mark.date !== date || mark.until <= this.#now()) {
      this.#marks.delete(sessionId);
      return null;
    }
    return mark.refusal;
  }

  /** What `mark` needs to know that nothing changed while the store was deciding: take it before asking. */
  generation(): number {
    return this.#generation;
  }

  /** The store refused `sessionId` on `date` as full, asked at `generation`. */
  mark(sessionId: number, date: string, refusal: Violation, generation: number): void {
    if (generation !== this.#generation) return;
    this.#marks.set(sessionId, { date, refusal, until: this.#now() + MARK_TTL_MS });
  }

  /** A seat may have opened anywhere (a staff change): forget every mark, and the refusals being asked now. */
  clear(): void {
    this.#marks.clear();
    this.#generation++;
  }

  /** Whether `sessionId` is marked full on `date` (the guest list shows it with no seat left). */
  isFull(sessionId: number, date: string): boolean {
    return this.refusal(sessionId, date) !== null;
  }
}
