import type { ReactNode } from "react";
import * as styles from "./badge.css";
import { cx } from "./cx";

export type BadgeTone = "success" | "danger" | "neutral" | "info" | "warning";

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/**
 * A short status label. Colour is never the only cue: the text says the status, and each
 * tone has a border and a dot. Queue statuses: done → success, rejected → danger,
 * registered → info.
 */
export function Badge({ tone = "neutral", children, className }: BadgeProps) {
  return (
    <span className={cx(styles.base, styles.tone[tone], className)} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
