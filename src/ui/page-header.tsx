import { useEffect, useRef, type ReactNode, type RefObject } from "react";
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
   * The page is arrived at from a link of another page (a list's row) or after a save that opened it: the focus moves
   * to the heading and the page shows from its top, so the next Tab starts in the page and a screen reader says where
   * it is (as the citizen pages' headings take it).
   */
  takesFocus?: boolean;
  /** The heading, for the page to give it the focus later (focusHeading), e.g. once a retried list has loaded. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/**
 * Gives a page's heading the focus with the page at its top: where the control that had the focus is gone (a save
 * that opened another page, a retry's button replaced by its list), so the focus does not fall to the page's body.
 */
export function focusHeading(heading: HTMLHeadingElement | null) {
  if (!heading) return;
  window.scrollTo({ top: 0 });
  heading.focus({ preventScroll: true });
}

/** The top of a page: the `h1`, a line of text and the page actions. */
export function PageHeader({ title, description, before, actions, takesFocus = false, headingRef }: PageHeaderProps) {
  const ownRef = useRef<HTMLHeadingElement>(null);
  const ref = headingRef ?? ownRef;
  useEffect(() => {
    if (takesFocus) focusHeading(ref.current);
  }, [takesFocus, ref]);
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        {before}
        <h1 ref={ref} tabIndex={takesFocus || headingRef ? -1 : undefined} className={styles.title}>
          {title}
        </h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
