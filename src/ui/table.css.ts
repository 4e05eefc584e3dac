import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The table scrolls sideways inside this box, never the page. */
export const container = style({
  position: "relative",
  width: "100%",
  maxWidth: "100%",
  overflowX: "auto",
  WebkitOverflowScrolling: "touch",
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const table = style({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: "-3px",
    },
  },
});

export const column = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  textAlign: "start",
  whiteSpace: "nowrap",
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: "-3px",
    },
  },
});

export const row = style({
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.surfaceMuted },
    "&[data-href], &[data-action]": { cursor: "pointer" },
    "&[data-focus-visible]": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: "-3px",
    },
  },
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
  outline: "none",
  selectors: {
    [`${row}:last-child &`]: { borderBlockEnd: 0 },
    "&[data-focus-visible]": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: "-3px",
    },
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
