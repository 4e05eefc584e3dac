import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const state = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  textAlign: "center",
  minWidth: 0,
});

export const icon = style({
  width: "3rem",
  height: "3rem",
  padding: vars.space.sm,
  borderRadius: vars.radius.full,
});

export const iconTone = styleVariants({
  neutral: { backgroundColor: vars.color.neutralSoft, color: vars.color.neutralText },
  danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerText },
  warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warningText },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  margin: 0,
  maxWidth: "36rem",
  color: vars.color.textMuted,
});

export const action = style({
  marginBlockStart: vars.space.sm,
});
