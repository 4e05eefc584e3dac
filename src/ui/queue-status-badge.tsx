import { Badge } from "./badge";
import { statusView, type QueueTicketStatus } from "./queue-ticket-facts";

/**
 * A ticket's status on the staff screens, in the API's word (docs/product.md §2): done green, rejected red, registered
 * blue, the tones of the citizen's ticket card. The text always says the status.
 */
export function QueueStatusBadge({ status }: { status: QueueTicketStatus }) {
  return <Badge tone={statusView[status].tone}>{status}</Badge>;
}
