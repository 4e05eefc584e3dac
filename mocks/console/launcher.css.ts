import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../src/ui/theme.css";

/**
 * The console's button has its own strip at the end of the page, after the app (ADR 301): it takes its own place in
 * the page instead of floating over it, so it never covers a control of the page at any width or scroll position.
 */
export const bar = style({
  display: "flex",
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBlockStart: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceMuted,
  "@media": { print: { display: "none" } },
});

export const launcher = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minHeight: 32,
  minWidth: 44,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  selectors: {
    "&:hover, &[aria-expanded='true']": { background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/**
 * From 1280 px the open console docks at the end of the window, full height, and the page narrows beside it (issue
 * 36): it never covers what the page shows. Narrower windows keep the floating panel (ADR 301).
 */
export const DOCK_MEDIA = "screen and (min-width: 1280px)";
export const DOCK_WIDTH = "26rem";
export const DOCKED_ATTRIBUTE = "data-demo-console-docked";
globalStyle(`html[${DOCKED_ATTRIBUTE}] body`, { "@media": { [DOCK_MEDIA]: { marginInlineEnd: DOCK_WIDTH } } });
