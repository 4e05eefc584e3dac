import type { ReactNode, Ref } from "react";
import { Button as RACButton, type ButtonProps as RACButtonProps } from "react-aria-components";
import * as styles from "./button.css";
import { cx } from "./cx";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "destructive" | "ghost";
export type ButtonSize = "md" | "sm";

export interface ButtonProps extends Omit<RACButtonProps, "className" | "children" | "style"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container width (handy for the main action on a phone). */
  isFullWidth?: boolean;
  /** Icon shown before the label; replaced by the spinner while pending. */
  icon?: ReactNode;
  /**
   * Accessible name of the pending spinner (e.g. 'Memproses'). Without it the spinner is
   * decorative and the button keeps its own label; RAC marks it aria-disabled while pending.
   */
  pendingLabel?: string;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button. `isPending` shows a spinner next to the label (the label stays readable by
 * screen readers and on screen), keeps focus, and blocks presses and form submission.
 */
export function Button({
  variant = "primary",
  size = "md",
  isFullWidth,
  icon,
  pendingLabel,
  className,
  children,
  isPending,
  ...rest
}: ButtonProps) {
  return (
    <RACButton
      {...rest}
      isPending={isPending}
      className={cx(styles.base, styles.variant[variant], styles.size[size], isFullWidth && styles.fullWidth, className)}
      data-variant={variant}
    >
      {isPending ? <Spinner size="sm" label={pendingLabel} /> : icon}
      {children != null && <span className={styles.label}>{children}</span>}
    </RACButton>
  );
}
