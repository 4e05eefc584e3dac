import { Fragment } from "react";
import { cx } from "./cx";
import * as styles from "./identifier-text.css";

/** After each of these a machine name may wrap: 'access:' 'queue.' 'rejection_' 'reason', 'queue-' 'operator'. */
const AFTER_SEPARATOR = /(?<=[:._\-/])/;

export interface IdentifierTextProps {
  /** A machine name: a permission or role slug, a code. */
  children: string;
  className?: string;
}

/**
 * A machine name (a permission slug such as 'access:queue.rejection_reason') that wraps, where its box is too narrow,
 * only after a separator, never inside a word. The break opportunities are `<wbr>`: the text read, copied and
 * searched stays the name itself.
 */
export function IdentifierText({ children, className }: IdentifierTextProps) {
  const parts = children.split(AFTER_SEPARATOR);
  return (
    <span className={cx(styles.identifier, className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
