import { Badge, Button, Card } from "../../../src/ui";
import { ticketActions, type QueueTicketSnapshot } from "../../../machines/queue-ticket";
import type { ToastInput } from "../../../machines/shared";
import * as styles from "./player.css";
import { Notice } from "./notice";

const tones = { registered: "info", done: "success", rejected: "danger" } as const;

/** /queues/{uuid}'s status and actions, and the 'Tolak antrean' dialog drawn in place. */
export function QueueTicketView({ snapshot, notice }: { snapshot: QueueTicketSnapshot; notice: ToastInput | null }) {
  const { visible, busy } = ticketActions(snapshot);
  const status = snapshot.matches("done") ? "done" : snapshot.matches("rejected") ? "rejected" : snapshot.context.status;
  const dialogOpen = snapshot.matches("choosingReason") || snapshot.matches("rejecting");
  return (
    <>
      <div className={styles.row}>
        <span>Status</span>
        <Badge tone={tones[status]}>{status}</Badge>
      </div>
      {visible ? (
        <div className={styles.row}>
          <Button size="sm" isPending={snapshot.matches("markingDone")} isDisabled={busy && !snapshot.matches("markingDone")}>
            Mark Done
          </Button>
          <Button size="sm" variant="destructive" isDisabled={busy}>
            Reject
          </Button>
        </div>
      ) : null}
      {dialogOpen ? (
        <Card title="Tolak antrean" titleLevel={3} description="Silahkan pilih alasan penolakan">
          <p className={styles.muted}>Reason: {snapshot.context.rejectionReasonId ?? "none chosen"}</p>
          <div className={styles.row}>
            <Button size="sm" variant="secondary">
              Cancel
            </Button>
            <Button size="sm" isPending={snapshot.matches("rejecting")} isDisabled={snapshot.context.rejectionReasonId === null}>
              Confirm
            </Button>
          </div>
        </Card>
      ) : null}
      <Notice notice={notice} />
    </>
  );
}
