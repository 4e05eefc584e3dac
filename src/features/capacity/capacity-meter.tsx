import { cx } from "../../ui";
import * as styles from "./capacity.css";
import { t } from "./texts";

export type MeterLevel = "open" | "high" | "full" | "none";

/** From 80% taken a session is 'high' (amber): staff should look before it fills. */
const HIGH_FROM_PERCENT = 80;

/** How full a session or location is: the colour level and the words that say the same. */
export function fillOf({ quota, registered }: { quota: number; registered: number }, filledAt: string | null = null) {
  if (quota <= 0) return { level: "none" as MeterLevel, percent: 0, label: t.noQuota };
  const percent = Math.min(100, Math.floor((registered / quota) * 100));
  if (registered >= quota) return { level: "full" as MeterLevel, percent: 100, label: filledAt ? t.fullAt(filledAt) : t.full };
  return { level: (percent >= HIGH_FROM_PERCENT ? "high" : "open") as MeterLevel, percent, label: t.percentFull(percent) };
}

/** A bar for the glance (decorative) and always its words beside it. `label` replaces the words (e.g. 'Libur'). */
export function CapacityMeter({
  quota,
  registered,
  filledAt = null,
  label,
  className,
}: {
  quota: number;
  registered: number;
  filledAt?: string | null;
  label?: string;
  className?: string;
}) {
  const fill = fillOf({ quota, registered }, filledAt);
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
