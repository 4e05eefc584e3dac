/**
 * The widths the layout changes at, each named once as a pair that never both match: a "below" ends 0.01rem before
 * its "from" (`(max-width: 40rem)` beside `(min-width: 40rem)` both held at exactly 40rem, and the toast took both
 * paddings there). Queries for vanilla-extract's `@media` and for `matchMedia`; prefix `screen and` where print keeps
 * the wide layout.
 */
function widthBreak(rem: number) {
  return { below: `(max-width: ${rem - 0.01}rem)`, from: `(min-width: ${rem}rem)` } as const;
}

/** Below it, a form's and a dialog's actions stack (the narrowest phones, 200 % text). */
export const smallWidth = widthBreak(30);
/** Below it, one column: a table's rows become cards, a toast spans the screen, a card's padding shrinks. */
export const mediumWidth = widthBreak(40);
/** Below it, the staff sidebar floats over the page and the filter bar stacks (a phone or a small tablet). */
export const largeWidth = widthBreak(48);
