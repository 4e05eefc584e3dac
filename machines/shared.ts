/**
 * Small pure helpers shared by the machines. No React, no fetch, no runtime imports from `src/`:
 * failed effects reject with whatever the adapter throws (in the app an `ApiError`), and the machines read
 * it structurally.
 */

// One declaration of a toast, in the app's toast API; the machines raise the same (a type-only import).
import type { ToastInput, ToastVariant } from "../src/lib/toast-context";
export type { ToastInput, ToastVariant };

/** The error shape the machines understand: `ApiError` fits it, so do plain `{ message }` objects in scenarios. */
export type EffectFailure = { status?: number; code?: string; message?: string; retryAfter?: number };

/** docs/product.md §8: the server's `error` field if present (the adapter puts it in `message`), else the error's own message. */
export function errorMessage(error: unknown): string {
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null && "message" in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === "string" && message !== "") return message;
  }
  return "Something went wrong";
}

export function errorStatus(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "status" in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === "number") return status;
  }
  return undefined;
}

/** Seconds from a 429's Retry-After, when it is a positive number. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (errorStatus(error) !== 429) return undefined;
  const value = (error as { retryAfter?: unknown }).retryAfter;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return undefined;
  return Math.ceil(value);
}

/** The destructive 'Error' toast every failed admin call shows (docs/product.md §8). */
export function errorToast(error: unknown, suffix = ""): ToastInput {
  return { title: "Error", description: errorMessage(error) + suffix, variant: "destructive" };
}
