import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";
import { dateInput } from "../../ui/field.css";
import { largeWidth, mediumWidth } from "../../ui/media";
import { moreAtEnd } from "../../ui/scroll-shade.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

const wideScreen = `screen and ${largeWidth.from}`;

/**
 * The date, its 'Hari ini' and 'Besok' and the archived switch. On a phone they stack. From 48rem up they share a row
 * and the date field's parts (label, control, help, error) take its rows (a subgrid): the buttons and the checkbox sit
 * on the control's row, beside the date they set, whatever the help line under it. The first column is the date
 * control's own width, as a list's filter bar gives its date (docs/product.md §2.13: a field keeps a field's width).
 */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.md,
  "@media": {
    [wideScreen]: {
      display: "grid",
      gridTemplateColumns: "auto auto minmax(0, 1fr)",
      gridTemplateRows: "repeat(4, auto)",
      columnGap: vars.space.md,
      rowGap: vars.space.xs,
      alignItems: "center",
    },
  },
});

/**
 * From 48rem up the date field spans the toolbar's columns too (a subgrid both ways, the parent's gaps): its label,
 * help and error run across the whole row and ask the date's column for no width, and the control alone takes the
 * first column. In that column the help line ('Bawaan: besok, …') made the date 412 px wide for '12/03/2026', the
 * lists' 128 px, and put 'Hari ini', 'Besok' and the checkbox far to its side (UX pass s45).
 */
export const dateField = style({
  minWidth: "12rem",
  "@media": {
    [wideScreen]: {
      gridRow: "1 / span 4",
      gridColumn: "1 / -1",
      display: "grid",
      gridTemplateRows: "subgrid",
      gridTemplateColumns: "subgrid",
      columnGap: "normal",
    },
  },
});
globalStyle(`${dateField} > *`, { "@media": { [wideScreen]: { gridColumn: "1 / -1" } } });
/**
 * The control keeps its own height in the row, centred as the toolbar's items are: where the checkbox's words wrap
 * (a 448 px toolbar at 768 px, sidebar open) the row is taller and stretched the date's box to 136 px (UX pass s45).
 */
globalStyle(`${dateField} > ${dateInput}`, { "@media": { [wideScreen]: { gridColumn: 1, alignSelf: "center" } } });

/** 'Hari ini' and 'Besok' on the date control's row (from 48rem up), in the column after the date's. */
export const besideDate = style({ "@media": { [wideScreen]: { gridRow: 2, gridColumn: 2 } } });

/** The archived switch on the date control's row (from 48rem up), in the last column, which takes the rest. */
export const archivedSwitch = style({ "@media": { [wideScreen]: { gridRow: 2, gridColumn: 3 } } });

export const buttonRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const updated = style({ margin: 0, color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });

/** The five counts as a row of figures (wraps on phones). */
export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(7rem, 1fr))",
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, margin: 0 });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const smallFigures = style({ marginBlockEnd: vars.space.md });

export const smallFigureValue = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});

/**
 * The location cards. A second column only when each card is wide enough for its whole session table (about 43.5rem:
 * eight columns, the meter's 9rem among them, each cell 0.25rem a side; sessionTable) and the card's padding: narrower,
 * 'Sisa', 'Terisi' and 'Lihat antrean' hid behind a sideways scroll in every card from 1440 px up. So one column at
 * 1280 and 1440 px with the sidebar open, two at 1920 px (docs/product.md §14.2).
 */
export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 47rem), 1fr))",
  gap: vars.space.lg,
});

/**
 * A location's session table: its cells keep 0.25rem a side, not a list's 0.5rem, so two cards fit side by side at
 * 1920 px (cards, above); the phone's card layout keeps its own spacing.
 */
export const sessionTable = style({});
globalStyle(`.${sessionTable} :is(th, td)`, {
  "@media": { [`screen and ${mediumWidth.from}`]: { paddingInline: vars.space.xs } },
});

export const note = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

// The meter: a bar for the glance and always its words beside it (colour is never the only signal).
export const meter = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: "9rem" });

export const meterBar = style({
  flex: "0 0 4.5rem",
  height: "0.625rem",
  borderRadius: vars.radius.full,
  outline: `1px solid ${vars.color.borderStrong}`,
  overflow: "hidden",
});

export const meterTrack = style({ fill: vars.color.surfaceMuted });

export const meterFill = styleVariants({
  open: { fill: vars.color.brand },
  high: { fill: vars.color.warningText },
  full: { fill: vars.color.danger },
  none: { fill: vars.color.borderStrong },
});

export const meterText = style({ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });

/** In a session row the meter's words may wrap at a space ('Penuh pada' / '06:12:33') rather than widen the table. */
export const meterInRow = style({});
globalStyle(`.${meterInRow} .${meterText}`, { whiteSpace: "normal" });

export const wide = style({ width: "100%" });

// The rush curve
// Below 40rem the bars and hour labels would shrink past reading: the chart keeps that width and scrolls instead.
export const chartScroll = style({ overflowX: "auto", borderRadius: vars.radius.sm });
/**
 * Around the scrolling chart: while later hours are past its end edge, the shade at that edge (scroll-shade.css.ts
 * `moreAtEnd`) says it goes on sideways; at 360 px nothing said so past 11:00 but a scrollbar the phone hides (UX pass,
 * session 46).
 */
export const chartFrame = style([
  moreAtEnd,
  { "::after": { borderStartEndRadius: vars.radius.sm, borderEndEndRadius: vars.radius.sm } },
]);

export const chart = style({ display: "block", width: "100%", minWidth: "40rem", height: "auto", maxHeight: "14rem" });

export const glance = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const chartBar = style({ fill: vars.color.brand });

export const chartAxis = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

export const chartGrid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const chartLabel = style({ fill: vars.color.textMuted, fontSize: "11px", fontFamily: vars.font.body });

export const rushSummary = style({ margin: 0, marginBlockEnd: vars.space.sm });

export const details = style({ marginBlockStart: vars.space.md });

export const summary = style({
  cursor: "pointer",
  minHeight: vars.size.control,
  display: "flex",
  alignItems: "center",
  color: vars.color.link,
});

export const plainTable = style({
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
  marginBlockStart: vars.space.sm,
});

export const plainCell = style({
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: "start",
});

export const numberCell = style([plainCell, { textAlign: "end" }]);

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const subheading = style({ margin: 0, marginBlock: vars.space.md, fontSize: vars.fontSize.md });
