import { style } from "@vanilla-extract/css";
import { centredPage } from "../../ui/centred-page.css";
import { vars } from "../../ui/theme.css";

export const page = style([
  centredPage,
  {
    gap: vars.space.md,
    textAlign: "center",
    backgroundColor: "#fffaf3",
  },
]);

export const code = style({ margin: 0, fontSize: "3.5rem", lineHeight: 1, color: vars.color.brandText });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.brandText });

export const text = style({ margin: 0, maxWidth: "28rem", color: vars.color.textMuted });

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.control,
  fontWeight: vars.fontWeight.medium,
});
