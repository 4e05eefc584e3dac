import { useEffect, useState, useSyncExternalStore } from "react";
import type { SavedTicket, TicketStore } from "./my-tickets-store";
import { hasSavedTickets } from "./my-tickets-key";

const NO_TICKETS: readonly SavedTicket[] = [];
const noTickets = () => NO_TICKETS;
const noSubscription = () => () => {};

/**
 * The tickets kept on this device ('Tiket saya', docs/product.md §2.2) for a page that only reads them: none until the
 * page is hydrated (it is rendered at build time), and the store's module loads only on a device that has saved
 * tickets (ADR 802), so a first visit's page gets no extra bytes. The first look into the device's storage runs in a
 * task of its own, not inside the effects React runs right after hydration, the longest task of a page's start
 * (issue 38, docs/performance-log.md). `alsoLoadOn` names a later moment to look again (e.g. a ticket just saved), and
 * returns its unsubscribe. The store dates and prunes by the clock of the moment it is read.
 */
export function useSavedTicketsLater(alsoLoadOn?: (load: () => void) => () => void): readonly SavedTicket[] {
  const [store, setStore] = useState<TicketStore | null>(null);
  useEffect(() => {
    let live = true;
    let loading = false;
    const load = () => {
      if (loading || !hasSavedTickets()) return;
      loading = true;
      void import("./my-tickets-store").then(
        ({ myTickets }) => {
          if (live) setStore(myTickets);
        },
        () => void (loading = false),
      );
    };
    const first = setTimeout(load);
    const stop = alsoLoadOn?.(load);
    return () => {
      live = false;
      clearTimeout(first);
      stop?.();
    };
  }, [alsoLoadOn]);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.snapshot ?? noTickets, noTickets);
}

/**
 * The tickets kept on this device as they are now, read from the store's module (loaded on demand, ADR 802): for an
 * answer that depends on them at a moment the page's own reading may not have finished (the status check's default
 * date, src/features/status/status-page.tsx).
 */
export function readSavedTickets(): Promise<readonly SavedTicket[]> {
  return hasSavedTickets()
    ? import("./my-tickets-store").then(({ myTickets }) => myTickets.snapshot())
    : Promise.resolve(NO_TICKETS);
}
