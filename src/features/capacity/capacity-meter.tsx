import { cx } from "../../ui";
import * as styles from "./capacity.css";
import { fillOf } from "./fill";

/**
 * A bar for the glance (decorative) and always its words beside it: `taken` seats of `quota` (a location's or the city's
 * from fill.ts `seatsTaken`, so the meter agrees with its 'Sisa'). `label` replaces the words (e.g. 'Libur').
 */
export function CapacityMeter({
  quota,
  taken,
  filledAt = null,
  label,
  className,
}: {
  quota: number;
  taken: number;
  filledAt?: string | null;
  label?: string;
  className?: string;
}) {
  const fill = fillOf({ quota, registered: taken }, filledAt);
  return (
    <span className={cx(styles.meter, className)} data-level={fill.level}>
      <svg className={styles.meterBar} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect className={styles.meterTrack} x="0" y="0" width="100" height="10" />
        <rect className={styles.meterFill[fill.level]} x="0" y="0" width={fill.percent} height="10" />
      </svg>
      <span className={styles.meterText}>{label ?? fill.label}</span>
    </span>
  );
}
