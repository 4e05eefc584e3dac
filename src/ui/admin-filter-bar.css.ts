import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { largeWidth } from "./media";

const phone = `screen and ${largeWidth.below}`;

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

/**
 * The fields and, as the last cell, the buttons. From 48rem up a cell may narrow to 10rem, so four fields and the two
 * buttons share one row in a 960 px bar, 1280 px with the sidebar open (docs/product.md §2.13); a phone keeps 12rem and
 * stacks them.
 */
export const fields = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 12rem), 1fr))",
  alignItems: "start",
  "@media": { [`screen and ${largeWidth.from}`]: { gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 10rem), 1fr))" } },
});

/** The custom property that holds the first field's room (`firstFieldDigits`), set on the form by the component. */
export const firstFieldRoomProperty = "--admin-filter-first-field-room";

/**
 * With `firstFieldDigits` (the ticket lists' search for a card number, docs/product.md §2.13): from 48rem up the first
 * column never narrows below that room, and the other cells may narrow to 9.75rem and fill the row (auto-fit) rather
 * than leave empty columns, so four fields and the two buttons still share one row in a 960 px bar.
 */
export const fieldsWideFirst = style({
  "@media": {
    [`screen and ${largeWidth.from}`]: {
      gridTemplateColumns: `minmax(min(100%, var(${firstFieldRoomProperty})), 1fr) repeat(auto-fit, minmax(min(100%, 9.75rem), 1fr))`,
    },
  },
});

/**
 * Each field's label, control and help sit on three rows its whole line shares (a subgrid): a label that wraps to two
 * lines (a long search label in a 10rem cell) moves its line's labels, not its own control alone, so the
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

/** In their cell, which spans the three rows like a field (the rule above), the buttons take the controls' row. */
export const actions = style({
  gridRow: 2,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
