import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const dialogBody = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const dialogText = style({ margin: 0 });

/**
 * Identity numbers: tabular digits in the body face, a step smaller than the table's text (narrower than monospace);
 * they wrap only where digitGroups lets them (between two groups of four).
 */
export const mono = style({ fontVariantNumeric: "tabular-nums", fontSize: "0.8125rem" });

export const nowrap = style({ whiteSpace: "nowrap" });

export const tableBlock = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

/** The status on the detail page takes focus after an action; the ring shows where it went. */
export const statusTarget = style({
  display: "inline-flex",
  borderRadius: vars.radius.md,
  outlineOffset: "2px",
  selectors: { "&:focus-visible, &:focus": { outline: `${vars.size.focusRing} solid ${vars.color.focus}` } },
});
