import type { ReactNode, Ref } from "react";
import { Input, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from "react-aria-components";
import * as styles from "./field.css";
import { FieldHelp, fieldRootProps, type ErrorMessage } from "./field-help";
import { FieldLabel } from "./field-label";

/** What every labelled field takes beside its control's own props. */
export interface LabelledFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Error text under the control (several rules: one line each); its presence marks the field invalid. */
  errorMessage?: ErrorMessage;
  className?: string;
}

export interface TextFieldProps extends Omit<RACTextFieldProps, "className" | "style" | "children">, LabelledFieldProps {
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

type TextFieldFrameProps = Omit<TextFieldProps, "placeholder" | "inputRef"> & { children: ReactNode };

/** The label, help and error around a text control, invalid when an error is given (TextField, TextAreaField, DateField). */
export function TextFieldFrame({ label, description, errorMessage, children, ...rest }: TextFieldFrameProps) {
  return (
    <RACTextField {...rest} {...fieldRootProps(rest, errorMessage)}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      {children}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}

/**
 * A labelled single-line text input. Pass `inputMode="numeric"` (with `pattern="[0-9]*"`
 * if wanted) for identity numbers, `type="password"` for secrets, `isReadOnly` for
 * values shown but not edited. Validation shows in aria mode by default: errors appear
 * as text under the input, never as browser bubbles.
 */
export function TextField({ placeholder, inputRef, ...rest }: TextFieldProps) {
  return (
    <TextFieldFrame {...rest}>
      <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
    </TextFieldFrame>
  );
}
