import type { ReactNode } from "react";
import * as styles from "./state.css";

export interface ForbiddenStateProps {
  /** E.g. 'No permission'. */
  title: ReactNode;
  /** E.g. 'You do not have permission to view this page.' */
  text?: ReactNode;
  /** E.g. a LinkButton back to /dashboard. */
  action?: ReactNode;
  titleLevel?: 1 | 2 | 3;
}

/** The signed-in user may not see this (a 403 from the data call, or /unauthorized). */
export function ForbiddenState({ title, text, action, titleLevel = 2 }: ForbiddenStateProps) {
  const Heading = `h${titleLevel}` as const;
  return (
    <div className={styles.state}>
      <svg
        className={`${styles.icon} ${styles.iconTone.warning}`}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="5" y="10.5" width="14" height="10" rx="2" stroke="currentColor" strokeWidth="2" />
        <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
