import type { Ref } from "react";
import { Input, type TextFieldProps as RACTextFieldProps } from "react-aria-components";
import * as styles from "./field.css";
import { TextFieldFrame, type LabelledFieldProps } from "./text-field";

export interface DateFieldProps
  extends Omit<RACTextFieldProps, "className" | "style" | "children" | "type" | "inputMode" | "pattern">, LabelledFieldProps {
  /** Earliest date, YYYY-MM-DD. */
  min?: string;
  /** Latest date, YYYY-MM-DD. */
  max?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled native `<input type="date">`, the citizen's: the browser's own picker is the lightest and most familiar
 * choice on cheap Android phones. Staff screens take dates and times in their own language's one format instead
 * (CalendarDateField, TimeField). The value is the input's string (`''` when empty); no time-zone conversion happens
 * here.
 */
export function DateField({ min, max, inputRef, ...rest }: DateFieldProps) {
  return (
    <TextFieldFrame {...rest} type="date">
      <Input ref={inputRef} className={styles.input} min={min} max={max} />
    </TextFieldFrame>
  );
}
