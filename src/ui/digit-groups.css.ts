import { style } from "@vanilla-extract/css";

/** The gap after each group of four digits but the last (at a line's end it shows nothing). */
export const digitGroup = style({
  selectors: { "&:not(:last-child)": { marginInlineEnd: "0.35em" } },
});
