import type { CapacityCounts } from "../../../contract";
import { cx } from "../../ui";
import * as styles from "./capacity.css";
import { staffCount } from "../../lib/staff-format";
import { t } from "./texts";

const order = ["quota", "registered", "done", "rejected", "remaining"] as const;

/** The five counts of a location or the city as labelled figures. */
export function CapacityFigures({ counts, size = "lg", label }: { counts: CapacityCounts; size?: "lg" | "sm"; label: string }) {
  return (
    <dl className={cx(styles.figures, size === "sm" ? styles.smallFigures : undefined)} aria-label={label}>
      {order.map((key) => (
        <div key={key} className={styles.figure}>
          <dt className={styles.figureLabel}>{t[key]}</dt>
          <dd className={size === "sm" ? styles.smallFigureValue : styles.figureValue}>{staffCount(counts[key], "id")}</dd>
        </div>
      ))}
    </dl>
  );
}
