import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

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
    "(min-width: 40rem)": {
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
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  paddingInlineStart: vars.space.lg,
  borderRadius: vars.radius.md,
  border: "1px solid",
  boxShadow: vars.shadow.lg,
  // vertical scrolling stays with the browser; horizontal moves are the swipe
  touchAction: "pan-y",
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

export const content = style({
  flex: 1,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const close = style({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.control,
  height: vars.size.control,
  margin: `calc(-1 * ${vars.space.xs})`,
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
