import type { QueueStatus } from "../../contract";
import { violation, type Violation } from "./violation";

export type QueueAction = "mark-done" | "reject";

const outcomes: Record<QueueAction, QueueStatus> = { "mark-done": "done", reject: "rejected" };

/** Only `registered` moves, to `done` or `rejected`; anything else is 409 INVALID_TRANSITION. */
export function nextQueueStatus(current: QueueStatus, action: QueueAction): { status: QueueStatus } | Violation {
  if (current !== "registered") {
    return violation(409, "INVALID_TRANSITION", `A ${current} queue cannot be changed (${action})`);
  }
  return { status: outcomes[action] };
}
