import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const fields = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 12rem), 1fr))",
  alignItems: "start",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
