import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { smallWidth } from "./media";

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
  "@media": {
    // phones: one full-width button per line, the main action first
    [smallWidth.below]: {
      flexDirection: "column",
      alignItems: "stretch",
    },
  },
});

export const align = styleVariants({
  start: { justifyContent: "flex-start" },
  end: { justifyContent: "flex-end" },
  between: { justifyContent: "space-between" },
});
