import { style } from "@vanilla-extract/css";

/**
 * Identity numbers (16–20 digits) stay in one piece; the ticket card stacks label over value when narrow, and on a
 * narrow card with large text (320 px, 200%) the digits shrink to the card's width instead of running out of it.
 */
export const idNumber = style({
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
  letterSpacing: "0.02em",
  fontSize: "min(1em, 5.5cqi)",
});
