import type { ButtonSize, ButtonVariant } from "./button";
import { cx } from "./cx";
import * as styles from "./plain-button.css";

export interface PlainButtonOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  className?: string;
}

/**
 * The class list that makes a native `<a>` or `<button>` look like `Button` (see `plain-button.css.ts`); put the
 * label in a `<span className={plainButtonLabel}>` when there is an icon beside it.
 */
export function plainButtonClass({ variant = "primary", size = "md", isFullWidth, className }: PlainButtonOptions = {}) {
  return cx(styles.plainVariant[variant], styles.plainSize[size], isFullWidth && styles.plainFullWidth, className);
}

export const plainButtonLabel = styles.plainLabel;
