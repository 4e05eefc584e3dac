import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const intro = style({ display: "grid", gap: vars.space.sm, marginBlockEnd: vars.space.xl });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.brandText });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const stack = style({ display: "grid", gap: vars.space.lg });

export const form = style({ display: "grid", gap: vars.space.lg });

export const formTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warningText,
  border: `1px solid ${vars.color.warningText}`,
});

export const failure = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerText,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  outline: "none",
  selectors: { "&:focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focus}` } },
});

export const submit = style({ minHeight: "3.25rem", fontSize: vars.fontSize.lg });

export const agree = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({ margin: 0, paddingInlineStart: vars.space.xl, display: "grid", gap: vars.space.sm });

export const steps = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.md,
  counterReset: "langkah",
});

export const step = style({
  display: "grid",
  gridTemplateColumns: "2rem 1fr",
  gap: vars.space.sm,
  alignItems: "start",
  counterIncrement: "langkah",
  "::before": {
    content: "counter(langkah)",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: "2rem",
    height: "2rem",
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.brandSoft,
    color: vars.color.brandText,
    fontWeight: vars.fontWeight.bold,
  },
});

export const statusLink = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  textAlign: "center",
});

export const inlineLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.control,
  fontWeight: vars.fontWeight.medium,
});

export const successLead = style({ marginBlockStart: 0, marginBlockEnd: vars.space.lg });
