import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/**
 * A small panel at the bottom of the screen, over the page but out of its flow: it covers no field at the top where
 * a citizen starts, takes no taps (a tap goes to what is under it) and moves nothing when it comes or goes. Its size
 * does not follow its text: a fixed width, the spinner and 'Loading', then what is loading in the room of the longest
 * detail it may show (`roomFor`, a line kept even while empty), so neither a new detail nor the web font arriving
 * makes it grow upwards from the bottom edge (a layout shift, ADR 810).
 */
/** The panel's side margins and padding: 0.75rem, never more than 12 px. */
const sideSpace = `min(${vars.space.md}, 12px)`;

export const panel = style({
  position: "fixed",
  insetInline: 0,
  insetBlockEnd: vars.space.md,
  marginInline: "auto",
  marginBlock: 0,
  zIndex: 1,
  // text made larger gets the width, not the margins (as sizes.ts `gutter`): at 320 px with 200 % text the detail
  // took three lines of a screen's third, 'Memuat' / 'tanggal' / 'pengambilan…' (UX pass, session 33)
  width: `min(calc(100% - 2 * ${sideSpace}), 24rem)`,
  padding: `${vars.space.sm} ${sideSpace}`,
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
/**
 * What is loading, over the room of the longest detail (`detailRoom`). It wraps: cut with an ellipsis at 200 % text
 * 'Memuat tanggal pengambilan…' showed as 'Memuat tang…' (UX pass, session 33); the room holds its two lines from the
 * first paint, so the shorter details after it do not shrink the panel.
 */
export const details = style({ gridColumn: "1 / -1", display: "grid", minWidth: 0 });
export const detail = style({
  gridArea: "1 / 1",
  margin: 0,
  minWidth: 0,
  // one line kept while empty, so a detail arriving does not make the panel taller
  minBlockSize: "1.5em",
  lineHeight: 1.5,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
/** A detail's room, laid out unseen, its text drawn by its style (`drawnText`): no second copy to read or find. */
export const detailRoom = style({ visibility: "hidden" });
