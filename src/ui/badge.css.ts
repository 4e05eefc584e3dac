import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const base = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: "1px solid currentColor",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: "nowrap",
});

export const tone = styleVariants({
  success: { backgroundColor: vars.color.successSoft, color: vars.color.successText },
  danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerText },
  neutral: { backgroundColor: vars.color.neutralSoft, color: vars.color.neutralText },
  info: { backgroundColor: vars.color.infoSoft, color: vars.color.infoText },
  warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warningText },
});

export const dot = style({
  width: "0.5rem",
  height: "0.5rem",
  borderRadius: vars.radius.full,
  backgroundColor: "currentColor",
});
