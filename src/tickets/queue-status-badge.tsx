import { Badge } from "../ui/badge";
import { statusView, type QueueTicketStatus } from "./queue-ticket-facts";

/**
 * A ticket's status on the staff screens (docs/product.md §2): done green, rejected red, registered blue, the tones
 * and the words of the citizen's ticket card ('Terdaftar', 'Selesai', 'Ditolak'), since the ticket screens speak
 * Indonesian and the spec fixes only the API's values. The text always says the status.
 */
export function QueueStatusBadge({ status }: { status: QueueTicketStatus }) {
  return <Badge tone={statusView[status].tone}>{statusView[status].label}</Badge>;
}

/** The word a status is shown in, for the lists that offer statuses to choose (the ticket list's filter). */
export function queueStatusLabel(status: QueueTicketStatus): string {
  return statusView[status].label;
}
