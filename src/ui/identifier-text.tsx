import { Fragment } from "react";

/** After each of these a machine name may wrap: 'access:' 'queue.' 'rejection_' 'reason', 'queue-' 'operator'. */
const AFTER_SEPARATOR = /(?<=[:._\-/])/;

export interface IdentifierTextProps {
  /** A machine name: a permission or role slug, a code. */
  children: string;
  className?: string;
}

/**
 * A machine name (a permission slug such as 'access:queue.rejection_reason') that wraps, where its box is too narrow,
 * after a separator before anywhere else. The break opportunities are `<wbr>`, which the page's `overflow-wrap:
 * break-word` (theme.css.ts) uses before it cuts a word: a name with no separator still wraps inside its box. The text
 * read, copied and searched stays the name itself.
 */
export function IdentifierText({ children, className }: IdentifierTextProps) {
  const parts = children.split(AFTER_SEPARATOR);
  return (
    <span className={className}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
