import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const ticket = style({
  minWidth: 0,
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
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xxs,
  marginBlockEnd: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandText,
  textAlign: "center",
});

export const highlightLabel = style({
  fontSize: vars.fontSize.sm,
});

export const highlightValue = style({
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  fontFamily: vars.font.mono,
  letterSpacing: "0.05em",
  overflowWrap: "anywhere",
});

export const list = style({
  display: "grid",
  gridTemplateColumns: "minmax(7rem, max-content) 1fr",
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  "@media": {
    // very narrow screens: label above value
    "(max-width: 22rem)": { gridTemplateColumns: "1fr", rowGap: vars.space.xxs },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  alignSelf: "center",
});

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: "anywhere",
  fontVariantNumeric: "tabular-nums",
  "@media": {
    "(max-width: 22rem)": { marginBlockEnd: vars.space.xs },
  },
});

export const footer = style({
  marginBlockStart: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
