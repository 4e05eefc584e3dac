import type { ClipboardEvent } from "react";
import { cleanIdentityNumber } from "../lib/identity-number";
import { TextField, type TextFieldProps } from "./text-field";

export { cleanIdentityNumber };

export interface IdentityNumberFieldProps extends Omit<
  TextFieldProps,
  "value" | "onChange" | "inputMode" | "maxLength" | "onPaste" | "type"
> {
  value: string;
  onChange: (value: string) => void;
  /** The most digits the number can have; typing stops there. */
  maxLength: number;
}

/**
 * A card number (KJP, KTP, KK) as people type and paste it: separators are removed as they come, so the field shows
 * the clean digits; typing stops at `maxLength`. A pasted number is cleaned before the length applies (a browser
 * would cut '5012 3456 7890 1234' at 16 characters first), and a pasted number that is still too long is kept whole
 * for the length rule to name rather than cut without a word.
 */
export function IdentityNumberField({ value, onChange, maxLength, ...rest }: IdentityNumberFieldProps) {
  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const pasted = cleanIdentityNumber(event.clipboardData.getData("text"));
    event.preventDefault();
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + pasted + value.slice(end));
  }
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(next) => onChange(cleanIdentityNumber(next))}
      onPaste={paste}
      inputMode="numeric"
      maxLength={maxLength}
      autoComplete="off"
      spellCheck="false"
    />
  );
}
