import type { Ref } from "react";
import { Input, NumberField as RACNumberField, type NumberFieldProps as RACNumberFieldProps } from "react-aria-components";
import * as styles from "./field.css";
import { FieldHelp, fieldRootProps } from "./field-help";
import { FieldLabel } from "./field-label";
import type { LabelledFieldProps } from "./text-field";

export interface NumberFieldProps extends Omit<RACNumberFieldProps, "className" | "style" | "children">, LabelledFieldProps {
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled number input (quota, ids). Arrow keys step the value; the mobile keyboard is
 * numeric. No digit grouping by default, so 1000 stays "1000". `value` is a number or NaN
 * when empty. For identity numbers (leading zeros, 16–18 digits) use TextField with
 * `inputMode="numeric"` instead: they are strings, not numbers.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  formatOptions = { useGrouping: false, maximumFractionDigits: 0 },
  ...rest
}: NumberFieldProps) {
  return (
    <RACNumberField {...rest} formatOptions={formatOptions} {...fieldRootProps(rest, errorMessage)}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACNumberField>
  );
}
