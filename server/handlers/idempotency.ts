import type { Database } from "../store/memory/database";
import { idempotencyKeyReused, isKeyRemembered } from "../rules/idempotency";
import { refuse } from "./respond";

export { fingerprintOf } from "../rules/idempotency";

/**
 * For a key seen before: the stored response again (same body), or 422 (another body under the same key).
 * Null for a new key. Call inside the transaction that will store the result.
 */
export function replayFor(db: Database, key: string, fingerprint: string, now: number): Response | null {
  const stored = db.find("idempotency", (row) => row.key === key && isKeyRemembered(row.created_at, now));
  if (!stored) return null;
  if (stored.fingerprint !== fingerprint) {
    return refuse(idempotencyKeyReused);
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
  for (const expired of db.all("idempotency").filter((row) => !isKeyRemembered(row.created_at, now)))
    db.remove("idempotency", expired);
  await db.insert("idempotency", { key, fingerprint, status, body, created_at: now });
}
