import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/**
 * A small panel at the bottom of the screen, over the page but out of its flow: it covers no field at the top where
 * a citizen starts, takes no taps (a tap goes to what is under it) and moves nothing when it comes or goes.
 */
export const panel = style({
  position: "fixed",
  insetInline: 0,
  insetBlockEnd: vars.space.md,
  marginInline: "auto",
  marginBlock: 0,
  zIndex: 1,
  width: "fit-content",
  maxWidth: `calc(100% - 2 * ${vars.space.md})`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: "none",
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.brandText,
  boxShadow: vars.shadow.lg,
  pointerEvents: "none",
  selectors: { "&[open]": { display: "flex", alignItems: "center", gap: vars.space.sm } },
});

export const text = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });
