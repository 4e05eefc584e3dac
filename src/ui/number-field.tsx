import type { Ref } from "react";
import {
  I18nProvider,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from "react-aria-components";
import type { ScreenLanguage } from "../lib/screen-language";
import { SCREEN_LOCALES } from "./screen-locale";
import * as styles from "./field.css";
import { FieldHelp, fieldRootProps } from "./field-help";
import { FieldLabel } from "./field-label";
import type { LabelledFieldProps } from "./text-field";

export interface NumberFieldProps extends Omit<RACNumberFieldProps, "className" | "style" | "children">, LabelledFieldProps {
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * The screen's language (ADR 603), for a field whose number may be typed with a fraction: its decimal sign is the
   * screen's ('12,5' on an Indonesian screen), not the browser's. Without it, the browser's.
   */
  language?: ScreenLanguage;
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
  language,
  ...rest
}: NumberFieldProps) {
  const field = (
    <RACNumberField {...rest} formatOptions={formatOptions} {...fieldRootProps(rest, errorMessage)}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACNumberField>
  );
  return language ? <I18nProvider locale={SCREEN_LOCALES[language]}>{field}</I18nProvider> : field;
}
