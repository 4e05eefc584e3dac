import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { toastRoom } from "./sizes";
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

/**
 * A message longer than the screen has room for scrolls with the toast itself, not in a box of its own: Chromium makes
 * a box that scrolls a Tab stop, and the message's was one, unnamed, between the toast and its close button (UX pass,
 * session 39). The toast is already a Tab stop (react-aria's alertdialog), named by its title and described by its
 * message, so a keyboard user who Tabs to it scrolls it with the arrow keys, and a screen reader reads the message
 * whole either way. It grows as the message's box did, to `toastRoom` less the region's padding under it (sizes.ts:
 * a focused line keeps that much room clear of it), and its close button stays in its corner while the text scrolls
 * under it (`close`). Its content and close button share the one cell of a grid.
 */
export const toast = style({
  pointerEvents: "auto",
  position: "relative",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  maxBlockSize: `calc(${toastRoom} - ${vars.space.lg})`,
  overflowY: "auto",
  // scrolled to its end, a wheel or a finger goes on to scroll the toast, not the page behind it
  overscrollBehavior: "contain",
  padding: vars.space.md,
  paddingInlineStart: vars.space.lg,
  // its top padding is its content's (`content`): a scroller's own padding moves where a sticky close button sticks,
  // and not the same way in every browser (w3c/csswg-drafts#3352)
  paddingBlockStart: 0,
  borderRadius: vars.radius.md,
  border: "1px solid",
  boxShadow: vars.shadow.lg,
  // vertical scrolling stays with the browser; horizontal moves are the swipe
  touchAction: "pan-y",
  "@media": {
    [mediumWidth.below]: {
      paddingInline: `min(${vars.space.lg}, 12px)`,
      maxBlockSize: `calc(${toastRoom} - min(${vars.space.md}, 8px))`,
    },
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
      paddingBlockStart: vars.space.md,
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
  gridArea: "1 / 1",
  // its end padding is its last text's (`title`, `description`): a grid's item holds its floats, and after the float
  // beside a lone title it made the toast 4 px taller than its text and button need
  paddingBlockStart: `calc(${vars.space.md} + ${vars.space.xs})`,
  "@media": {
    [mediumWidth.below]: {
      selectors: {
        [`${compact} &`]: {
          paddingBlock: vars.space.xs,
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
  selectors: { "&:last-child": { paddingBlockEnd: vars.space.xs } },
  "@media": {
    [mediumWidth.below]: {
      selectors: { [`${compact} &`]: { display: "inline", marginInlineEnd: vars.space.xs, paddingBlockEnd: 0 } },
    },
  },
});

// A long text at 200 % on a phone made the toast cover most of the screen (the form's own failure box under it) for
// its five seconds: the toast keeps to `toastRoom` and scrolls beyond it (`toast`). On a narrow screen the message
// starts under the close button (the title row) and has the toast's full width, with lines as close as the title's:
// beside the button's float it kept 118 px at 320 px with 200 % text, one word a line; the KTP refusal then shows whole
// at 320 and 360 px with 200 % text, with no scroll inside a toast that is gone in 5 s (UX pass, session 20).
export const description = style({
  display: "block",
  marginBlockStart: vars.space.xxs,
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  overflowWrap: "break-word",
  "@media": {
    [mediumWidth.below]: {
      clear: "inline-end",
      lineHeight: vars.lineHeight.tight,
      selectors: {
        [`${compact} &`]: { display: "inline", marginBlockStart: 0, paddingBlockEnd: 0 },
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

/**
 * In the toast's corner, `xs` out of its padding (8 px from its edges), over the float its text leaves for it. It sits
 * in the grid's cell with the text and sticks there while a long message scrolls (`toast`), the text passing under it:
 * its background is the toast's, and a hover tints that rather than replace it. A compact toast on a phone, never
 * scrolled (two lines at most), is a flex row that centres its text: the button is placed in its corner there.
 */
export const close = style({
  gridArea: "1 / 1",
  alignSelf: "start",
  justifySelf: "end",
  position: "sticky",
  insetBlockStart: `calc(${vars.space.md} - ${vars.space.xs})`,
  marginBlockStart: `calc(${vars.space.md} - ${vars.space.xs})`,
  // from the toast's end padding (`toast`) out to its corner
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  zIndex: 1,
  backgroundColor: "inherit",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  color: "inherit",
  cursor: "pointer",
  "@media": {
    [mediumWidth.below]: {
      marginInlineEnd: `calc(${vars.space.md} - ${vars.space.xs} - min(${vars.space.lg}, 12px))`,
      selectors: {
        [`${compact} &`]: {
          position: "absolute",
          insetInlineEnd: `calc(${vars.space.md} - ${vars.space.xs})`,
          margin: 0,
        },
      },
    },
  },
  selectors: {
    "&[data-hovered]": { backgroundImage: "linear-gradient(rgba(127, 127, 127, 0.2), rgba(127, 127, 127, 0.2))" },
    "&[data-focus-visible]": {
      outline: `${vars.size.focusRing} solid currentColor`,
      outlineOffset: "-3px",
    },
  },
});
