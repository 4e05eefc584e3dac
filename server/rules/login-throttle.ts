import { violation, type Violation } from "./violation";

/**
 * Login throttling (docs/decisions/103-mock-auth.md): failed logins are counted per username and per client.
 * At the threshold the key is locked for a while, and each further failure after a lock doubles the wait, up to a cap.
 * A quiet spell forgets the count; a successful login clears its username's count (not the client's: one known
 * account must not reset a client that is guessing others).
 */
export const LOGIN_THROTTLE = {
  /** failures of one username before it is locked */
  perUsername: 5,
  /** failures from one client (any usernames) before it is locked */
  perClient: 20,
  firstLockSeconds: 30,
  maxLockSeconds: 15 * 60,
  /** a key with no failure for this long starts again from zero */
  forgetAfterSeconds: 15 * 60,
} as const;

export type LoginFailures = { count: number; lastFailureAt: number; lockedUntil: number };

/** Seconds until a key may try again (0: it may try now). `now` in epoch ms. */
export function lockSecondsLeft(record: LoginFailures | undefined, now: number): number {
  if (!record || record.lockedUntil <= now) return 0;
  return Math.ceil((record.lockedUntil - now) / 1000);
}

/** The record after one more failure at `now`: locked once `count` reaches `threshold`, twice as long each time. */
export function afterFailure(record: LoginFailures | undefined, now: number, threshold: number): LoginFailures {
  const fresh = !record || now - record.lastFailureAt >= LOGIN_THROTTLE.forgetAfterSeconds * 1000;
  const count = (fresh ? 0 : record.count) + 1;
  if (count < threshold) return { count, lastFailureAt: now, lockedUntil: 0 };
  const seconds = Math.min(LOGIN_THROTTLE.maxLockSeconds, LOGIN_THROTTLE.firstLockSeconds * 2 ** Math.min(count - threshold, 20));
  return { count, lastFailureAt: now, lockedUntil: now + seconds * 1000 };
}

/**
 * The record as it would stand if each of `inFlight` attempts still having their password checked failed at `now`.
 * A new attempt is checked only if this is not locked: parallel guesses are refused from the threshold on, instead of
 * all being checked before the first failure is counted (docs/product.md §11.14, ADR 103). Nothing is recorded: an
 * attempt that succeeds leaves no failure behind.
 */
export function assumingFailures(
  record: LoginFailures | undefined,
  inFlight: number,
  now: number,
  threshold: number,
): LoginFailures | undefined {
  let assumed = record;
  for (let i = 0; i < inFlight; i++) assumed = afterFailure(assumed, now, threshold);
  return assumed;
}

/**
 * A reservation older than this is a crashed process's, not an attempt in flight: a password check takes tens of
 * milliseconds and a statement gives up after 10 s (docs/deploy.md), so only a process that died mid-check leaves
 * one this old, and it stops counting instead of locking its keys for ever.
 */
export const LOGIN_RESERVATION_TTL_MS = 60_000;

/** What a store knows of one throttle key when an attempt asks to be checked. */
export type ThrottleKeyState = { record: LoginFailures | undefined; inFlight: number; threshold: number };

/** Seconds a new attempt waits (0: it may be checked now): the longest lock among its keys, attempts in flight counted as failures. */
export function waitBeforeAttempt(keys: readonly ThrottleKeyState[], now: number): number {
  return Math.max(0, ...keys.map((key) => lockSecondsLeft(assumingFailures(key.record, key.inFlight, now, key.threshold), now)));
}

/** The 429 a locked login answers, with the wait in its text (the login page shows the server's text). */
export function loginLocked(seconds: number): Violation {
  return violation(429, "RATE_LIMITED", `Too many failed login attempts. Try again in ${waitText(seconds)}.`);
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The throttle's keys for one attempt: the username as the API compares it (sameKey) and the client address. */
export function throttleKeys(username: string, client: string): { user: string; client: string } {
  return { user: `user:${username.trim().toLowerCase()}`, client: `client:${client}` };
}
