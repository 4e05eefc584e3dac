import { isKeyTooLong } from "../rules/idempotency";
import type { ServerContext } from "../context";
import type { ApiRequest } from "./api-request";

/** A registration's Idempotency-Key header, trimmed; null when it is absent or blank (docs/product.md §10.5). */
export const idempotencyKeyOf = (request: ApiRequest): string | null => request.headers.get("idempotency-key")?.trim() || null;

/**
 * Whether a registration carries a key the store remembers: a retry of a registration already saved (its answer was
 * lost on the way), which gets its ticket again however many calls the client has made (the rate limit, route.ts) and
 * however full the session is now (guest.ts). Never "try again" for what was done.
 */
export async function retriesSavedRegistration(server: ServerContext, request: ApiRequest): Promise<boolean> {
  const key = idempotencyKeyOf(request);
  if (!key || isKeyTooLong(key)) return false;
  return server.store.tickets.isKeyRemembered(key, server.clock.now());
}
