import { useEffect } from "react";

/** How long after the 'online' event a load that still failed is asked for once more. */
export const RETRY_AGAIN_MS = 2_000;

/** When the browser last said it was back online (performance.now()), for a failure shown just after it. */
let lastOnlineAt = Number.NEGATIVE_INFINITY;
if (typeof window !== "undefined") window.addEventListener("online", () => (lastOnlineAt = performance.now()));

/**
 * While `failed`, calls `retry` each time the browser says it is back online (docs/product.md §2.2, §8.5: what did not
 * load with no signal loads by itself once the phone is back online). The event, not the browser's online state
 * (src/lib/use-online.ts), which may say online all along while the load failed: one retry per event, never one per
 * render. The event can come a moment before the connection carries requests (a phone's radio, a service worker's own
 * network: an e2e journey's retry right after going back online failed so under load, and the page stayed on 'Muat
 * ulang', session 46), so a load that still fails is asked for once more `RETRY_AGAIN_MS` after the event: by the
 * same failure shown on (a ticket's QR code, 'Tiket saya''s ticket), or by one shown anew within that time (the route's
 * screen, whose failure is shown again after its retry). Never more: no loop on a load that fails with a signal.
 * `retry` should be a stable function: a new one each render re-subscribes (harmless, but wasteful). One hook for the
 * route's screen (src/app/screen-load-boundary.tsx), 'Tiket saya''s ticket (src/tickets/use-my-ticket-dialog.tsx) and
 * the ticket's QR code (src/tickets/ticket-qr.tsx).
 */
export function useRetryOnReconnect(failed: boolean, retry: () => void): void {
  useEffect(() => {
    if (!failed) return;
    let again: number | undefined;
    const retryAgainAfter = (ms: number) => {
      window.clearTimeout(again);
      again = window.setTimeout(retry, ms);
    };
    // a failure shown anew right after the event (its retry failed): once more, when the event is RETRY_AGAIN_MS old
    const sinceOnline = performance.now() - lastOnlineAt;
    if (sinceOnline < RETRY_AGAIN_MS) retryAgainAfter(RETRY_AGAIN_MS - sinceOnline);
    const onOnline = () => {
      retry();
      retryAgainAfter(RETRY_AGAIN_MS);
    };
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("online", onOnline);
      window.clearTimeout(again);
    };
  }, [failed, retry]);
}
