import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { gutter } from "./sizes";

export const page = style({
  display: "flex",
  flexDirection: "column",
  minHeight: "100dvh",
  backgroundColor: "#fffaf3",
  color: vars.color.text,
});

export const skip = style({
  position: "absolute",
  insetInlineStart: vars.space.sm,
  insetBlockStart: "-4rem",
  zIndex: 10,
  // a 44 px tap target like every control (vars.size.control)
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.control,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.link,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { "&:focus": { insetBlockStart: vars.space.sm } },
});

export const header = style({
  backgroundColor: vars.color.brand,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.sm,
});

export const headerInner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  maxWidth: "44rem",
  marginInline: "auto",
  paddingBlock: vars.space.sm,
  paddingInline: gutter,
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.control,
  color: "inherit",
  textDecoration: "none",
  borderRadius: vars.radius.md,
  outlineColor: "#ffffff",
});

export const brandMark = style({ width: "2.25rem", height: "2.25rem", flex: "none" });

export const brandName = style({
  display: "flex",
  flexDirection: "column",
  lineHeight: vars.lineHeight.tight,
});

export const brandTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const brandSub = style({ fontSize: vars.fontSize.xs, opacity: 0.95 });

export const main = style({
  flex: "1 0 auto",
  width: "100%",
  maxWidth: "44rem",
  marginInline: "auto",
  paddingBlock: vars.space.xl,
  paddingInline: gutter,
  outline: "none",
});

export const footer = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footerInner = style({
  maxWidth: "44rem",
  marginInline: "auto",
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const footerLine = style({ margin: 0 });
