import type { Ref } from "react";
import { Form as RACForm, type FormProps as RACFormProps } from "react-aria-components";
import { cx } from "./cx";
import * as styles from "./form.css";

export interface FormProps extends Omit<RACFormProps, "className" | "style"> {
  className?: string;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form that stacks its fields. `validationErrors` (`{ fieldName: message }`, e.g. a
 * 422's `errors`) shows each message under the field with that `name` until that field is edited and left.
 * Validation is shown as text (aria mode), not as browser bubbles.
 */
export function Form({ className, validationBehavior = "aria", ...rest }: FormProps) {
  return <RACForm {...rest} validationBehavior={validationBehavior} className={cx(styles.form, className)} />;
}
