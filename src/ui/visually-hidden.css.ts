import { style } from "@vanilla-extract/css";

/** The rules that hide a box on screen and keep it for screen readers: for a style, or one under a media query. */
export const visuallyHiddenRules = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);
