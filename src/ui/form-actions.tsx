import type { ReactNode } from "react";
import { cx } from "./cx";
import * as styles from "./form-actions.css";

export interface FormActionsProps {
  /** Buttons, the main one first. */
  children: ReactNode;
  align?: "start" | "end" | "between";
  className?: string;
}

/** The row of buttons under a form; stacks full-width on phones. */
export function FormActions({ children, align = "start", className }: FormActionsProps) {
  return <div className={cx(styles.row, styles.align[align], className)}>{children}</div>;
}
