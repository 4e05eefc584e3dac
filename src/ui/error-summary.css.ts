import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const summary = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `3px solid ${vars.color.danger}`,
  backgroundColor: vars.color.surface,
  outline: "none",
  selectors: { "&:focus-visible, &:focus": { outline: `${vars.size.focusRing} solid ${vars.color.focus}` } },
});

export const title = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.fontSize.lg });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: "grid", gap: vars.space.xs });

export const link = style({
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "underline",
  overflowWrap: "anywhere",
});
