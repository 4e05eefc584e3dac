import { style } from "@vanilla-extract/css";
import { gutter } from "../../ui/sizes";
import { vars } from "../../ui/theme.css";

export { form, intro, lead, stack, submit, title, inlineLink, linkPanel as registerLink } from "../../ui/public-page.css";

export const result = style({ scrollMarginBlockStart: vars.space.lg, outline: "none" });

export const empty = style({
  margin: 0,
  padding: gutter,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  textAlign: "center",
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "center",
});

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const emptyText = style({ margin: 0, color: vars.color.textMuted });

export const more = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
