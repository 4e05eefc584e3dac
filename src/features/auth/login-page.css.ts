import { style } from "@vanilla-extract/css";
import { centredPage } from "../../ui/centred-page.css";
import { vars } from "../../ui/theme.css";

/**
 * Where the brand stands from the top. The page starts there rather than in the middle: centred, the card moved up by
 * half of what a field's error added to it, under the pointer and the eyes (UX pass, session 38).
 */
const brandTop = "min(7rem, 12dvh)";
/** The green band ends a little below the brand (2.5rem tall), behind the card's top edge. */
const bandEnd = `calc(${brandTop} + 2.5rem + ${vars.space.lg} + ${vars.space.xxl})`;

export const page = style([
  centredPage,
  {
    justifyContent: "flex-start",
    paddingBlockStart: brandTop,
    gap: vars.space.lg,
    background: `linear-gradient(180deg, ${vars.color.brand} 0, ${vars.color.brand} ${bandEnd}, #fffaf3 ${bandEnd})`,
  },
]);

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const mark = style({ width: "2.5rem", height: "2.5rem" });

export const card = style({ width: "100%", maxWidth: "24rem", boxShadow: vars.shadow.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const subtitle = style({ margin: 0, marginBlockStart: vars.space.xs, color: vars.color.textMuted });

export const form = style({ display: "grid", gap: vars.space.lg, marginBlockStart: vars.space.xl });

export const status = style({ color: vars.color.textMuted });

/** The live region of that notice while it says nothing: no room taken (a bare paragraph's margins left a gap). */
export const quietNotice = style({ margin: 0 });

/** Why the last session ended: a quiet notice above the form. */
export const endedNotice = style({
  margin: 0,
  marginBlockStart: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
});
