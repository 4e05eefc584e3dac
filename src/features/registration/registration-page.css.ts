import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export {
  form,
  intro,
  lead,
  stack,
  step,
  steps,
  submit,
  title,
  inlineLink,
  linkPanel as statusLink,
} from "../../ui/public-page.css";

export const formTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const notice = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warningText,
  border: `1px solid ${vars.color.warningText}`,
});

export const noticeTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const noticeText = style({ margin: 0 });
export const countdown = style({ margin: 0, fontVariantNumeric: "tabular-nums" });

export const failure = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerText,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  overflowWrap: "anywhere",
  outline: "none",
  selectors: { "&:focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focus}` } },
});

export const agree = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({ margin: 0, paddingInlineStart: vars.space.xl, display: "grid", gap: vars.space.sm });

export const successLead = style({ marginBlockStart: 0, marginBlockEnd: vars.space.lg });
