/**
 * docs/product.md §2.2: the announcement is dated 24 April 2025 (a Thursday; written out so the landing needs no date library).
 */
export const ANNOUNCEMENT_DATE = "2025-04-24";
export const ANNOUNCEMENT_DATE_TEXT = "Kamis, 24 April 2025";
