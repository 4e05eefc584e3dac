import { useEffect, useRef } from "react";
import { statusView, type QueueTicketStatus } from "./queue-ticket-facts";

type Known = { uuid: string; no: string; status: QueueTicketStatus };

/** What a screen reader hears when a check finds a saved ticket's status changed: its number and the card's word. */
export const statusChangeText = (ticket: Known) => `Status tiket ${ticket.no} sekarang ${statusView[ticket.status].label}.`;

/**
 * Calls `announce` once with what changed when a check's answer changes the status of a ticket already shown (every
 * changed ticket, one sentence each; docs/product.md §2.2): the change showed on the card but a screen reader heard
 * nothing (UX pass, session 37). The statuses first shown, a ticket new to the list and one forgotten say nothing.
 * With `announce` null the changes are taken in without a word (the list, while a ticket is open full screen: the
 * dialog says it, and the page behind it is inert).
 */
export function useStatusChanges(
  tickets: readonly Known[] | null,
  announce: ((text: string) => void) | null,
  describe: (ticket: Known) => string = statusChangeText,
) {
  const shown = useRef<ReadonlyMap<string, QueueTicketStatus> | null>(null);
  useEffect(() => {
    if (!tickets) return;
    const before = shown.current;
    shown.current = new Map(tickets.map((ticket) => [ticket.uuid, ticket.status]));
    if (!before || !announce) return;
    const changed = tickets.filter((ticket) => before.has(ticket.uuid) && before.get(ticket.uuid) !== ticket.status);
    if (changed.length > 0) announce(changed.map(describe).join(" "));
  }, [tickets, announce, describe]);
}
