import type { ReactNode } from "react";
import { Label } from "react-aria-components";
import * as styles from "./field.css";

export interface FieldLabelProps {
  children: ReactNode;
  /** Shows a red asterisk (hidden from screen readers, which hear aria-required instead). */
  isRequired?: boolean;
}

/** The label of a form field; must sit inside a RAC field so it is linked to the input. */
export function FieldLabel({ children, isRequired }: FieldLabelProps) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}
