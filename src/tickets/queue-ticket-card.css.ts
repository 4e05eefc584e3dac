import { globalStyle, style } from "@vanilla-extract/css";

/**
 * Identity numbers (16–20 digits) stay whole on one line where they fit; on a narrow card with large text (320 px,
 * 200%) they wrap between groups of four digits (the card's `<wbr>`), never inside a group, and keep their size
 * (WCAG 1.4.4: larger text must not make them smaller).
 */
export const idNumber = style({
  overflowWrap: "normal",
  fontVariantNumeric: "tabular-nums",
  letterSpacing: "0.02em",
});

/**
 * Printing prints the ticket alone, on one page (ADR 901): everything else is hidden; with a dialog open, only the
 * dialog's ticket (the page behind may show another).
 */
export const printable = style({});

globalStyle(`body:has(.${printable}) *`, { "@media": { print: { visibility: "hidden" } } });
// as specific as the rule above plus one class, so it wins
globalStyle(`body:has(.${printable}) .${printable}, body:has(.${printable}) .${printable} *`, {
  "@media": { print: { visibility: "visible" } },
});
globalStyle(`.${printable}`, {
  "@media": {
    print: {
      position: "absolute",
      insetBlockStart: 0,
      insetInlineStart: 0,
      width: "100%",
      maxWidth: "32rem",
      breakInside: "avoid",
    },
  },
});
globalStyle(`body:has(dialog[open] .${printable}) .${printable}:not(dialog[open] .${printable})`, {
  "@media": { print: { display: "none" } },
});
// the open dialog itself: out of the top layer's centring and clipping, so the ticket starts at the page's top
globalStyle(`dialog[open]:has(.${printable})`, {
  "@media": { print: { position: "static", overflow: "visible", maxHeight: "none", boxShadow: "none" } },
});
