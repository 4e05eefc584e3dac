import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { input, invalidControl } from "./field.css";
import { largeWidth } from "./media";

/**
 * The field's room from the screen's edge when a choice scrolls it into view (select.tsx `changed`): react-aria's 12 px
 * between a popover and the screen's edge.
 */
export const field = style({ scrollMarginBlock: "12px" });

export const trigger = style([
  input,
  {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.sm,
    textAlign: "start",
    cursor: "pointer",
    selectors: {
      "&[data-pressed]": { borderColor: vars.color.text },
      // react-aria marks the select, not its button, invalid: the trigger is marked as a text field is (field.css.ts)
      "[data-invalid] > &": invalidControl,
    },
  },
]);

/**
 * The chosen value wraps, never ends in '…': every location starts 'Pasar Jaya' (320 px at 200 % text, issue 35). In a
 * staff filter bar whose cells size to their fields it keeps to one line instead (`valueOnOneLine`).
 */
export const value = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: "break-word",
  selectors: {
    "&[data-placeholder]": { color: vars.color.textMuted },
  },
});

/**
 * A chosen value on one line, cut with '…' where its field is narrow (field-parts.ts `ChosenValueOnOneLine`), from
 * 48rem up, where the filter bar's cells size to their fields; a phone's bar stacks its fields and the value wraps, as
 * every market starts 'Pasar Jaya' (issue 35).
 */
export const valueOnOneLine = style({
  "@media": {
    [`screen and ${largeWidth.from}`]: {
      overflow: "hidden",
      whiteSpace: "nowrap",
      textOverflow: "ellipsis",
      // the cell it shares with `widestOption` (`sizedToOptions`)
      gridArea: "1 / 1",
    },
  },
});

/**
 * A trigger whose chosen value is on one line is as wide as its widest option, as a native select is, whatever is
 * chosen: its filter bar's cell keeps its width when a long market is chosen, so 'Cari' and 'Reset' do not move
 * sideways (UX pass s32, item 2). The value and the unseen `widestOption` share the first column; the value is cut
 * with '…' where the row gives the cell less.
 */
export const sizedToOptions = style({
  "@media": {
    [`screen and ${largeWidth.from}`]: { display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto" },
  },
});

/**
 * Every option's text, unseen and no height, each on its own line: the width `sizedToOptions` takes. Drawn by its
 * style (`drawnText`), not written in the page: the trigger's text stays its chosen value alone (what a find by text,
 * a test's `toContainText` or a copy reads).
 */
export const widestOption = style({
  gridArea: "1 / 1",
  height: 0,
  overflow: "hidden",
  visibility: "hidden",
  whiteSpace: "nowrap",
  "@media": { [`screen and ${largeWidth.below}`]: { display: "none" } },
});
globalStyle(`.${widestOption} > *`, { display: "block" });

/**
 * Beside the options (`widestOption`), a width no option in a filter bar goes past: the bar's widest cell,
 * admin-filter-bar.css.ts `widestCell` (24rem; the field's own padding, border and chevron make the field wider still,
 * and the cell's cap takes it back to 24rem). Select's `reservesWidestCell`.
 */
export const widestCellReserve = style({ width: "24rem" });

/**
 * The whole of a chosen value cut with '…', under its trigger (whole-value-tooltip.tsx). One line's height with little
 * room round it: in a bar whose buttons take a row under the fields (768 px to about 1100 px, sidebar open) it fits in
 * the 28 px between the trigger and 'Cari' (UX pass s33).
 */
export const wholeValue = style({
  maxWidth: "min(32rem, calc(100vw - 24px))",
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  boxShadow: vars.shadow.md,
  overflowWrap: "break-word",
});

export const chevron = style({
  flexShrink: 0,
  width: "1.25rem",
  height: "1.25rem",
  color: vars.color.textMuted,
  transition: "transform 120ms",
  selectors: {
    "[data-open] &": { transform: "rotate(180deg)" },
  },
});

/**
 * As wide as the trigger, 12rem at least, but never wider than the screen less React Aria's 12 px container padding a
 * side: a min-width wins over a max-width, so 12rem at 200 % text (384 px) ran off a 320 px screen (issue 35).
 */
const onScreen = "calc(100vw - 24px)";
export const popover = style({
  width: "var(--trigger-width)",
  minWidth: `min(12rem, ${onScreen})`,
  maxWidth: onScreen,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflow: "auto",
  outline: "none",
});

/**
 * Text made larger gets the list's width and height, not its paddings (px caps, as sizes.ts `gutter`; the same at
 * 100 % text): at 320 px with 200 % text a market with its address took over half the screen, and the list showed one
 * or two (UX pass, session 20). Where the field leaves too little room, the list takes the screen (select.tsx).
 */
const roomy = (space: string, px: number) => `min(${space}, ${px}px)`;

export const listBox = style({
  display: "flex",
  flexDirection: "column",
  padding: roomy(vars.space.xs, 4),
  outline: "none",
});

export const option = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  alignItems: "center",
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  minHeight: vars.size.control,
  paddingBlock: roomy(vars.space.sm, 8),
  paddingInline: roomy(vars.space.md, 12),
  // a name and an address on two to four lines each: as close as a heading's lines
  lineHeight: vars.lineHeight.tight,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused], &[data-hovered]": { backgroundColor: vars.color.surfaceHover },
    "&[data-focus-visible]": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: "-3px",
    },
    "&[data-selected]": {
      backgroundColor: vars.color.brandSoft,
      color: vars.color.brandText,
      fontWeight: vars.fontWeight.medium,
    },
    "&[data-disabled]": {
      cursor: "not-allowed",
      color: vars.color.textDisabled,
      backgroundColor: "transparent",
    },
  },
});

export const optionLabel = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space.sm,
  minWidth: 0,
  overflowWrap: "break-word",
});

export const optionDescription = style({
  gridColumn: "1 / -1",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    "[data-selected] &": { color: vars.color.brandText },
    "[data-disabled] &": { color: vars.color.textDisabled },
  },
});

export const check = style({
  width: "1.25rem",
  height: "1.25rem",
  color: vars.color.brand,
});

export const empty = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontStyle: "italic",
});
