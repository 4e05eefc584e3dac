import { useEffect } from "react";

/**
 * While `failed`, calls `retry` each time the browser says it is back online (docs/product.md §2.2, §8.5: what did not
 * load with no signal loads by itself once the phone is back online). The event, not the browser's online state
 * (src/lib/use-online.ts), which may say online all along while the load failed: one retry per event, never one per
 * render. `retry` should be a stable function: a new one each render re-subscribes (harmless, but wasteful).
 * One hook for the route's screen (src/app/screen-load-boundary.tsx), 'Tiket saya''s ticket
 * (src/tickets/use-my-ticket-dialog.tsx) and the ticket's QR code (src/tickets/ticket-qr.tsx).
 */
export function useRetryOnReconnect(failed: boolean, retry: () => void): void {
  useEffect(() => {
    if (!failed) return;
    const onOnline = () => retry();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [failed, retry]);
}
