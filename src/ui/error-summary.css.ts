import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { headingSize } from "./sizes";

export const summary = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `3px solid ${vars.color.danger}`,
  backgroundColor: vars.color.surface,
  outline: "none",
  selectors: { "&:focus-visible, &:focus": { outline: `${vars.size.focusRing} solid ${vars.color.focus}` } },
});

// 'Ada isian yang perlu diperbaiki' whole at 320 px with 200 % text: 'diperbaiki' broke inside itself at 36 px in a
// 200 px box (UX check, session 31)
export const title = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: headingSize(vars.fontSize.lg, 10) });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: "grid", gap: vars.space.xs });

export const link = style({
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "underline",
  overflowWrap: "anywhere",
});
