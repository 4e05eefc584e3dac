import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const ticket = style({
  minWidth: 0,
  containerType: "inline-size",
  backgroundColor: vars.color.surface,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  marginBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const highlight = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandText,
  textAlign: "center",
});

export const highlightText = style({ display: "flex", flexDirection: "column", alignItems: "center", minWidth: 0 });

// The QR code beside the number, so the whole ticket fits a 360×640 screen: about 150 px there (ADR 901).
export const code = style({ flex: "none", width: "min(10rem, 50cqi)" });

export const highlightLabel = style({
  fontSize: vars.fontSize.sm,
});

// The queue number never breaks ('KRJ-' / '001'): on a narrow card with large text it shrinks to the card instead.
export const highlightValue = style({
  fontSize: `min(${vars.fontSize.xxxl}, 9cqi)`,
  fontWeight: vars.fontWeight.bold,
  fontFamily: vars.font.mono,
  letterSpacing: "0.05em",
  whiteSpace: "nowrap",
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
    "(min-width: 15rem)": {
      gridTemplateColumns: "fit-content(8rem) 1fr",
      rowGap: vars.space.xs,
    },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  "@container": {
    "(min-width: 15rem)": { alignSelf: "baseline" },
  },
});

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: "anywhere",
  fontVariantNumeric: "tabular-nums",
  marginBlockEnd: vars.space.sm,
  "@container": {
    "(min-width: 15rem)": { marginBlockEnd: 0 },
  },
});

export const footer = style({
  marginBlockStart: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
