import { useCallback, useMemo } from "react";
import type { SavedTicket } from "../../tickets/my-tickets-store";
import type { RegistrationAttemptActor } from "../../../machines/registration-attempt";
import { useSavedTicketsLater } from "../../tickets/use-saved-tickets-later";
import { wibToday } from "../../../contract/wib";
import type { ServerWindow } from "./registration-window";

/**
 * The tickets this device holds for today or later, earliest first (`current`), and whether it holds any at all, past
 * ones too (`held`: 'Tiket saya' shows them, so the offline notice offers it; docs/product.md §2.2). The page names the first
 * and links to 'Tiket saya', so a citizen who reloads or comes back neither registers twice nor thinks the ticket
 * lost; a refusal as registered already links there only for the refused KTP's ticket of the pickup date. Read as
 * `useSavedTicketsLater` reads them, and again once the attempt machine says a ticket dialog was closed (its
 * `ticketClosed`): the ticket of a first registration is saved while its dialog shows, so the note is there once the
 * dialog is closed. Today is the server's (ADR 805) once it has answered: the store is read at every render, as it
 * dates and prunes by the clock of that moment, so a list first read by the device's clock (the store loads before
 * the server answers) is read again when the server's time is heard (the page re-renders then).
 */
export function useCurrentSavedTickets(
  { serverNow }: ServerWindow,
  attempt: RegistrationAttemptActor,
): { current: readonly SavedTicket[]; held: boolean } {
  const afterTicketClosed = useCallback(
    (load: () => void) => {
      const closed = attempt.on("ticketClosed", load);
      return () => closed.unsubscribe();
    },
    [attempt],
  );
  const tickets = useSavedTicketsLater(afterTicketClosed);
  const today = wibToday(serverNow());
  // one list while the store's and the day are the same: the refusal's link is memoized on it (issue 38)
  const current = useMemo(
    () =>
      tickets.filter((ticket) => ticket.scheduled_date >= today).sort((a, b) => a.scheduled_date.localeCompare(b.scheduled_date)),
    [tickets, today],
  );
  return { current, held: tickets.length > 0 };
}
