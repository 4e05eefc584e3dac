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
