import type { ReactNode } from "react";
import * as styles from "./digit-groups.css";

/**
 * An identity number (KJP, KTP, KK: 16–20 digits) in groups of four, set apart by a gap, as the card itself prints
 * them ('5049 4899 7777 0001'). The gap is a margin, not a space: a copied or searched number is the bare digits.
 * `breakBetween` lets a narrow box (a citizen's ticket on a 320 px phone at 200 % text) wrap the number between groups,
 * never inside one; without it the caller keeps the number on one line (a staff table's column, docs/product.md §2.8).
 */
export function digitGroups(digits: string, { breakBetween }: { breakBetween: boolean }): ReactNode[] {
  return (digits.match(/.{1,4}/g) ?? []).flatMap((group, i) => [
    ...(i > 0 && breakBetween ? [<wbr key={`break-${i}`} />] : []),
    <span key={i} className={styles.digitGroup}>
      {group}
    </span>,
  ]);
}
