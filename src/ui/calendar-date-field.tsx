import { parseDate, type CalendarDate } from "@internationalized/date";
import {
  DateField as RACDateField,
  DateInput,
  I18nProvider,
  type DateFieldProps as RACDateFieldProps,
} from "react-aria-components";
import { FieldSegment } from "./date-segment";
import * as styles from "./field.css";
import { FieldHelp, fieldRootProps } from "./field-help";
import { FieldLabel } from "./field-label";
import type { ScreenLanguage } from "../lib/screen-language";
import { SCREEN_LOCALES } from "./screen-locale";
import type { LabelledFieldProps } from "./text-field";

export interface CalendarDateFieldProps
  extends
    Omit<
      RACDateFieldProps<CalendarDate>,
      "className" | "style" | "children" | "value" | "defaultValue" | "onChange" | "minValue" | "maxValue"
    >,
    LabelledFieldProps {
  /** The screen's language (ADR 603): Indonesian screens enter dd/mm/yyyy, English ones the English order. */
  language: ScreenLanguage;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  /** YYYY-MM-DD once every segment is typed, '' when the field is emptied or not yet whole. */
  onChange: (value: string) => void;
}

/** A YYYY-MM-DD as a calendar date; null for '' or anything that is not one. */
function calendarDateOf(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/**
 * A labelled staff date field: react-aria's DateField, a segment per day, month and year in the screen's language's
 * order, typed with digits or stepped with the arrow keys. It replaces the browser's `<input type="date">`, whose
 * order follows the browser's language rather than the screen's (issue 36 point 4). The value stays a YYYY-MM-DD
 * string (the API's and the URL's form); no time zone plays a part. With `name`, a hidden input carries it in a form.
 */
export function CalendarDateField({
  language,
  value,
  onChange,
  label,
  description,
  errorMessage,
  ...rest
}: CalendarDateFieldProps) {
  return (
    <I18nProvider locale={SCREEN_LOCALES[language]}>
      <RACDateField
        {...rest}
        value={calendarDateOf(value)}
        onChange={(date) => onChange(date ? date.toString() : "")}
        // 01/03/2026, never 1/3/2026: the segments keep their width as they are typed
        shouldForceLeadingZeros
        {...fieldRootProps(rest, errorMessage)}
      >
        <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
        <DateInput className={styles.dateInput}>{(segment) => <FieldSegment segment={segment} />}</DateInput>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </RACDateField>
    </I18nProvider>
  );
}
