import type { Ref } from "react";
import { TextArea, type TextFieldProps as RACTextFieldProps } from "react-aria-components";
import * as styles from "./field.css";
import { TextFieldFrame, type LabelledFieldProps } from "./text-field";

export interface TextAreaFieldProps
  extends Omit<RACTextFieldProps, "className" | "style" | "children" | "type">, LabelledFieldProps {
  placeholder?: string;
  rows?: number;
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
