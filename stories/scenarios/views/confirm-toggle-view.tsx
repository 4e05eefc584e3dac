import { Button, Card, Switch } from "../../../src/ui";
import { openConfirmation, type ConfirmToggleSnapshot } from "../../../machines/confirm-toggle";
import type { ToastInput } from "../../../machines/shared";
import * as styles from "./player.css";
import { Notice } from "./notice";

const titles = { archive: "Archive?", activate: "Activate?", delete: "Delete permanently?" } as const;

/** A row's active switch / delete button and its confirmation, drawn in place. */
export function ConfirmToggleView({
  snapshot,
  notice,
  alert,
}: {
  snapshot: ConfirmToggleSnapshot;
  notice: ToastInput | null;
  alert: string | null;
}) {
  const action = openConfirmation(snapshot);
  return (
    <>
      <div className={styles.row}>
        <Switch isSelected={snapshot.context.action !== "activate"}>Aktif (id {snapshot.context.id ?? "none"})</Switch>
      </div>
      {action ? (
        <Card
          title={titles[action]}
          titleLevel={3}
          description={action === "delete" ? "This action deletes permanently and cannot be undone." : undefined}
        >
          <div className={styles.row}>
            <Button size="sm" variant="secondary">
              Cancel
            </Button>
            <Button size="sm" variant={action === "delete" ? "destructive" : "primary"} isPending={snapshot.matches("pending")}>
              Confirm
            </Button>
          </div>
        </Card>
      ) : null}
      <Notice notice={alert ? { title: alert } : null} kind="Alert" />
      <Notice notice={notice} />
    </>
  );
}
