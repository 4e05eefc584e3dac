/**
 * Small pure helpers shared by the machines. No React, no fetch; from `src/` only types and src/lib's plain helpers:
 * failed effects reject with whatever the adapter throws (in the app an `ApiError`), and the machines read
 * it structurally.
 */

import { failureKind } from "../contract/failure-kind";

/** A failed call to report: the machine says what failed; the component words the toast (ADR 207). */
export type FailureNotice = { error: EffectFailure };

/** The error shape the machines understand: `ApiError` fits it, so do plain `{ message }` objects in scenarios. */
export type EffectFailure = { status?: number; code?: string; message?: string; retryAfter?: number };

/**
 * The failure as it came (in the app an `ApiError`, in scenarios a plain object). Machines keep and report it; the
 * app words it with `errorText` (src/api/errors.ts, docs/product.md §8), so a failure's text has one home.
 */
export function asFailure(error: unknown): EffectFailure {
  return typeof error === "object" && error !== null ? (error as EffectFailure) : { message: String(error) };
}

/** Seconds from a 429's Retry-After, when it is a positive number. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (failureKind(error) !== "tooMany") return undefined;
  const value = (error as { retryAfter?: unknown }).retryAfter;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return undefined;
  return Math.ceil(value);
}
