import type { ReactNode } from "react";
import * as styles from "./state.css";

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** E.g. a 'Tambah' LinkButton. */
  action?: ReactNode;
  /** Heading level of the title. Default 2. */
  titleLevel?: 2 | 3 | 4;
}

/** Nothing to show yet (no rows, no ticket). */
export function EmptyState({ title, text, action, titleLevel = 2 }: EmptyStateProps) {
  const Heading = `h${titleLevel}` as const;
  return (
    <div className={styles.state}>
      <svg
        className={`${styles.icon} ${styles.iconTone.neutral}`}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 7h16M4 12h16M4 17h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
