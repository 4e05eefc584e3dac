import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../src/ui";

const { space, fontSize, color, font, radius } = vars;
const flex = (flexDirection: "row" | "column", gap: string) => ({ display: "flex", flexDirection, gap });

const columns = { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(20rem, 1fr))" };
export const layout = style({ ...columns, gap: space.xl, padding: space.lg, alignItems: "start" });
export const column = style({ ...flex("column", space.md), minWidth: 0 });
export const row = style({ ...flex("row", space.sm), flexWrap: "wrap", alignItems: "center" });
export const heading = style({ margin: 0, fontSize: fontSize.xl });
export const subheading = style({ margin: 0, fontSize: fontSize.md });
export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm });
export const steps = style({ ...flex("column", space.xxs), margin: 0, paddingInlineStart: space.xl });
export const step = styleVariants({
  pending: { color: color.textMuted },
  next: { fontWeight: vars.fontWeight.bold, color: color.text },
  passed: { color: color.successText },
  failed: { color: color.dangerText, fontWeight: vars.fontWeight.bold },
  done: { color: color.text },
});
export const mono = style({ fontFamily: font.mono, fontSize: fontSize.xs, wordBreak: "break-all", whiteSpace: "pre-wrap" });
const scrolls = { margin: 0, maxHeight: "16rem", overflow: "auto", background: color.surfaceMuted };
export const pre = style({
  ...scrolls,
  padding: space.sm,
  borderRadius: radius.md,
  fontFamily: font.mono,
  fontSize: fontSize.xs,
});
const dashed = { border: `2px dashed ${color.border}`, borderRadius: radius.lg };
export const stage = style({ ...flex("column", space.md), ...dashed, padding: space.lg });
const noticeBox = { padding: space.md, borderRadius: radius.md };
export const notice = styleVariants({
  default: { ...noticeBox, background: color.infoSoft, color: color.infoText },
  destructive: { ...noticeBox, background: color.dangerSoft, color: color.dangerText },
});
