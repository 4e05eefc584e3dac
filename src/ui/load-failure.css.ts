import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/**
 * A failure's box, as a page shows what failed where it happened (this box, the registration form's failure line):
 * the danger colours with a bar at the start edge. Its side padding narrows at a phone's width, where text made larger
 * needs the room: at 320 px with 200 % text a 24 px padding left 202 px, and 'Pendaftaran' in bold (223 px) broke
 * inside itself (UX pass, session 31), 'tersambung.' before its full stop in the form's column (session 33).
 */
export const dangerBox = style({
  padding: vars.space.md,
  paddingInline: `clamp(8px, 2.5vw, ${vars.space.md})`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerText,
  borderInlineStart: `4px solid ${vars.color.danger}`,
});

export const failure = style([
  dangerBox,
  {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: vars.space.sm,
  },
]);

// words break only where one is wider than the line (the page's `break-word`); `anywhere` broke them to fit a narrower box
export const message = style({ margin: 0, flex: "1 1 12rem", minWidth: 0 });
