import { createContainer, globalStyle, style } from "@vanilla-extract/css";
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

const bar = createContainer();

/**
 * The size container of the fields' row (the rules below query its width): the row itself cannot be one, since a
 * container query styles what is inside the container, and the row's own columns change with its width.
 */
export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  "@media": { [`screen and ${largeWidth.from}`]: { containerName: bar, containerType: "inline-size" } },
});

export const collapsed = style({
  "@media": { [phone]: { display: "none" } },
});

/** The custom property that holds the first field's room (`firstFieldDigits`), set on the form by the component. */
export const firstFieldRoomProperty = "--admin-filter-first-field-room";

/**
 * The widest a cell gets: a chosen market's whole name and code on one line ('Pasar Jaya Kebayoran Lama (KBL)': 18rem
 * wrapped it to two lines at 1920 px; in the bar a chosen value keeps to one line and ends in '…' only where the row is
 * full, field-parts.ts `ChosenValueOnOneLine`), a date, 20 digits. Columns take what their field needs up to it, so on a
 * wide screen a field still does not stretch.
 */
const widestCell = "24rem";

/**
 * The fields and, as the last cell, the buttons. A phone keeps 12rem cells and stacks them. From 48rem up each column
 * takes what its field needs (its option, a date, the buttons), from 7rem up to `widestCell`, side by side at the row's
 * start, so four fields and the two buttons share one row in a 960 px bar (1280 px, sidebar open; docs/product.md
 * §2.13) with no option wrapping, and on a wide screen (1920 px) a field keeps a field's width instead of a share of the
 * whole row (UX pass s30, item 3). Equal shares of the row wrapped a chosen market to three lines in a 10rem cell with
 * the row's end empty (the sessions' and days off's bars, UX check s31). With `firstFieldDigits` (the ticket lists'
 * search for a card number) the first column never narrows below that room. Its parent (`body`) is the size container
 * for the rules below.
 */
export const fields = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 12rem), 1fr))",
  alignItems: "start",
  "@media": {
    [`screen and ${largeWidth.from}`]: {
      gridTemplateColumns: `minmax(min(100%, var(${firstFieldRoomProperty}, 7rem)), auto) repeat(auto-fit, minmax(min(100%, 7rem), auto))`,
      justifyContent: "start",
    },
  },
});

/**
 * With `firstFieldDigits` (the ticket lists): in a row narrower than the search's 20 digits, a status, a market's whole
 * name and the buttons need side by side (57.5rem; the bar at 1280 px with the sidebar open has 57.9rem), the fields
 * take two columns, the search over the market: one row left the market 129 px of its 314 at 1024 px ('Semua…', the
 * controls three lines tall; UX pass s34, item 1). The first column is as wide as its widest field (the market's, up
 * to `widestCell`), the second as the status, the date or the buttons.
 */
export const fieldsAfterCardNumberSearch = style({
  "@container": {
    [`${bar} (width < 57.5rem)`]: {
      gridTemplateColumns: `minmax(min(100%, var(${firstFieldRoomProperty}, 7rem)), auto) minmax(min(100%, 7rem), auto)`,
    },
  },
});
globalStyle(`.${fields} > :not(template)`, {
  "@media": { [`screen and ${largeWidth.from}`]: { maxWidth: widestCell } },
});
/**
 * In a row narrower than its fields' one-line labels need (about 61rem: a 960 px bar), a label asks for no width of
 * its own and wraps in what its control needs ('Tanggal Pengambilan' over two lines), so the room goes to the
 * controls: a shown option keeps to one line. The buttons' cell, the last, keeps its width.
 */
globalStyle(`.${fields} > :not(template):not(:last-child) > :first-child`, {
  "@container": { [`${bar} (width < 61rem)`]: { contain: "inline-size" } },
});

/**
 * In a row narrower than two fields and both buttons side by side need (41rem: a market's name, a weekday or a date,
 * Cari and Reset), the buttons take a row of their own under the fields, on one line, across the first two columns
 * (the row at its narrowest, 448 px at 768 px with the sidebar open, has two or three): a column they alone took
 * would stay and narrow the fields. Squeezed into a 7rem column beside the fields they stacked, Reset under Cari, and
 * stretched the row's controls to their two lines' height (the sessions' and days off's bars there, UX check s32).
 */
globalStyle(`.${fields} > :not(template):last-child`, {
  "@container": { [`${bar} (width < 41rem)`]: { gridColumn: "1 / span 2" } },
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
