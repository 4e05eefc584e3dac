import { useId, type ReactNode } from "react";
import * as styles from "./card.css";
import { cx } from "./cx";

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title. Default 2. */
  titleLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** Shown at the right of the title (a badge, a button). */
  headerEnd?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  padding?: "md" | "lg" | "none";
  className?: string;
}

/**
 * A surface grouping related content. With a title it is a `section` named by that
 * title (a landmark screen readers can jump to); without one, a plain `div`.
 */
export function Card({ title, titleLevel = 2, description, headerEnd, children, footer, padding = "md", className }: CardProps) {
  const titleId = useId();
  const Heading = `h${titleLevel}` as const;
  const Tag = title ? "section" : "div";
  return (
    <Tag className={cx(styles.card, styles.padding[padding], className)} aria-labelledby={title ? titleId : undefined}>
      {title || headerEnd ? (
        <div className={styles.header}>
          <div className={styles.titles}>
            {title ? (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {headerEnd}
        </div>
      ) : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Tag>
  );
}
