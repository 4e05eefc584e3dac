import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** Text link style; apply it to router links too (`className={linkClass}`). */
export const linkClass = style({
  color: vars.color.link,
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  selectors: {
    "&:hover, &[data-hovered]": { color: vars.color.linkHover, textDecorationThickness: "2px" },
    "&[data-disabled]": { color: vars.color.textDisabled, cursor: "not-allowed" },
  },
});
