import { Fragment } from "react";
import * as styles from "./whole-dates.css";

const DATE = /(\d{4}-\d{2}-\d{2})/;

/**
 * A sentence whose YYYY-MM-DD dates never break at their hyphens (docs/product.md §9: a date is ten characters that
 * never wrap): 'Tiket KRJ-003 untuk 2026-11-21, bukan hari ini (2026-11-23).' in a narrow dialog had broken as
 * '(2026-' / '11-23).'. The text reads the same to a screen reader and to a copy.
 */
export function WholeDates({ text }: { text: string }) {
  return text.split(DATE).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={styles.whole}>
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
