import type { QueryClient } from "@tanstack/react-query";
import type { Queue } from "../../../contract";
import { queueQueries } from "../../api/queries/queues";
import { isNotFound } from "../../admin-kit";

/** Where a scanned ticket or a typed queue number leads (docs/product.md §2.14). */
export type TicketLookup =
  | { kind: "today"; uuid: string }
  | { kind: "otherDay"; queue: Queue }
  | { kind: "numberNotFound"; no: string }
  | { kind: "ticketNotFound" };

/** A ticket by its uuid (the QR's URL): today's opens, another day's is shown first. Other failures throw. */
export async function lookUpTicket(client: QueryClient, uuid: string, today: string): Promise<TicketLookup> {
  try {
    const queue = await client.fetchQuery(queueQueries.detail(uuid));
    return queue.scheduled_date === today ? { kind: "today", uuid: queue.uuid } : { kind: "otherDay", queue };
  } catch (error) {
    if (isNotFound(error)) return { kind: "ticketNotFound" };
    throw error;
  }
}

/**
 * Today's ticket of a queue number, found with the list's own filters (docs/product.md §2.8: queue number and date).
 * The number filter may match by substring (`KRJ-001` also finds `KRJ-0010`), so the one exact number is picked.
 */
export async function lookUpNumber(client: QueryClient, no: string, today: string): Promise<TicketLookup> {
  const list = await client.fetchQuery(queueQueries.list({ no, date: today, page: 1, size: 50 }));
  const queue = list.queues.find((q) => q.no.toLowerCase() === no.toLowerCase());
  return queue ? { kind: "today", uuid: queue.uuid } : { kind: "numberNotFound", no };
}
