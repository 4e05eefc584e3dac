import { Badge } from "../../../src/ui";
import { currentToast, type ToastsSnapshot } from "../../../machines/toasts";
import * as styles from "./player.css";
import { Notice } from "./notice";

/** The one toast the region shows, with the machine's clock (remaining ms, paused). */
export function ToastsView({ snapshot }: { snapshot: ToastsSnapshot }) {
  const toast = currentToast(snapshot);
  const remaining = (snapshot.context as { remaining?: number }).remaining;
  return (
    <>
      {toast?.open ? (
        <Notice notice={toast} />
      ) : (
        <p className={styles.muted}>{toast ? "Dismissed (kept until removal)" : "No toast"}</p>
      )}
      <div className={styles.row}>
        {snapshot.matches({ visible: "paused" }) ? <Badge tone="warning">paused</Badge> : null}
        {typeof remaining === "number" && toast?.open ? <span className={styles.muted}>{remaining} ms left</span> : null}
      </div>
    </>
  );
}
