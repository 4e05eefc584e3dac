/**
 * The login form's rules (docs/product.md §5.1: username 3-100, password 8-100 characters) as plain functions, with
 * no ArkType, so `/login` neither loads nor initialises the schema library on its first load (ADR 802). The messages
 * are the schema library's own wording, so the login page words them as every staff form does
 * (src/admin-kit/readable-errors.ts, docs/product.md §5); the contract's `loginBody` is declared from the same limits,
 * and contract.test.ts checks both give the same answers.
 */
import type { GuestCheck } from "./guest-rules";

export const loginLimits = {
  username: { min: 3, max: 100 },
  password: { min: 8, max: 100 },
} as const;

export type LoginFields = { username: string; password: string };

/** The schema library's message for a string outside `min…max` characters, or null. */
export function lengthProblem(value: string, min: number, max: number): string | null {
  // the schema library leaves out "(was 0)" for an empty string
  if (value.length < min) return `must be at least length ${min}${value.length ? ` (was ${value.length})` : ""}`;
  if (value.length > max) return `must be at most length ${max} (was ${value.length})`;
  return null;
}

/** What `validate(loginBody, input)` answers for the form's two strings, without ArkType. */
export function checkLogin(input: LoginFields): GuestCheck<LoginFields> {
  const found: Record<string, string> = {};
  for (const field of ["password", "username"] as const) {
    const problem = lengthProblem(input[field], loginLimits[field].min, loginLimits[field].max);
    if (problem !== null) found[field] = problem;
  }
  return Object.keys(found).length
    ? { ok: false, fieldErrors: found }
    : { ok: true, value: { username: input.username, password: input.password } };
}
