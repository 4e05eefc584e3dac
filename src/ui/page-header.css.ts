import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { largeWidth } from "./media";

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
  minWidth: 0,
});

export const titles = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
  flex: "1 1 16rem",
});

/**
 * The link in `before`, a page's way back ('← Kembali ke daftar antrean', '← Back to users'): a line of text for the
 * mouse, a 44 px target where a pointer is coarse, as the small buttons are (button.css.ts; docs/product.md §2.13).
 */
globalStyle(`${titles} > a`, {
  "@media": { "(any-pointer: coarse)": { display: "flex", alignItems: "center", minHeight: vars.size.control } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
  "@media": { [largeWidth.from]: { fontSize: vars.fontSize.xxxl } },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
