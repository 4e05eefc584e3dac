import type { ClipboardEvent } from "react";
import { cleanIdentityNumber, cleanPastedIdentityNumber, type IdentityCard } from "../lib/identity-number";
import { TextField, type TextFieldProps } from "./text-field";

export { cleanIdentityNumber };

export interface IdentityNumberFieldProps extends Omit<
  TextFieldProps,
  "value" | "onChange" | "inputMode" | "maxLength" | "onPaste" | "type"
> {
  /** whose number: a label naming it is left out of a paste, another card's stays for the digit rule */
  card: IdentityCard;
  value: string;
  onChange: (value: string) => void;
  /** The most digits a valid number has, when more than 16 (a KJP's 20): the field's text is sized to show them whole. */
  longest?: number;
}

/**
 * A card number (KJP, KTP, KK) as people type and paste it: separators are removed as they come, so the field shows
 * the clean digits. Nothing is cut: a digit typed twice or a number pasted too long stays for the length rule to name
 * ('No KK harus berisi tepat 16 karakter'). A field that stopped at 16 dropped the last digit of a number with a
 * doubled one without a word, and the wrong number passed (UX pass s41, ADR 104).
 */
export function IdentityNumberField({ card, value, onChange, longest, ...rest }: IdentityNumberFieldProps) {
  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const pasted = cleanPastedIdentityNumber(event.clipboardData.getData("text"), card);
    event.preventDefault();
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + pasted + value.slice(end));
  }
  return (
    <TextField
      {...rest}
      data-longest={longest}
      value={value}
      onChange={(next) => onChange(cleanIdentityNumber(next))}
      onPaste={paste}
      inputMode="numeric"
      autoComplete="off"
      spellCheck="false"
    />
  );
}
