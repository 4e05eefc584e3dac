import type { ReactNode, Ref } from "react";
import { TextArea, type TextFieldProps as RACTextFieldProps } from "react-aria-components";
import * as styles from "./field.css";
import { TextFieldFrame } from "./text-field";

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
export function TextAreaField({ placeholder, rows = 4, textAreaRef, ...rest }: TextAreaFieldProps) {
  return (
    <TextFieldFrame {...rest}>
      <TextArea ref={textAreaRef} className={styles.textarea} placeholder={placeholder} rows={rows} />
    </TextFieldFrame>
  );
}
