import { style } from "@vanilla-extract/css";
import { identityLengths } from "../../contract/guest-rules";
import { vars } from "./theme.css";

/**
 * Label, control, description and error stacked; shared by every form field. Its control draws the focus ring: a
 * select's root is marked focus-visible with its button, and the page's ring for that mark (theme.css.ts) drew a
 * second ring round the label and help (UX pass, session 32).
 */
export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
  // brought on the screen for its error (focusField, src/ui/focus.ts), the label keeps room from the screen's edge,
  // as a chosen select's field does (select.css.ts): at the very edge it read as cut off (UX pass, session 45)
  scrollMarginBlock: "12px",
  selectors: { "&[data-focus-visible]": { outline: "none" } },
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  cursor: "default",
});

export const requiredMark = style({
  color: vars.color.dangerText,
  marginInlineStart: vars.space.xxs,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Field errors: small red text under the input. */
export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.medium,
});

/** One of several rules a field breaks: each on its own line (docs/product.md §5.2). */
export const errorLine = style({ display: "block" });

/** A range in an error ('0-9') on one line: a browser may break after its hyphen (field-help.tsx `rangesWhole`). */
export const range = style({ whiteSpace: "nowrap" });

/** The box of every control and of a value shown in its place: height, padding, type and border. */
const controlBox = {
  minHeight: vars.size.control,
  paddingBlock: vars.space.sm,
  // never more than 12 px, so larger text gets the width (a 16-digit number at 320 px with 200 % text, issue 35)
  paddingInline: `min(${vars.space.md}, 12px)`,
  // 16px at least: smaller inputs make mobile browsers zoom in on focus
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
};

/**
 * The font size at which `digits` digits fit in a field's width on the narrowest screen: the page's own size while they
 * fit, never below 16 px (16 digits fit at 6.75 % of the screen's width: 320 px, 200 % text, issue 35).
 */
const digitsFit = (digits: number) => `max(16px, min(1rem, ${((6.75 * 16) / digits).toFixed(2)}vw))`;

/** A control whose field has an error: its border in the danger colour, twice as thick. */
export const invalidControl = {
  borderColor: vars.color.danger,
  boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
};

export const input = style({
  width: "100%",
  minWidth: 0,
  ...controlBox,
  backgroundColor: vars.color.surface,
  appearance: "none",
  outline: "none",
  selectors: {
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
    "&[data-hovered]": { borderColor: vars.color.text },
    "&[data-focus-visible], &:focus-visible": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: "1px",
    },
    "&[data-invalid], &[aria-invalid='true']": invalidControl,
    "&[data-disabled], &:disabled": {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textDisabled,
      cursor: "not-allowed",
    },
    "&[readonly]": {
      backgroundColor: vars.color.surfaceMuted,
      borderStyle: "dashed",
    },
    // a card number (16 digits; a wide sans such as DejaVu's takes 0.64 em a digit) whole in its field on a 320 px
    // screen with 200 % text: the size gives way only where the number would not fit, never below 16 px (issue 35)
    "&[inputmode='numeric']": { fontSize: digitsFit(16), fontVariantNumeric: "tabular-nums" },
    // a KJP takes up to 20 digits (ADR 104): its field gives way for 20, or 17 digits on were cut at the end
    [`[data-longest='${identityLengths.kjp.max}'] &[inputmode='numeric']`]: { fontSize: digitsFit(identityLengths.kjp.max) },
    // native date/time pickers: keep the calendar icon clickable and visible
    "&::-webkit-calendar-picker-indicator": { cursor: "pointer" },
  },
});

export const textarea = style([
  input,
  {
    minHeight: "6rem",
    resize: "vertical",
  },
]);

/** A date field's segments in one box that looks like an input; the ring shows while a segment has focus. */
export const dateInput = style([
  input,
  {
    display: "flex",
    alignItems: "center",
    fontVariantNumeric: "tabular-nums",
    cursor: "text",
    selectors: {
      "&[data-focus-within]": {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: "1px",
      },
    },
  },
]);

/**
 * One segment (day, month, year or a separator); the focused one is highlighted like selected text. A day, month or
 * year holds its typed digits from the start (the field's tabular digits, 1ch each, and the 1 px padding a side): its
 * placeholder ('hh', 'bb', 'tttt') is narrower, and a date typed into a filter bar's auto-sized cell grew the field by
 * 16 px and narrowed the market's beside it (docs/product.md §2.13; UX pass s38). The placeholder starts where the digits do:
 * centred, the year's left a gap after the '/' ('hh/bb/ tttt'). A placeholder wider than the digits (English 'mm/dd/yyyy')
 * keeps its room once typed: the segment's `data-room` (its placeholder) lies under the text, unseen and no line tall,
 * and the digits stand centred in it; typing '11/24/2026' narrowed the field by 11 px.
 */
export const dateSegment = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  paddingInline: "1px",
  borderRadius: vars.radius.sm,
  outline: "none",
  selectors: {
    "&[data-room]::after": { content: "attr(data-room)", height: 0, overflow: "hidden", visibility: "hidden" },
    "&[data-type='day'], &[data-type='month'], &[data-type='hour'], &[data-type='minute'], &[data-type='second']": {
      minWidth: "calc(2ch + 2px)",
    },
    "&[data-type='year']": { minWidth: "calc(4ch + 2px)" },
    "&[data-placeholder]": { color: vars.color.textMuted },
    "&[data-type='literal']": { color: vars.color.textMuted },
    "&[data-focused]": { backgroundColor: vars.color.focus, color: vars.color.surface },
  },
});

/** A value shown but not edited (ReadOnlyValue): the look of a read-only input, but its text wraps. */
export const readOnlyValue = style({
  display: "grid",
  ...controlBox,
  backgroundColor: vars.color.surfaceMuted,
  borderStyle: "dashed",
});
/** The value and its unseen room share one cell, so the box is as tall as the longer; a shorter value sits centred. */
export const readOnlyText = style({ gridArea: "1 / 1", alignSelf: "center", minWidth: 0, overflowWrap: "break-word" });
export const readOnlyRoom = style({ visibility: "hidden" });
