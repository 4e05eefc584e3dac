import { createContainer, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css";

/**
 * A card narrower than this (large text on a small phone, or a dialog) stacks the queue number over its QR code and
 * gives the number the whole width (docs/product.md §2.3): it is what the citizen shows at the counter.
 */
const card = createContainer();
// named: the number's own box (highlightText) is a container too, for its size, and must not answer these queries
const wide = `${card} (min-width: 15rem)`;

export const ticket = style({
  minWidth: 0,
  containerName: card,
  containerType: "inline-size",
  backgroundColor: vars.color.surface,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  // padding that does not grow with large text on a small phone: the width goes to the ticket's content
  padding: `min(${vars.space.lg}, 5vw)`,
});

/**
 * Spaces above the queue number that do not grow with large text (as the padding): at 320 px with 200 % text they
 * pushed the number towards the bottom of the first screen (docs/product.md §2.3); at normal text size nothing changes.
 */
const fixed = (space: string, px: number) => `min(${space}, ${px}px)`;

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: fixed(vars.space.sm, 8),
  paddingBlockEnd: fixed(vars.space.md, 12),
  marginBlockEnd: fixed(vars.space.md, 12),
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

// The title gives way on a narrow card, so the queue number stays the largest text on it, and 'Tiket Antrean' keeps to
// one line (on two, with the status under it, the number left the first screen at 320 px with 200 % text).
export const title = style({
  margin: 0,
  fontSize: `min(${vars.fontSize.md}, 12.5cqi)`,
  fontWeight: vars.fontWeight.bold,
  "@container": { [wide]: { fontSize: vars.fontSize.lg } },
});

// 'Terdaftar' at 200% text on a 320 px dialog: a narrower pill, and a break rather than running out of the card
export const status = style({
  maxWidth: "100%",
  paddingInline: vars.space.xs,
  whiteSpace: "normal",
  overflowWrap: "anywhere",
  "@container": { [wide]: { paddingInline: vars.space.sm } },
});

export const highlight = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
  paddingBlock: fixed(vars.space.sm, 8),
  paddingInline: fixed(vars.space.xs, 4),
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandText,
  textAlign: "center",
  "@container": { [wide]: { flexDirection: "row", paddingInline: vars.space.sm } },
});

// The number's own width is what its size is measured against (`highlightFit`): the whole row when stacked, the room
// beside the code otherwise.
export const highlightText = style({
  containerType: "inline-size",
  alignSelf: "stretch",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  minWidth: 0,
  "@container": { [wide]: { alignSelf: "auto", flex: "1 1 0", maxWidth: "20rem" } },
});

// The QR code beside the number, so the whole ticket fits a 360×640 screen: about 150 px there (ADR 901); under the
// number on a narrow card, larger.
export const code = style({
  flex: "none",
  width: "min(10rem, 75cqi)",
  "@container": { [wide]: { width: "min(10rem, 50cqi)" } },
});

export const highlightLabel = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  maxWidth: "100%",
  overflowWrap: "anywhere",
});

// large text set tight, so its box is not half empty space above the code
export const highlightValue = style({
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  fontFamily: vars.font.mono,
  letterSpacing: "0.02em",
});

/**
 * The queue number on one line, as large as its width allows (never larger than `xxxl`): a monospace character with
 * its spacing is about 0.62em wide, so `n` characters fit in `100 / (0.65 n)` cqi with a little to spare. With large
 * text on a phone the card stacks it over the code, so it grows instead of shrinking. Keyed by the number of
 * characters; longer values (or not plain text) use `highlightFitLong`.
 */
export const HIGHLIGHT_FIT_MAX = 12;
const fitLengths = Object.fromEntries(Array.from({ length: HIGHLIGHT_FIT_MAX }, (_, i) => [i + 1, i + 1]));
export const highlightFit = styleVariants(fitLengths, (length) => ({
  whiteSpace: "nowrap",
  fontSize: `min(${vars.fontSize.xxxl}, ${(100 / (0.65 * Math.max(length, 4))).toFixed(2)}cqi)`,
}));
// a very long location code: at least the body's size, breaking where it must rather than running out of the card
export const highlightFitLong = style({
  fontSize: `max(1em, min(${vars.fontSize.xxxl}, ${(100 / (0.65 * HIGHLIGHT_FIT_MAX)).toFixed(2)}cqi))`,
  overflowWrap: "anywhere",
});

// Label beside value, so a ticket fits one phone screen (docs/product.md §2.3); the label column is only as wide as its
// longest label. Each label above its value only on a very narrow card (large text on a small phone), so 16–20 digit
// numbers never break (a container query, so it also works inside a narrow dialog on a wide screen).
export const list = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  "@container": {
    [wide]: {
      gridTemplateColumns: "fit-content(8rem) 1fr",
      rowGap: vars.space.xs,
    },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  "@container": {
    [wide]: { alignSelf: "baseline" },
  },
});

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: "anywhere",
  fontVariantNumeric: "tabular-nums",
  marginBlockEnd: vars.space.sm,
  "@container": {
    [wide]: { marginBlockEnd: 0 },
  },
});

export const footer = style({
  marginBlockStart: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
