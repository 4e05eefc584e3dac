import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const failure = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerText,
  borderInlineStart: `4px solid ${vars.color.danger}`,
});

// words break only where one is wider than the line (the page's `break-word`); `anywhere` broke them to fit a narrower box
export const message = style({ margin: 0, flex: "1 1 12rem", minWidth: 0 });
