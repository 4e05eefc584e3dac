import type { ReactNode, Ref } from "react";
import { Input, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from "react-aria-components";
import { cx } from "./cx";
import * as styles from "./field.css";
import { FieldHelp } from "./field-help";
import { FieldLabel } from "./field-label";

export interface DateFieldProps extends Omit<
  RACTextFieldProps,
  "className" | "style" | "children" | "type" | "inputMode" | "pattern"
> {
  label: ReactNode;
  /** `date` (value `YYYY-MM-DD`, the default) or `time` (value `HH:mm` or `HH:mm:ss` with `step={1}`). */
  type?: "date" | "time";
  description?: ReactNode;
  errorMessage?: string;
  /** Earliest value, same format as `value`. */
  min?: string;
  /** Latest value, same format as `value`. */
  max?: string;
  /** Seconds per step for `time`: 1 shows seconds, 60 (browser default) hides them. */
  step?: number;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled native `<input type="date">` (or `time`). The browser's own picker is the
 * lightest and most familiar choice on cheap Android phones. The value is the input's
 * string (`''` when empty); no time-zone conversion happens here.
 */
export function DateField({
  label,
  type = "date",
  description,
  errorMessage,
  min,
  max,
  step,
  className,
  inputRef,
  isInvalid,
  validationBehavior = "aria",
  ...rest
}: DateFieldProps) {
  return (
    <RACTextField
      {...rest}
      type={type}
      validationBehavior={validationBehavior}
      isInvalid={isInvalid || errorMessage ? true : undefined}
      className={cx(styles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Input ref={inputRef} className={styles.input} min={min} max={max} step={step} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
