import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css";

export const qr = style({
  display: "block",
  width: "100%",
  aspectRatio: "1 / 1",
  backgroundColor: "#ffffff",
  borderRadius: vars.radius.sm,
});

export const pending = style({ border: `1px solid ${vars.color.border}` });
