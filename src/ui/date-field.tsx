import type { Ref } from "react";
import { Input, type TextFieldProps as RACTextFieldProps } from "react-aria-components";
import * as styles from "./field.css";
import { TextFieldFrame, type LabelledFieldProps } from "./text-field";

export interface DateFieldProps
  extends Omit<RACTextFieldProps, "className" | "style" | "children" | "type" | "inputMode" | "pattern">, LabelledFieldProps {
  /** `date` (value `YYYY-MM-DD`, the default) or `time` (value `HH:mm` or `HH:mm:ss` with `step={1}`). */
  type?: "date" | "time";
  /** Earliest value, same format as `value`. */
  min?: string;
  /** Latest value, same format as `value`. */
  max?: string;
  /** Seconds per step for `time`: 1 shows seconds, 60 (browser default) hides them. */
  step?: number;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled native `<input type="date">` (or `time`). The browser's own picker is the
 * lightest and most familiar choice on cheap Android phones. The value is the input's
 * string (`''` when empty); no time-zone conversion happens here.
 */
export function DateField({ type = "date", min, max, step, inputRef, ...rest }: DateFieldProps) {
  return (
    <TextFieldFrame {...rest} type={type}>
      <Input ref={inputRef} className={styles.input} min={min} max={max} step={step} />
    </TextFieldFrame>
  );
}
