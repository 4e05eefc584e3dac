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

/**
 * The heading's side of the header. From 48rem the actions sit beside it at the header's end, and go under it only
 * where it would keep less than 16rem. On a phone it takes the header's whole width, so the actions always take a line
 * of their own under it, at its start: the rule is the screen's, not the button's words. With the 16rem alone, 'Add'
 * fitted beside 'Users' at 390 px while 'Tambah', 32 px wider, went under 'Konfigurasi Sesi' (UX pass s45), and a
 * heading beside a button gets a narrow column of its own (docs/product.md §2.13).
 */
export const titles = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
  flex: "1 1 16rem",
  "@media": { [largeWidth.below]: { flexBasis: "100%" } },
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
