import { style } from "@vanilla-extract/css";
import { focusRing, vars } from "./theme.css";
import { toggleLabel } from "./toggle-label.css";

export const root = style([toggleLabel, { display: "inline-flex", alignItems: "center", gap: vars.space.sm }]);

export const track = style({
  position: "relative",
  flexShrink: 0,
  width: "2.75rem",
  height: "1.5rem",
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceMuted,
  transition: "background-color 150ms, border-color 150ms",
  selectors: {
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-disabled] &`]: { borderColor: vars.color.textDisabled, opacity: 0.6 },
  },
});

export const thumb = style({
  position: "absolute",
  top: "2px",
  left: "2px",
  width: "1rem",
  height: "1rem",
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: "transform 150ms, background-color 150ms",
  selectors: {
    [`${root}[data-selected] &`]: { transform: "translateX(1.25rem)", backgroundColor: vars.color.surface },
  },
});
