import type { ToastInput } from "../../../machines/shared";
import * as styles from "./player.css";

/** A toast or alert the machine asked for, drawn in place (a real toast region or alert dialog would trap focus). */
export function Notice({ notice, kind = "Toast" }: { notice: ToastInput | null; kind?: "Toast" | "Alert" }) {
  if (!notice) return null;
  return (
    <div className={styles.notice[notice.variant ?? "default"]} role="group" aria-label={`${kind}: ${notice.title}`}>
      <strong>{notice.title}</strong>
      {notice.description ? <p className={styles.muted}>{notice.description}</p> : null}
    </div>
  );
}
