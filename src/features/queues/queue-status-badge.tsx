import type { Queue } from "../../api/contract";
import { Badge, type BadgeTone } from "../../ui";

const tones: Record<Queue["status"], BadgeTone> = { registered: "info", done: "success", rejected: "danger" };

/** docs/product.md §2: done is green, rejected is red (registered blue). The text always says the status. */
export function QueueStatusBadge({ status }: { status: Queue["status"] }) {
  return <Badge tone={tones[status]}>{status}</Badge>;
}
