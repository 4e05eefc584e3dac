import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { mediumWidth } from "./media";

export const list = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  margin: 0,
  "@media": {
    [mediumWidth.from]: { gridTemplateColumns: "minmax(10rem, 14rem) minmax(0, 1fr)" },
  },
});

export const row = style({
  display: "contents",
});

export const term = style({
  margin: 0,
  paddingBlock: `${vars.space.sm} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  "@media": {
    [mediumWidth.from]: {
      paddingBlock: vars.space.md,
      fontSize: vars.fontSize.md,
      borderBlockEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const details = style({
  margin: 0,
  paddingBlock: `${vars.space.xxs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  overflowWrap: "anywhere",
  minWidth: 0,
  "@media": {
    [mediumWidth.from]: { paddingBlock: vars.space.md },
  },
});

export const mono = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: "tabular-nums",
});
