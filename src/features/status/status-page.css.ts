import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const intro = style({ display: "grid", gap: vars.space.sm, marginBlockEnd: vars.space.xl });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.brandText });
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const stack = style({ display: "grid", gap: vars.space.lg });
export const form = style({ display: "grid", gap: vars.space.lg });
export const submit = style({ minHeight: "3.25rem", fontSize: vars.fontSize.lg });
export const result = style({ scrollMarginBlockStart: vars.space.lg, outline: "none" });

export const empty = style({
  margin: 0,
  padding: vars.space.xl,
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

export const registerLink = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  textAlign: "center",
});

export const inlineLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.control,
  fontWeight: vars.fontWeight.medium,
});
