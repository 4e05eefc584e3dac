import type { ReactNode, RefObject } from "react";
import * as styles from "./page-header.css";

export interface PageHeaderProps {
  /** The page's `h1`. */
  title: ReactNode;
  description?: ReactNode;
  /** Above the title, e.g. a back link (a link here is a 44 px target on a touch screen, page-header.css.ts). */
  before?: ReactNode;
  /** Buttons at the right, under the title on a phone (page-header.css.ts `titles`), e.g. 'Tambah', 'Export'. */
  actions?: ReactNode;
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

/**
 * The top of a page: the `h1`, a line of text and the page actions. A page arrived at inside the app gives its heading
 * the focus (src/admin-kit/page-focus.ts useHeadingFocusOnArrival, docs/product.md §2.12).
 */
export function PageHeader({ title, description, before, actions, headingRef }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        {before}
        <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.title}>
          {title}
        </h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
