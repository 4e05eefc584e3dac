import type { ReactNode, Ref } from "react";
import { Link as RACLink, type LinkProps as RACLinkProps } from "react-aria-components";
import * as styles from "./button.css";
import type { ButtonSize, ButtonVariant } from "./button";
import { cx } from "./cx";

export interface LinkButtonProps extends Omit<RACLinkProps, "className" | "children" | "style" | "target" | "rel"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  icon?: ReactNode;
  /** Opens in a new tab with `rel="noopener noreferrer"`. */
  isExternal?: boolean;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link (navigation) that looks like a Button. */
export function LinkButton({
  variant = "primary",
  size = "md",
  isFullWidth,
  icon,
  isExternal,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  return (
    <RACLink
      {...rest}
      target={isExternal ? "_blank" : undefined}
      rel={isExternal ? "noopener noreferrer" : undefined}
      className={cx(styles.base, styles.variant[variant], styles.size[size], isFullWidth && styles.fullWidth, className)}
      data-variant={variant}
    >
      {icon}
      {children != null && <span className={styles.label}>{children}</span>}
    </RACLink>
  );
}
