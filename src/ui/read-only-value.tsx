import { useId, type ReactNode, type RefObject } from "react";
import { cx } from "./cx";
import * as styles from "./field.css";

export interface ReadOnlyValueProps {
  label: ReactNode;
  /** The value shown; empty while it loads. */
  value: ReactNode;
  description?: ReactNode;
  /**
   * The longest value it may show, laid out unseen in the same place, so the place does not grow when the value
   * arrives (nothing below it moves; ADR 810).
   */
  roomFor?: string;
  className?: string;
  /**
   * The value itself, for a page that hands it the focus when it arrives (the registration's pickup date after its
   * 'Coba lagi', docs/product.md §2.3): it then takes the focus from a script (tabIndex -1), never from Tab.
   */
  valueRef?: RefObject<HTMLOutputElement | null>;
}

/**
 * A value shown but not edited, with its label: text that wraps at any width and text size, where a read-only input
 * cuts it off (issue 35). An `<output>` named by its `<label>` and described by its description; it is not a live
 * region (`aria-live="off"`): a reader meets it in reading order, and the page announces what changes it.
 */
export function ReadOnlyValue({ label, value, description, roomFor, className, valueRef }: ReadOnlyValueProps) {
  const id = useId();
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={`${id}value`} className={styles.label}>
        {label}
      </label>
      <div className={styles.readOnlyValue}>
        <output
          ref={valueRef}
          tabIndex={valueRef ? -1 : undefined}
          id={`${id}value`}
          aria-live="off"
          aria-describedby={description ? `${id}description` : undefined}
          className={styles.readOnlyText}
        >
          {value}
        </output>
        {roomFor ? (
          <span aria-hidden="true" className={cx(styles.readOnlyText, styles.readOnlyRoom)}>
            {roomFor}
          </span>
        ) : null}
      </div>
      {description ? (
        <span id={`${id}description`} className={styles.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
