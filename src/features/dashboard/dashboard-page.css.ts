import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const title = style({
  margin: 0,
  paddingBlock: vars.space.xxxl,
  textAlign: "center",
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});
