import { hasSavedTickets } from "./my-tickets-key";
import type { CheckedTicket } from "./my-tickets-store";

/**
 * A status check's answer (the status page's own check), kept for the saved tickets it lists, so 'Tiket saya' shows
 * their latest status and when it was checked (docs/product.md §2.2). The store loads only on a device that has saved
 * tickets; nothing is thrown.
 */
export async function keepCheckedOnDevice(answer: readonly CheckedTicket[]): Promise<void> {
  if (answer.length === 0 || !hasSavedTickets()) return;
  try {
    const { myTickets } = await import("./my-tickets-store");
    myTickets.keepChecked(answer);
  } catch {
    // the store could not load (offline right after the check): the list keeps its saved copy
  }
}
