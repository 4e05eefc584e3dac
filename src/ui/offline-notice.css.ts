import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** A warning bar at the start edge, as the registration page's closed notice (ADR 810). */
export const notice = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
  borderInlineStart: `4px solid ${vars.color.warningText}`,
  color: vars.color.warningText,
  overflowWrap: "break-word",
});
export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const text = style({ margin: 0 });
