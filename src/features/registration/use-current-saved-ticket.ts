import { useEffect, useState } from "react";
import type { RegistrationAttemptActor } from "../../../machines/registration-attempt";
import type { SavedTicket } from "../../tickets/my-tickets-store";
import { hasSavedTickets } from "../../tickets/my-tickets-key";
import { wibToday } from "../../../contract/wib";
import type { ServerWindow } from "./registration-window";

/**
 * The first ticket this device holds for today or later (docs/product.md §2.3), so the page can say so and link to
 * 'Tiket saya': a citizen who reloads or comes back neither registers twice nor thinks the ticket lost. Read after
 * hydration (the page is rendered at build time), and the store only loads on a device that has saved tickets
 * (ADR 802), or once the attempt machine says a ticket dialog was closed (its `ticketClosed`): the ticket of a first
 * registration is saved while its dialog shows, so the note is there once the dialog is closed. Today is the
 * server's (ADR 805) once it has answered.
 */
export function useCurrentSavedTicket({ serverNow }: ServerWindow, attempt: RegistrationAttemptActor): SavedTicket | null {
  const [tickets, setTickets] = useState<readonly SavedTicket[] | null>(null);
  useEffect(() => {
    let live = true;
    let reading = false;
    let stop = () => {};
    const follow = () => {
      if (reading || !hasSavedTickets()) return;
      reading = true;
      void import("../../tickets/my-tickets-store").then(
        ({ myTickets }) => {
          if (!live) return;
          const read = () => setTickets(myTickets.snapshot());
          read();
          stop = myTickets.subscribe(read);
        },
        () => void (reading = false),
      );
    };
    // in a task of its own: the first look into the device's storage would otherwise join the effects React runs
    // right after the page's hydration, the longest task of the page's start (issue 38, docs/performance.md)
    const first = setTimeout(follow);
    const closed = attempt.on("ticketClosed", follow);
    return () => {
      live = false;
      clearTimeout(first);
      stop();
      closed.unsubscribe();
    };
  }, [attempt]);
  const today = wibToday(serverNow());
  return (
    [...(tickets ?? [])]
      .filter((ticket) => ticket.scheduled_date >= today)
      .sort((a, b) => a.scheduled_date.localeCompare(b.scheduled_date))[0] ?? null
  );
}
