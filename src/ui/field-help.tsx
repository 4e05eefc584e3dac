import type { ReactNode } from "react";
import { FieldError, Text } from "react-aria-components";
import * as styles from "./field.css";

export interface FieldHelpProps {
  description?: ReactNode;
  /**
   * Error text shown under the input. When absent, RAC's own validation messages (from
   * `validate` or a parent Form's `validationErrors`) are shown instead.
   */
  errorMessage?: string;
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
