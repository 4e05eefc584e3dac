import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

const phone = "screen and (max-width: 47.99rem)";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  "@media": { [phone]: { padding: vars.space.md } },
});

/** Only phones fold the filters away behind this button. */
export const toggle = style({
  display: "none",
  "@media": { [phone]: { display: "block" } },
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const collapsed = style({
  "@media": { [phone]: { display: "none" } },
});

export const fields = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 12rem), 1fr))",
  alignItems: "start",
});

/**
 * Each field's label, control and help sit on three rows its whole line shares (a subgrid): a label that wraps to two
 * lines ('Cari nomor antrean, KJP atau KTP' at 1280 px) moves its line's labels, not its own control alone, so the
 * inputs stay in one row; each label sits just above its control. The field's own gap stays between its parts.
 * Three rows: a label, a control and one line under it (a help or an error; no filter field has both today: one
 * with both would need four). `:not(template)`: a Select puts a `<template>` of its own straight into the grid,
 * which must take no cell.
 */
globalStyle(`.${fields} > :not(template)`, {
  display: "grid",
  gridRow: "span 3",
  gridTemplateRows: "subgrid",
  rowGap: vars.space.xs,
  alignContent: "start",
});
globalStyle(`.${fields} > :not(template) > :first-child`, { alignSelf: "end" });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
