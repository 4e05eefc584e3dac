import { useEffect, useState, useSyncExternalStore } from "react";
import type { SavedTicket, TicketStore } from "../../tickets/my-tickets-store";
import { hasSavedTickets } from "../../tickets/my-tickets-key";

const NONE: readonly SavedTicket[] = [];
const none = () => NONE;
const noSubscription = () => () => {};

/**
 * The tickets kept on this phone ('Tiket saya', docs/product.md §2.2), for the status check's default date (§2.4):
 * none until the page is hydrated, and the store loads only on a phone that has saved tickets, as 'Tiket saya' below
 * loads it (the same module: no extra bytes on the page's first load, ADR 802).
 */
export function useKeptTickets(): readonly SavedTicket[] {
  const [store, setStore] = useState<TicketStore | null>(null);
  useEffect(() => {
    let live = true;
    if (hasSavedTickets())
      void import("../../tickets/my-tickets-store").then(
        ({ myTickets }) => live && setStore(myTickets),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.snapshot ?? none, none);
}
