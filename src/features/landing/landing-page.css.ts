import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";
import { gutter, headingSize } from "../../ui/sizes";

export { step, steps } from "../../ui/public-page.css";

export const hero = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  marginBlockEnd: vars.space.xl,
});

export const eyebrow = style({
  margin: 0,
  alignSelf: "flex-start",
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const title = style({
  margin: 0,
  fontSize: headingSize(vars.fontSize.xxxl, 13),
  color: vars.color.brandText,
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const actions = style({
  display: "grid",
  gap: vars.space.md,
  marginBlock: vars.space.xl,
  "@media": { "(min-width: 36rem)": { gridTemplateColumns: "1fr 1fr" } },
});

export const bigAction = style({ minHeight: "3.25rem", fontSize: vars.fontSize.lg });

export const announcementButton = style({ justifySelf: "start" });

export const card = style({
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: gutter,
  marginBlockEnd: vars.space.lg,
});

export const cardTitle = style({ margin: 0, marginBlockEnd: vars.space.md, fontSize: headingSize(vars.fontSize.lg, 10) });

export const links = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const linkItem = style({ display: "flex" });

export const externalLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.control,
  paddingInline: vars.space.xs,
});

export const poster = style({
  display: "block",
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const announcementText = style({ marginBlock: vars.space.md, marginBlockEnd: 0 });

export const announcementList = style({ margin: 0, paddingInlineStart: vars.space.xl, display: "grid", gap: vars.space.xs });
