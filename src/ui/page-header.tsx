import { useEffect, useRef, type ReactNode } from "react";
import * as styles from "./page-header.css";

export interface PageHeaderProps {
  /** The page's `h1`. */
  title: ReactNode;
  description?: ReactNode;
  /** Above the title, e.g. a back link. */
  before?: ReactNode;
  /** Buttons at the right (wrap below the title on phones), e.g. 'Tambah', 'Export'. */
  actions?: ReactNode;
  /**
   * The page is arrived at from a link of another page (a list's row): the focus moves to the heading, so the next
   * Tab starts in the page and a screen reader says where it is (as the citizen pages' headings take it).
   */
  takesFocus?: boolean;
}

/** The top of a page: the `h1`, a line of text and the page actions. */
export function PageHeader({ title, description, before, actions, takesFocus = false }: PageHeaderProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takesFocus) headingRef.current?.focus();
  }, [takesFocus]);
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        {before}
        <h1 ref={headingRef} tabIndex={takesFocus ? -1 : undefined} className={styles.title}>
          {title}
        </h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
