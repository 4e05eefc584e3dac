import { globalStyle, style } from "@vanilla-extract/css";
import { focusRing, vars } from "../../src/ui";
import { DOCK_MEDIA, DOCK_WIDTH } from "./launcher.css";

export const panel = style({
  position: "fixed",
  insetInlineStart: vars.space.sm,
  insetBlockEnd: `calc(${vars.space.sm} + 40px)`,
  // above the app (dialogs 100, toasts 200), below react-aria popovers (100000) so the console's own selects open over it
  zIndex: 99_000,
  display: "flex",
  flexDirection: "column",
  width: "min(30rem, calc(100vw - 1rem))",
  // only the tab panel scrolls: the header and the tabs stay in view
  overflow: "hidden",
  maxHeight: "min(44rem, calc(100vh - 4rem))",
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  "@media": {
    // docked beside the page, which narrows by as much (launcher.css.ts)
    [DOCK_MEDIA]: {
      insetBlock: 0,
      insetInlineStart: "auto",
      insetInlineEnd: 0,
      width: DOCK_WIDTH,
      maxHeight: "none",
      borderBlock: "none",
      borderInlineEnd: "none",
      borderRadius: 0,
      boxShadow: "none",
    },
  },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const tabs = style({ display: "flex", flexDirection: "column", flex: "1 1 auto", minHeight: 0 });

export const tabList = style({
  display: "flex",
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowX: "auto",
});

export const tab = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBlockEnd: "3px solid transparent",
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-selected]": { color: vars.color.brandText, borderBlockEndColor: vars.color.brand },
    "&[data-hovered]": { color: vars.color.text },
    // drawn inside the tab: the tab list scrolls sideways, and a ring outside the tab was cut at its top and bottom
    "&[data-focus-visible]": { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const tabPanel = style({
  flex: "1 1 auto",
  minHeight: 0,
  overflowY: "auto",
  padding: vars.space.md,
  outline: "none",
  selectors: { "&[data-focus-visible]": focusRing },
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.sm });
export const grow = style({ flex: "1 1 8rem", minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const now = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const status = style({ margin: 0, minHeight: "1.5em", color: vars.color.textMuted });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});
export const listItem = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });

export const logScroller = style({
  maxHeight: "18rem",
  overflow: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { "&:focus-visible": focusRing },
});

export const logTable = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.xs });
globalStyle(`${logTable} th, ${logTable} td`, {
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  textAlign: "start",
  whiteSpace: "nowrap",
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${logTable} th`, { position: "sticky", top: 0, background: vars.color.surfaceMuted });
globalStyle(`${logTable} td:nth-child(3)`, { whiteSpace: "normal", wordBreak: "break-all", fontFamily: vars.font.mono });

export const failed = style({ color: vars.color.dangerText, fontWeight: vars.fontWeight.bold });

export const caption = style({
  padding: vars.space.xs,
  textAlign: "start",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
