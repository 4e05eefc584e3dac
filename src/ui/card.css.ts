import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { gutter, headingSize } from "./sizes";
import { mediumWidth } from "./media";

export { subheading as description } from "./heading.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const padding = styleVariants({
  md: { padding: gutter },
  lg: {
    padding: gutter,
    "@media": { [mediumWidth.from]: { padding: vars.space.xl } },
  },
  none: { padding: 0 },
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});

export const titles = style({
  minWidth: 0,
  flex: "1 1 12rem",
});

export const title = style({
  margin: 0,
  fontSize: headingSize(vars.fontSize.lg, 10),
  fontWeight: vars.fontWeight.bold,
});

export const footer = style({
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
