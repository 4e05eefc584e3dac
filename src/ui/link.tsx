import type { ReactNode, Ref } from "react";
import { Link as RACLink, type LinkProps as RACLinkProps } from "react-aria-components";
import { cx } from "./cx";
import { linkClass } from "./link.css";
import { VisuallyHidden } from "./visually-hidden";

export interface LinkProps extends Omit<RACLinkProps, "className" | "children" | "style" | "target" | "rel"> {
  /** Opens in a new tab with `rel="noopener noreferrer"`. */
  isExternal?: boolean;
  /** Screen-reader hint appended to external links, e.g. '(membuka tab baru)'. */
  externalHint?: string;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A text link. Client-side navigation works when the app wraps the tree in RAC's
 * `RouterProvider`; plain router links can use `linkClass` from `link.css.ts` instead.
 */
export function Link({ isExternal, externalHint, className, children, ...rest }: LinkProps) {
  return (
    <RACLink
      {...rest}
      className={cx(linkClass, className)}
      target={isExternal ? "_blank" : undefined}
      rel={isExternal ? "noopener noreferrer" : undefined}
    >
      {children}
      {isExternal && externalHint ? <VisuallyHidden> {externalHint}</VisuallyHidden> : null}
    </RACLink>
  );
}
