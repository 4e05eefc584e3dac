import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/**
 * A label that toggles the box or track inside it (Checkbox, Switch): pressable at the controls' height, greyed when
 * disabled. Its focus ring is drawn on the box or track, not around the whole label.
 */
export const toggleLabel = style({
  minHeight: vars.size.control,
  color: vars.color.text,
  cursor: "pointer",
  WebkitTapHighlightColor: "transparent",
  selectors: {
    "&[data-disabled]": { cursor: "not-allowed", color: vars.color.textDisabled },
    "&[data-focus-visible]": { outline: "none" },
  },
});
