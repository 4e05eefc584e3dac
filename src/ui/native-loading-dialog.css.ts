import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/**
 * A small panel at the bottom of the screen, over the page but out of its flow: it covers no field at the top where
 * a citizen starts, takes no taps (a tap goes to what is under it) and moves nothing when it comes or goes. Its size
 * does not follow its text: two lines at a fixed width (the spinner and 'Loading', then what is loading, a line kept
 * for it even while empty), so neither a new detail nor the web font arriving makes it grow upwards from the bottom
 * edge (a layout shift, ADR 810). The detail has the whole width: 'Memuat tanggal pengambilan…' fits at 320 px.
 */
export const panel = style({
  position: "fixed",
  insetInline: 0,
  insetBlockEnd: vars.space.md,
  marginInline: "auto",
  marginBlock: 0,
  zIndex: 1,
  width: `min(calc(100% - 2 * ${vars.space.md}), 24rem)`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: "none",
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.brandText,
  boxShadow: vars.shadow.lg,
  pointerEvents: "none",
  selectors: {
    "&[open]": {
      display: "grid",
      gridTemplateColumns: "auto 1fr",
      alignItems: "center",
      columnGap: vars.space.sm,
      rowGap: vars.space.xs,
    },
  },
});

export const text = style({ margin: 0, fontWeight: vars.fontWeight.medium, whiteSpace: "nowrap" });
/** Cut with an ellipsis where it would not fit (very large text); as a live region it is still read out whole. */
export const detail = style({
  gridColumn: "1 / -1",
  margin: 0,
  minWidth: 0,
  // one line kept while empty, so a detail arriving does not make the panel taller
  minBlockSize: "1.5em",
  lineHeight: 1.5,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});
