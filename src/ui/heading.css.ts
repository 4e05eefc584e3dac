import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The muted line under a card's or a dialog's heading. */
export const subheading = style({
  margin: 0,
  marginBlockStart: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
