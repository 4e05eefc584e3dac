import { parseTime, type Time } from "@internationalized/date";
import {
  DateInput,
  I18nProvider,
  TimeField as RACTimeField,
  type TimeFieldProps as RACTimeFieldProps,
} from "react-aria-components";
import { FieldSegment } from "./date-segment";
import * as styles from "./field.css";
import { FieldHelp, fieldRootProps } from "./field-help";
import { FieldLabel } from "./field-label";
import { SCREEN_LOCALES } from "./screen-locale";
import type { ScreenLanguage } from "../lib/screen-language";
import type { LabelledFieldProps } from "./text-field";

export interface TimeFieldProps
  extends
    Omit<
      RACTimeFieldProps<Time>,
      | "className"
      | "style"
      | "children"
      | "value"
      | "defaultValue"
      | "onChange"
      | "minValue"
      | "maxValue"
      | "hourCycle"
      | "granularity"
      | "shouldForceLeadingZeros"
    >,
    LabelledFieldProps {
  /** The screen's language (ADR 603): the segments' names a screen reader reads. */
  language: ScreenLanguage;
  /** HH:mm:ss (or HH:mm), or '' for none. */
  value: string;
  /** HH:mm:ss once every segment is typed, '' when the field is emptied. */
  onChange: (value: string) => void;
}

/** An HH:mm(:ss) as a time of day; null for '' or anything that is not one. */
function timeOf(value: string): Time | null {
  try {
    return value ? parseTime(value) : null;
  } catch {
    return null;
  }
}

/**
 * A labelled staff time field: react-aria's TimeField, a segment per hour, minute and second, typed with digits or
 * stepped with the arrow keys, on a 24-hour clock with two digits each and ':' between them on every screen: staff
 * screens show times as HH:mm:ss (docs/product.md §9, Formats). It replaces the browser's `<input type="time">`,
 * whose format follows the browser (12-hour with AM/PM in an English Chromium, UX pass s33), as CalendarDateField
 * replaced its date input (issue 36 point 4). The value stays an HH:mm:ss string (the API's and the form's); no time
 * zone plays a part (every time is WIB). With `name`, a hidden input carries it in a form.
 */
export function TimeField({ language, value, onChange, label, description, errorMessage, ...rest }: TimeFieldProps) {
  return (
    <I18nProvider locale={SCREEN_LOCALES[language]}>
      <RACTimeField
        {...rest}
        value={timeOf(value)}
        onChange={(time) => onChange(time ? time.toString() : "")}
        hourCycle={24}
        granularity="second"
        // 07:05:00, never 7:5:00: the segments keep their width as they are typed
        shouldForceLeadingZeros
        {...fieldRootProps(rest, errorMessage)}
      >
        <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
        <DateInput className={styles.dateInput}>
          {(segment) => (
            <FieldSegment segment={segment}>
              {/* Indonesian writes 07.30.00 (CLDR's separator for id): ':' on every staff screen, as its lists show;
                  the other literals are the direction marks around the time */}
              {segment.type === "literal" ? segment.text.replace(".", ":") : segment.text}
            </FieldSegment>
          )}
        </DateInput>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </RACTimeField>
    </I18nProvider>
  );
}
