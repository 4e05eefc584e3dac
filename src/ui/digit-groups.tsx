import type { ReactNode } from "react";
import * as styles from "./digit-groups.css";

/**
 * An identity number (KJP, KTP, KK: 16–20 digits) in groups of four, set apart by a gap, as the card itself prints
 * them ('5049 4899 7777 0001'). The gap is a margin, not a space: a copied or searched number is the bare digits.
 * Where its box is too narrow the number wraps between groups, never inside one (no other break opportunity: digits
 * side by side have none). `breaks` says where: `"groups"` between any two (a citizen's ticket on a 320 px phone at
 * 200 % text), `"middle"` once, after the first half of its groups, so the number takes at most two lines of whole groups
 * ('5049 4863' over '9993 1947'; 18 digits '5049 4863' over '9993 1947 51': the longer line the second, as narrow as
 * two lines can be): a staff table's column, which fits its box at 1280 px
 * with the sidebar open that way (docs/product.md §2.8).
 */
export function digitGroups(digits: string, { breaks }: { breaks: "groups" | "middle" }): ReactNode[] {
  const groups = digits.match(/.{1,4}/g) ?? [];
  const middle = Math.floor(groups.length / 2);
  return groups.flatMap((group, i) => [
    ...(i > 0 && (breaks === "groups" || i === middle) ? [<wbr key={`break-${i}`} />] : []),
    <span key={i} className={styles.digitGroup}>
      {group}
    </span>,
  ]);
}
