import type { ReactNode } from "react";
import { cx } from "./cx";
import * as styles from "./modal.css";

/**
 * The parts both dialog families draw alike (ADR 802): `Modal` (react-aria, staff) and `NativeDialog` (the browser's
 * `<dialog>`, citizens). No react-aria here, so the citizen pages do not load it.
 */
export function ModalHeader({ heading, subtitle }: { heading: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.headings}>
        {heading}
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </header>
  );
}

export interface ModalBodyProps {
  /** The body's id: an `alertdialog` is described by it. */
  id: string;
  /** Fixed maximum height: the body then scrolls on its own and is a named, focusable region. */
  bodyMaxHeight?: string;
  scrollLabel?: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** The body and the footer with the actions. */
export function ModalBody({ id, bodyMaxHeight, scrollLabel, children, actions }: ModalBodyProps) {
  return (
    <>
      <div
        id={id}
        className={cx(styles.body, bodyMaxHeight ? styles.scrollBody : undefined)}
        style={bodyMaxHeight ? { maxHeight: bodyMaxHeight } : undefined}
        tabIndex={bodyMaxHeight ? 0 : undefined}
        role={bodyMaxHeight ? "region" : undefined}
        aria-label={bodyMaxHeight ? scrollLabel : undefined}
      >
        {children}
      </div>
      {actions ? <footer className={styles.actions}>{actions}</footer> : null}
    </>
  );
}
