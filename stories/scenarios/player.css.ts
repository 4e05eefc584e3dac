import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../src/ui";

export const layout = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(20rem, 1fr))",
  gap: vars.space.xl,
  padding: vars.space.lg,
  alignItems: "start",
});
export const column = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });
export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });
export const subheading = style({ margin: 0, fontSize: vars.fontSize.md });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});
export const step = styleVariants({
  pending: { color: vars.color.textMuted },
  next: { fontWeight: vars.fontWeight.bold, color: vars.color.text },
  passed: { color: vars.color.successText },
  failed: { color: vars.color.dangerText, fontWeight: vars.fontWeight.bold },
  done: { color: vars.color.text },
});
export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, wordBreak: "break-all" });
export const pre = style({
  margin: 0,
  padding: vars.space.sm,
  maxHeight: "16rem",
  overflow: "auto",
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
});
export const stage = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
const noticeBox = { padding: vars.space.md, borderRadius: vars.radius.md };
export const notice = styleVariants({
  default: { ...noticeBox, background: vars.color.infoSoft, color: vars.color.infoText },
  destructive: { ...noticeBox, background: vars.color.dangerSoft, color: vars.color.dangerText },
});
