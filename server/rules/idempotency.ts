import { IDEMPOTENCY_KEY_MAX } from "../../contract/outcomes";
import { violation, type Violation } from "./violation";

/** How long an Idempotency-Key is remembered (the same citizen retrying a flaky request). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Canonical JSON (sorted keys), so `{a,b}` and `{b,a}` are the same body. */
export function fingerprintOf(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** Whether a key remembered at `createdAt` still counts at `now`. */
export function isKeyRemembered(createdAt: number, now: number): boolean {
  return now - createdAt < IDEMPOTENCY_TTL_MS;
}

/** The same key with another registration body: refused, nothing written. */
export const idempotencyKeyReused: Violation = violation(
  422,
  "VALIDATION",
  "Idempotency-Key sudah dipakai untuk data pendaftaran lain",
  { "Idempotency-Key": "Key already used with a different body" },
);

/**
 * A key longer than IDEMPOTENCY_KEY_MAX (contract/outcomes.ts): refused before anything reads it, nothing written. An
 * index cannot hold a key of several KB (PostgreSQL's btree refused one over 2,704 bytes with a 500; docs/product.md
 * §11.6).
 */
export const isKeyTooLong = (key: string) => key.length > IDEMPOTENCY_KEY_MAX;

/** The refusal of a key that `isKeyTooLong`. */
export const idempotencyKeyTooLong: Violation = violation(
  422,
  "VALIDATION",
  `Idempotency-Key paling banyak ${IDEMPOTENCY_KEY_MAX} karakter`,
  { "Idempotency-Key": `At most ${IDEMPOTENCY_KEY_MAX} characters` },
);
