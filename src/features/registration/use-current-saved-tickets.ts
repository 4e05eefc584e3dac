import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { RegistrationAttemptActor } from "../../../machines/registration-attempt";
import type { SavedTicket, TicketStore } from "../../tickets/my-tickets-store";
import { hasSavedTickets } from "../../tickets/my-tickets-key";
import { wibToday } from "../../../contract/wib";
import type { ServerWindow } from "./registration-window";

const NO_TICKETS: readonly SavedTicket[] = [];
const noTickets = () => NO_TICKETS;
const noSubscription = () => () => {};

/**
 * The tickets this device holds for today or later, earliest first (docs/product.md §2.3): the page names the first
 * and links to 'Tiket saya', so a citizen who reloads or comes back neither registers twice nor thinks the ticket
 * lost; a refusal as registered already links there only for the refused KTP's ticket of the pickup date. Read after
 * hydration (the page is rendered at build time), and the store only loads on a device that has saved tickets
 * (ADR 802), or once the attempt machine says a ticket dialog was closed (its `ticketClosed`): the ticket of a first
 * registration is saved while its dialog shows, so the note is there once the dialog is closed. Today is the
 * server's (ADR 805) once it has answered: the store is read at every render, as it dates and prunes by the clock
 * of that moment, so a list first read by the device's clock (the store loads before the server answers) is read
 * again when the server's time is heard (the page re-renders then).
 */
export function useCurrentSavedTickets({ serverNow }: ServerWindow, attempt: RegistrationAttemptActor): readonly SavedTicket[] {
  const [store, setStore] = useState<TicketStore | null>(null);
  useEffect(() => {
    let live = true;
    let loading = false;
    const follow = () => {
      if (loading || !hasSavedTickets()) return;
      loading = true;
      void import("../../tickets/my-tickets-store").then(
        ({ myTickets }) => {
          if (live) setStore(myTickets);
        },
        () => void (loading = false),
      );
    };
    // in a task of its own: the first look into the device's storage would otherwise join the effects React runs
    // right after the page's hydration, the longest task of the page's start (issue 38, docs/performance.md)
    const first = setTimeout(follow);
    const closed = attempt.on("ticketClosed", follow);
    return () => {
      live = false;
      clearTimeout(first);
      closed.unsubscribe();
    };
  }, [attempt]);
  const tickets = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.snapshot ?? noTickets, noTickets);
  const today = wibToday(serverNow());
  // one list while the store's and the day are the same: the refusal's link is memoized on it (issue 38)
  return useMemo(
    () =>
      tickets.filter((ticket) => ticket.scheduled_date >= today).sort((a, b) => a.scheduled_date.localeCompare(b.scheduled_date)),
    [tickets, today],
  );
}
