import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const failure = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  // narrower at a phone's width, as the registration form's failure line: at 320 px with 200 % text a 24 px padding
  // left 202 px in the form's column, and 'tersambung.' broke before its full stop (UX pass, session 33)
  paddingInline: `clamp(8px, 2.5vw, ${vars.space.md})`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerText,
  borderInlineStart: `4px solid ${vars.color.danger}`,
});

// words break only where one is wider than the line (the page's `break-word`); `anywhere` broke them to fit a narrower box
export const message = style({ margin: 0, flex: "1 1 12rem", minWidth: 0 });
