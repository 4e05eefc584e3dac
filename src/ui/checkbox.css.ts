import { style } from "@vanilla-extract/css";
import { focusRing, vars } from "./theme.css";
import { toggleLabel } from "./toggle-label.css";

export const checkbox = style([
  toggleLabel,
  {
    display: "grid",
    gridTemplateColumns: "auto 1fr",
    alignItems: "start",
    columnGap: vars.space.sm,
    paddingBlock: vars.space.sm,
  },
]);

export const box = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "1.5rem",
  height: "1.5rem",
  marginBlockStart: "-0.0625rem",
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.textInverse,
  transition: "background-color 120ms, border-color 120ms",
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-disabled] &`]: {
      borderColor: vars.color.textDisabled,
      backgroundColor: vars.color.surfaceMuted,
    },
    [`${checkbox}[data-disabled][data-selected] &`]: {
      backgroundColor: vars.color.textDisabled,
    },
  },
});

export const mark = style({
  width: "1rem",
  height: "1rem",
});

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minWidth: 0,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const group = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
  border: 0,
  margin: 0,
  padding: 0,
});

export const options = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 14rem), 1fr))",
  columnGap: vars.space.lg,
});
