import type { ReactNode } from "react";
import { Button } from "./button";
import * as styles from "./state.css";

export interface ErrorStateProps {
  title: ReactNode;
  /** What went wrong, e.g. the server's error text. */
  text?: ReactNode;
  /** Label of the retry button; the button shows only with `onRetry`. */
  retryLabel?: string;
  onRetry?: () => void;
  /** The retry is running: the button shows a spinner. */
  isRetrying?: boolean;
  titleLevel?: 2 | 3 | 4;
}

/** Loading failed. Announced to screen readers (role `alert`) and offers a retry. */
export function ErrorState({ title, text, retryLabel, onRetry, isRetrying, titleLevel = 2 }: ErrorStateProps) {
  const Heading = `h${titleLevel}` as const;
  return (
    <div className={styles.state}>
      <svg
        className={`${styles.icon} ${styles.iconTone.danger}`}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div role="alert">
        <Heading className={styles.title}>{title}</Heading>
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
      {onRetry && retryLabel ? (
        <div className={styles.action}>
          <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
