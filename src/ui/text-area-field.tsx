import type { ReactNode, Ref } from "react";
import { TextArea, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from "react-aria-components";
import { cx } from "./cx";
import * as styles from "./field.css";
import { FieldHelp } from "./field-help";
import { FieldLabel } from "./field-label";

export interface TextAreaFieldProps extends Omit<RACTextFieldProps, "className" | "style" | "children" | "type"> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  placeholder?: string;
  rows?: number;
  className?: string;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input. */
export function TextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  textAreaRef,
  isInvalid,
  validationBehavior = "aria",
  ...rest
}: TextAreaFieldProps) {
  return (
    <RACTextField
      {...rest}
      validationBehavior={validationBehavior}
      isInvalid={isInvalid || errorMessage ? true : undefined}
      className={cx(styles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <TextArea ref={textAreaRef} className={styles.textarea} placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
