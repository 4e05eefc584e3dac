import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { toastMessageMax } from "./sizes";
import { vars } from "./theme.css";
import { visuallyHiddenRules } from "./visually-hidden.css";
import { mediumWidth } from "./media";

const slideIn = keyframes({
  from: { opacity: 0, transform: "translateY(12px)" },
  to: { opacity: 1, transform: "none" },
});

export const region = style({
  position: "fixed",
  zIndex: vars.z.toast,
  insetInline: 0,
  insetBlockEnd: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  outline: "none",
  pointerEvents: "none",
  "@media": {
    // text made larger gets the width, not the margins (sizes.ts `gutter`): the message's lines hold more words
    [mediumWidth.below]: { padding: `min(${vars.space.md}, 8px)` },
    [mediumWidth.from]: {
      insetInlineStart: "auto",
      width: "26rem",
      padding: vars.space.lg,
    },
  },
  selectors: {
    "&[data-focus-visible]": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: "-3px",
    },
  },
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const toast = style({
  pointerEvents: "auto",
  position: "relative",
  padding: vars.space.md,
  paddingInlineStart: vars.space.lg,
  borderRadius: vars.radius.md,
  border: "1px solid",
  boxShadow: vars.shadow.lg,
  // vertical scrolling stays with the browser; horizontal moves are the swipe
  touchAction: "pan-y",
  "@media": {
    [mediumWidth.below]: { paddingInline: `min(${vars.space.lg}, 12px)` },
  },
  userSelect: "none",
  animation: `${slideIn} 180ms ease-out`,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: "2px",
    },
    "&[data-swiping]": { transition: "none" },
    "&:not([data-swiping])": { transition: "transform 150ms ease-out, opacity 150ms ease-out" },
  },
});

export const variant = styleVariants({
  default: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
  },
  destructive: {
    backgroundColor: vars.color.danger,
    color: vars.color.textInverse,
    borderColor: vars.color.dangerHover,
  },
});

/**
 * A toast whose message the page shows in full beside it (`shownOnPage`, the registration form's failure line): on a
 * phone its title and message run on as one text of at most two lines beside the close button (the sentences that
 * fit, `CompactMessage`; the title alone where not even the first fits), so the toast stays about the close button's
 * height. At 320 px with 200 % text the full toast took the lower half of the screen, over the failure line and its
 * link (UX check, session 31); the line above it says the same thing whole.
 */
export const compact = style({
  "@media": {
    [mediumWidth.below]: {
      paddingInlineEnd: `calc(${vars.size.control} + ${vars.space.md} - ${vars.space.xs})`,
      minBlockSize: `calc(${vars.size.control} + 2 * (${vars.space.md} - ${vars.space.xs}))`,
      display: "flex",
      alignItems: "center",
    },
  },
});

// The close button sits in the toast's corner and the text flows around a float of its size, under it too: beside the
// button as a column the text kept a third of a 360 px screen at 200 % text, broke inside words and grew the toast
// above the top of the screen.
export const content = style({
  display: "block",
  paddingBlock: vars.space.xs,
  "@media": {
    [mediumWidth.below]: {
      selectors: {
        [`${compact} &`]: {
          display: "-webkit-box",
          WebkitBoxOrient: "vertical",
          WebkitLineClamp: 2,
          overflow: "hidden",
          lineHeight: vars.lineHeight.tight,
          flex: "1 1 auto",
          minInlineSize: 0,
        },
        [`${compact} &::before`]: { content: "none" },
      },
    },
  },
  selectors: {
    "&::before": {
      content: '""',
      float: "inline-end",
      width: `calc(${vars.size.control} - ${vars.space.xs})`,
      height: `calc(${vars.size.control} - 2 * ${vars.space.xs})`,
      marginInlineStart: vars.space.sm,
    },
  },
});

export const title = style({
  display: "block",
  fontWeight: vars.fontWeight.bold,
  "@media": {
    [mediumWidth.below]: {
      selectors: { [`${compact} &`]: { display: "inline", marginInlineEnd: vars.space.xs } },
    },
  },
});

// A long text at 200 % on a phone made the toast cover most of the screen (the form's own failure box under it) for
// its five seconds: the text keeps at most `toastMessageMax` of the screen's height (sizes.ts) and scrolls beyond it.
// The scroll box is a block of its own, which does not flow around the close button's float but shrinks beside it: at
// 320 px with 200 % text that left it 118 px, one word a line. On a narrow screen it starts under the button (the
// title row) and has the toast's full width, with lines as close as the title's: the KTP refusal then shows whole at
// 320 and 360 px with 200 % text, with no scroll inside a toast that is gone in 5 s (UX pass, session 20).
export const description = style({
  display: "block",
  marginBlockStart: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  overflowWrap: "break-word",
  maxBlockSize: toastMessageMax,
  overflowY: "auto",
  "@media": {
    [mediumWidth.below]: {
      clear: "inline-end",
      lineHeight: vars.lineHeight.tight,
      selectors: {
        [`${compact} &`]: { display: "inline", marginBlockStart: 0, maxBlockSize: "none", overflowY: "visible" },
      },
    },
  },
});

/**
 * A compact toast's message (toast-region.tsx `CompactMessage`): whole, for a screen reader only on a phone, where the
 * cut copy (aria-hidden) shows the sentences that fit in two lines; above a phone's width the whole shows and the cut
 * copy is not laid out.
 */
export const wholeMessage = style({
  "@media": {
    [mediumWidth.below]: visuallyHiddenRules,
  },
});
export const cutMessage = style({ display: "none", "@media": { [mediumWidth.below]: { display: "inline" } } });

export const close = style({
  position: "absolute",
  insetBlockStart: `calc(${vars.space.md} - ${vars.space.xs})`,
  insetInlineEnd: `calc(${vars.space.md} - ${vars.space.xs})`,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { backgroundColor: "rgba(127, 127, 127, 0.2)" },
    "&[data-focus-visible]": {
      outline: `${vars.size.focusRing} solid currentColor`,
      outlineOffset: "-3px",
    },
  },
});
