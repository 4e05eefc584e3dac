import type { ReactNode } from "react";
import * as styles from "./admin-description-list.css";
import { cx } from "./cx";
import { IdentifierText } from "./identifier-text";

export interface AdminDescriptionItem {
  label: ReactNode;
  /** The value; `null`, `undefined` and `''` show as `emptyText`. */
  value: ReactNode;
  /**
   * Digits and codes (KJP, KTP, slugs) in a monospaced, tabular face; text wraps only after a separator. A time is a
   * `StaffTime` value instead, in the one look of a staff screen's times (staff-time.css.ts).
   */
  isMono?: boolean;
  /** React key; defaults to the label when it is a string. */
  id?: string;
}

export interface AdminDescriptionListProps {
  items: readonly AdminDescriptionItem[];
  /** Shown for empty values. Default '-'. */
  emptyText?: string;
  /** Names the list for screen readers when a page holds more than one. */
  "aria-label"?: string;
  className?: string;
}

/**
 * Read-only fields of one record (admin detail pages): a `<dl>` with the label beside the value on wide screens
 * and above it on phones.
 */
export function AdminDescriptionList({ items, emptyText = "-", className, ...rest }: AdminDescriptionListProps) {
  return (
    <dl className={cx(styles.list, className)} aria-label={rest["aria-label"]}>
      {items.map((item, index) => {
        const empty = item.value === null || item.value === undefined || item.value === "";
        return (
          <div key={item.id ?? (typeof item.label === "string" ? item.label : index)} className={styles.row}>
            <dt className={styles.term}>{item.label}</dt>
            <dd className={cx(styles.details, item.isMono && !empty ? styles.mono : undefined)}>
              {empty ? (
                emptyText
              ) : item.isMono && typeof item.value === "string" ? (
                // a code or slug wraps only after its separators, never mid-word
                <IdentifierText>{item.value}</IdentifierText>
              ) : (
                item.value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
