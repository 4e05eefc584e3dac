import { IdentifierText, staffTimeText, type TableColumn } from "../ui";
import * as styles from "./kit.css";

const looks = {
  mono: styles.mono,
  identifier: styles.identifier,
  long: styles.longText,
  place: styles.placeName,
  time: staffTimeText,
} as const;

/**
 * A text column of a resource list: its header, the row's text ('-' when empty) and how it looks — `mono` for codes
 * (one line), `time` for clock times (the one look of a staff screen's times, src/ui/staff-time.css.ts), `identifier` for slugs (mono, wrapping only after a separator), `long` for free text that
 * wraps, `place` for place names kept on one or two lines. `noWrap` keeps a value in the body face on one line (a
 * date, '2026-03-17', which would otherwise break after a hyphen).
 */
export function column<T>(
  id: string,
  header: string,
  text: (row: T) => string | number | null | undefined,
  options: { look?: keyof typeof looks; isRowHeader?: boolean; align?: "start" | "end"; noWrap?: boolean } = {},
): TableColumn<T> {
  const shown = (row: T) => {
    const value = text(row);
    return value === null || value === undefined || value === "" ? "-" : String(value);
  };
  return {
    id,
    header,
    cell:
      options.look === "identifier"
        ? (row) => <IdentifierText className={looks.identifier}>{shown(row)}</IdentifierText>
        : options.look
          ? (row) => <span className={looks[options.look!]}>{shown(row)}</span>
          : shown,
    isRowHeader: options.isRowHeader,
    align: options.align,
    noWrap: options.noWrap,
  };
}
