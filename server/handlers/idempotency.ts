import type { Database } from "../store/memory/database";
import { fail } from "./respond";

/** How long a key is remembered (the same citizen retrying a flaky request). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Canonical JSON (sorted keys), so `{a,b}` and `{b,a}` are the same body. */
export function fingerprintOf(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/**
 * For a key seen before: the stored response again (same body), or 422 (another body under the same key).
 * Null for a new key. Call inside the transaction that will store the result.
 */
export function replayFor(db: Database, key: string, fingerprint: string, now: number): Response | null {
  const stored = db.find("idempotency", (row) => row.key === key && now - row.created_at < IDEMPOTENCY_TTL_MS);
  if (!stored) return null;
  if (stored.fingerprint !== fingerprint) {
    return fail(422, "VALIDATION", "Idempotency-Key sudah dipakai untuk data pendaftaran lain", {
      "Idempotency-Key": "Key already used with a different body",
    });
  }
  return new Response(stored.body, {
    status: stored.status,
    headers: { "Content-Type": "application/json", "Idempotent-Replayed": "true" },
  });
}

export async function rememberResponse(
  db: Database,
  key: string,
  fingerprint: string,
  status: number,
  body: string,
  now: number,
): Promise<void> {
  for (const expired of db.all("idempotency").filter((row) => now - row.created_at >= IDEMPOTENCY_TTL_MS))
    db.remove("idempotency", expired);
  await db.insert("idempotency", { key, fingerprint, status, body, created_at: now });
}
