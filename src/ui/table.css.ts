import { createContainer, globalStyle, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { mediumWidth } from "./media";
import { visuallyHiddenRules } from "./visually-hidden.css";
import { moreAtEnd } from "./scroll-shade.css";

/** Below this width rows become cards (number, status, key fields, actions). */
export const CARDS_QUERY = `screen and ${mediumWidth.below}`;
const wide = `screen and ${mediumWidth.from}`;

/** The scrolling box: how wide it is decides the cells' room (`cellInline`). */
const tableBox = createContainer();

/**
 * The table scrolls inside this box, never the page. It is at most about a screen tall, so its sideways scrollbar
 * is in view without scrolling to the last row, and the header and first column stay put while it scrolls.
 */
export const container = style({
  containerName: tableBox,
  containerType: "inline-size",
  position: "relative",
  width: "100%",
  maxWidth: "100%",
  overflow: "auto",
  WebkitOverflowScrolling: "touch",
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  "@media": {
    [wide]: { maxHeight: "calc(100dvh - 6rem)" },
    [CARDS_QUERY]: { overflow: "visible", border: 0, backgroundColor: "transparent" },
  },
});

/**
 * Around the scrolling box: while columns are hidden past the box's end edge, the shade at that edge says the table
 * goes on sideways (scroll-shade.css.ts `moreAtEnd`), inside the box's border, above its sticky header and pinned
 * columns; a phone's cards do not scroll sideways.
 */
export const frame = style([
  moreAtEnd,
  {
    width: "100%",
    minWidth: 0,
    "::after": {
      insetBlock: "1px",
      insetInlineEnd: "1px",
      // above the sticky header and pinned columns (z-index 1 to 3)
      zIndex: 4,
      borderStartEndRadius: vars.radius.lg,
      borderEndEndRadius: vars.radius.lg,
    },
    "@media": { [CARDS_QUERY]: { selectors: { "&[data-more-end]::after": { opacity: 0 } } } },
  },
]);

/**
 * A cell's room at its start and end: 6 px, 12 px between two columns. With 8 px (16 between) the ticket lists' ten
 * columns needed about 40 px more than their box at 1280 px with the sidebar open (docs/product.md §2.8).
 */
const cellInline = `calc(${vars.space.xs} + ${vars.space.xxs})`;
/**
 * In a box narrower than 58rem (a staff list at 1024 px with the sidebar open is 44rem) 4 px, 8 between two columns: at
 * 6 px a list of nine columns (the sessions') was wider than its box there, its row's actions one under the other
 * already (session 51, docs/product.md §2.9). Not on a phone's cards, which have no columns.
 */
const narrowCellInline = { "@container": { [`${tableBox} (width < 58rem)`]: { paddingInline: vars.space.xs } } };

export const table = style({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
});

export const header = style({
  "@media": {
    // the cards carry their labels; the header stays for screen readers only
    [CARDS_QUERY]: visuallyHiddenRules,
  },
});

export const column = style({
  position: "sticky",
  insetBlockStart: 0,
  zIndex: 2,
  paddingBlock: vars.space.sm,
  paddingInline: cellInline,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  textAlign: "start",
  // a two-word header may wrap: the column is as wide as its values, not its name
  whiteSpace: "normal",
  verticalAlign: "bottom",
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
  "@media": { [wide]: narrowCellInline },
});

export const row = style({
  backgroundColor: vars.color.surface,
  selectors: { "&:hover": { backgroundColor: vars.color.surfaceMuted } },
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: cellInline,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
  // the row's header cell is a <th>: it reads as the other cells (a card's name is bold by pinnedStart)
  fontWeight: "inherit",
  backgroundColor: "inherit",
  selectors: { [`${row}:last-child &`]: { borderBlockEnd: 0 } },
  "@media": {
    [wide]: narrowCellInline,
    [CARDS_QUERY]: {
      display: "flex",
      justifyContent: "space-between",
      alignItems: "baseline",
      gap: vars.space.md,
      paddingBlock: vars.space.xs,
      paddingInline: 0,
      borderBlockEnd: 0,
      textAlign: "end",
      whiteSpace: "normal",
      selectors: {
        // the field's name, drawn by CSS and left out of the accessibility tree (the column header names it)
        "&[data-label]::before": {
          content: 'attr(data-label) / ""',
          flexShrink: 0,
          color: vars.color.textMuted,
          fontWeight: vars.fontWeight.medium,
          textAlign: "start",
        },
      },
    },
  },
});

/** The first column (the row's name) stays in view while the table scrolls sideways. */
export const pinnedStart = style({
  position: "sticky",
  insetInlineStart: 0,
  zIndex: 1,
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
  selectors: { [`${column}&`]: { zIndex: 3 } },
  "@media": {
    [CARDS_QUERY]: { position: "static", boxShadow: "none", fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold },
  },
});

/** The row's actions (view, edit, switches) stay in view at the other edge. */
export const pinnedEnd = style({
  position: "sticky",
  insetInlineEnd: 0,
  zIndex: 1,
  boxShadow: `inset 1px 0 0 ${vars.color.border}`,
  selectors: { [`${column}&`]: { zIndex: 3 } },
  "@media": {
    [CARDS_QUERY]: { position: "static", boxShadow: "none", justifyContent: "flex-start", paddingBlockStart: vars.space.sm },
  },
});

/** A column kept in view at the end edge (a ticket's status); on a phone's card it is one field among the others. */
export const keptInView = style({
  position: "sticky",
  insetInlineEnd: 0,
  zIndex: 1,
  boxShadow: `inset 1px 0 0 ${vars.color.border}`,
  selectors: { [`${column}&`]: { zIndex: 3 } },
  "@media": { [CARDS_QUERY]: { position: "static", boxShadow: "none" } },
});

/** A cell's value: no box of its own in the table; one block beside its label on a card. */
export const cellValue = style({
  display: "contents",
  "@media": { [CARDS_QUERY]: { display: "block", minWidth: 0 } },
});

/**
 * A cell's text kept to a few lines in the table, '…' past the last (whole-value-tooltip.tsx `ClampedText`, which sets
 * how many on the element); a card, as wide as the screen, shows it whole.
 */
export const clampedText = style({
  "@media": {
    [wide]: { display: "-webkit-box", WebkitBoxOrient: "vertical", WebkitLineClamp: 2, overflow: "hidden" },
  },
});

/** Below 640 px the table's parts become blocks: each row a card. */
export const cardsTable = style({
  "@media": { [CARDS_QUERY]: { display: "block" } },
});

export const cardsBody = style({
  "@media": { [CARDS_QUERY]: { display: "flex", flexDirection: "column", gap: vars.space.sm } },
});

/**
 * A card is a grid whose fields take its whole width, but for `isCardHalf` ones: two to a line where each has 7.5rem
 * (a 360 px phone), one where text is large (docs/product.md §14.2).
 */
export const cardRow = style({
  "@media": {
    [CARDS_QUERY]: {
      display: "grid",
      gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 7.5rem), 1fr))",
      columnGap: vars.space.lg,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
    },
  },
});

globalStyle(`${cardRow} > *`, { "@media": { [CARDS_QUERY]: { gridColumn: "1 / -1" } } });

/** A field that takes half a card's line beside the next one (cardRow). */
export const cardHalf = style({
  "@media": { [CARDS_QUERY]: { selectors: { [`${cardRow} > &`]: { gridColumn: "auto" } } } },
});

/**
 * A card's links (a ticket's number, 'Lihat', 'Ubah') are 44 px touch targets, as the page's other controls: in the
 * table's lines they were 16–21 px tall, where an operator at the market taps them on a phone (UX pass, session 32).
 * The desk's table keeps its dense rows for the mouse.
 */
globalStyle(`${cardRow} a`, {
  "@media": {
    [CARDS_QUERY]: { display: "inline-flex", alignItems: "center", minHeight: "44px", minWidth: "44px" },
  },
});

export const align = styleVariants({
  start: { textAlign: "start" },
  center: { textAlign: "center" },
  end: { textAlign: "end" },
});

export const nowrap = style({ whiteSpace: "nowrap" });

export const placeholder = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: "center",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  // keep the message in view while the wide table scrolls
  position: "sticky",
  insetInlineStart: 0,
  maxWidth: "calc(100vw - 2rem)",
});

export const errorText = style({
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.medium,
  margin: 0,
});

const slide = keyframes({
  from: { transform: "translateX(-100%)" },
  to: { transform: "translateX(250%)" },
});

/** A thin moving bar over the top edge while rows are kept on screen and the next ones load. */
export const busyBar = style({
  position: "sticky",
  insetInlineStart: 0,
  display: "block",
  width: "100%",
  height: "3px",
  marginBlockEnd: "-3px",
  overflow: "hidden",
  zIndex: 1,
  "::after": {
    content: "''",
    display: "block",
    width: "40%",
    height: "100%",
    backgroundColor: vars.color.brand,
    animation: `${slide} 1.1s ease-in-out infinite`,
  },
});

/** A row just added (after a create): tinted, with a bar at its start edge, so the eye finds it. */
export const rowHighlighted = style({
  backgroundColor: vars.color.brandSoft,
  boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
  selectors: { "&:hover": { backgroundColor: vars.color.brandSoft } },
});

/** Rows of an earlier answer while a new filter or page loads: dimmed until the new rows arrive. */
export const staleBody = style({ opacity: 0.5, transition: "opacity 150ms" });

export const staleLine = style({
  position: "sticky",
  insetInlineStart: 0,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
