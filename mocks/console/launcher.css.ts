import { style } from "@vanilla-extract/css";
import { vars } from "../../src/ui/theme.css";

/** Small and out of the way: bottom-left, above the page, below nothing of the app's own controls that matter. */
export const launcher = style({
  position: "fixed",
  insetInlineStart: vars.space.sm,
  insetBlockEnd: vars.space.sm,
  zIndex: 99_000,
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minHeight: 32,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  opacity: 0.75,
  cursor: "pointer",
  boxShadow: vars.shadow.sm,
  selectors: {
    "&:hover, &:focus-visible, &[aria-expanded='true']": { opacity: 1 },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  "@media": { print: { display: "none" } },
});
