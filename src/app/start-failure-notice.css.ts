import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css";

// Its own rules on the theme's tokens, as the offline notice (ui/offline-notice.css.ts) and a primary button
// (ui/button.css.ts) look: importing those modules would put their chunk (public-form, react-aria's code) into every
// page's start (vite.config.ts's chunk groups).

/** A warning bar at the start edge, at the top of the page, outside its layout. */
export const notice = style({
  display: "grid",
  gap: vars.space.xs,
  margin: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
  borderInlineStart: `4px solid ${vars.color.warningText}`,
  color: vars.color.warningText,
  overflowWrap: "break-word",
});
export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const text = style({ margin: 0 });
export const reload = style({
  justifySelf: "start",
  marginBlockStart: vars.space.xs,
  minHeight: vars.size.control,
  minWidth: vars.size.control,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  border: "2px solid transparent",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.textInverse,
  fontFamily: "inherit",
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  touchAction: "manipulation",
  ":hover": { backgroundColor: vars.color.brandHover },
});
