import type { ReactNode } from "react";
import * as styles from "./page-header.css";

export interface PageHeaderProps {
  /** The page's `h1`. */
  title: ReactNode;
  description?: ReactNode;
  /** Above the title, e.g. a back link. */
  before?: ReactNode;
  /** Buttons at the right (wrap below the title on phones), e.g. 'Tambah', 'Export'. */
  actions?: ReactNode;
}

/** The top of a page: the `h1`, a line of text and the page actions. */
export function PageHeader({ title, description, before, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        {before}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
