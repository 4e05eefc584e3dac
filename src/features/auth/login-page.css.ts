import { style } from "@vanilla-extract/css";
import { centredPage } from "../../ui/centred-page.css";
import { vars } from "../../ui/theme.css";

export const page = style([
  centredPage,
  {
    gap: vars.space.lg,
    background: `linear-gradient(180deg, ${vars.color.brand} 0, ${vars.color.brand} 14rem, #fffaf3 14rem)`,
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
