import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** A whole-screen page whose content stands in the middle (the sign-in page, the error pages). */
export const centredPage = style({
  minHeight: "100dvh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.lg,
});
