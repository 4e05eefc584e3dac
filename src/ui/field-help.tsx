import type { ReactNode } from "react";
import { FieldError, Text } from "react-aria-components";
import { cx } from "./cx";
import * as styles from "./field.css";

export interface FieldHelpProps {
  description?: ReactNode;
  /**
   * Error text shown under the input. When absent, RAC's own validation messages (from
   * `validate` or a parent Form's `validationErrors`) are shown instead.
   */
  errorMessage?: string;
}

/**
 * What a labelled field gives its react-aria root: its errors shown by ARIA, not the browser's bubbles (unless told
 * otherwise), invalid whenever an error text is given, and the field's stacked layout (or the group's).
 */
export function fieldRootProps(
  field: { isInvalid?: boolean; validationBehavior?: "aria" | "native"; className?: string },
  errorMessage: string | undefined,
  layout: string = styles.field,
) {
  return {
    validationBehavior: field.validationBehavior ?? "aria",
    isInvalid: field.isInvalid || errorMessage ? true : undefined,
    className: cx(layout, field.className),
  };
}

/** Description and field error of a RAC field (both linked to the input by RAC). */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
