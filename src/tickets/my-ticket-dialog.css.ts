import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css";

/** The whole screen, to hold up at the counter (doubled class: over the dialog's own size). */
export const fullScreen = style({
  selectors: {
    "&&": {
      width: "100%",
      maxWidth: "40rem",
      height: "100dvh",
      maxHeight: "100dvh",
      margin: "auto",
      borderRadius: 0,
      boxShadow: "none",
    },
  },
});

export const note = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const warning = style({ color: vars.color.warningText });

export const forget = style({ marginBlockStart: vars.space.lg });
