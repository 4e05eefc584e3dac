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
   * decorative and the button keeps its own label; the button is aria-disabled while pending.
   */
  pendingLabel?: string;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** Press handlers a pending button ignores. */
const pressHandlers = ["onPress", "onPressStart", "onPressEnd", "onPressChange", "onPressUp", "onClick"] as const;

/**
 * A button. `isPending` shows a spinner next to the label (the label stays readable by
 * screen readers and on screen), keeps focus, and blocks presses and form submission.
 *
 * Pending is handled here rather than by react-aria's own `isPending`: react-aria announces a focused button's
 * pending changes through a transient `role="img"` node that points at the button by id, and when the button has
 * gone by then (the page moved on) axe flags that node (role-img-alt) for seven seconds. Our pages announce the
 * outcome in their own live regions.
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
  type,
  ...rest
}: ButtonProps) {
  const props: Omit<RACButtonProps, "className" | "children" | "style"> = { ...rest };
  if (isPending) for (const handler of pressHandlers) props[handler] = undefined;
  return (
    <RACButton
      {...props}
      // a pending submit button must not submit again (Enter in a text input would)
      type={isPending && type === "submit" ? "button" : type}
      aria-disabled={isPending ? true : rest["aria-disabled"]}
      className={cx(
        styles.base,
        styles.variant[variant],
        styles.size[size],
        isFullWidth && styles.fullWidth,
        isPending && styles.pending,
        className,
      )}
      data-variant={variant}
    >
      {isPending ? <Spinner size="sm" label={pendingLabel} /> : icon}
      {children != null && <span className={styles.label}>{children}</span>}
    </RACButton>
  );
}
