import { ProgressBar } from "react-aria-components";
import { cx } from "./cx";
import * as styles from "./spinner.css";

export interface SpinnerProps {
  /**
   * Accessible name. With a label the spinner is an indeterminate `progressbar`
   * (inside a pending Button it is linked to the button's name); without one it is
   * decorative and hidden from assistive technology.
   */
  label?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
  /**
   * Drawn only a second after it is first painted (spinner.css.ts): a wait shorter than that shows no motion. Its box
   * (and its progressbar, with a label) is there from the start, so nothing moves when it appears.
   */
  appearsLate?: boolean;
}

function Circle({ appearsLate }: { appearsLate: boolean }) {
  return (
    <svg
      className={appearsLate ? styles.svgAppearingLate : styles.svg}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** An indeterminate loading indicator that inherits the current text colour. */
export function Spinner({ label, size = "md", className, appearsLate = false }: SpinnerProps) {
  const cls = cx(styles.root, styles.size[size], className);
  const circle = <Circle appearsLate={appearsLate} />;
  if (!label) {
    return (
      <span className={cls} aria-hidden="true" data-spinner="">
        {circle}
      </span>
    );
  }
  return (
    <ProgressBar isIndeterminate aria-label={label} className={cls} data-spinner="">
      {circle}
    </ProgressBar>
  );
}
