import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css";

export const actions = style({
  display: "grid",
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
  "@media": { print: { display: "none" } },
});

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const button = style({ flex: "1 1 auto" });

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
