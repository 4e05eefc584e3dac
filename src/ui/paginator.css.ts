import { style } from "@vanilla-extract/css";
import { smallControlHeight } from "./button.css";
import { vars } from "./theme.css";

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBlockStart: vars.space.md,
  minWidth: 0,
});

/**
 * '1–4 dari 4' on the page buttons' line, not half-way up the page size's label: centred in a box as tall as those
 * buttons, at the row's end edge with them (it sat 17 px above their text at 1280 px: UX pass, session 45). Their
 * height is the small buttons' own rule (button.css.ts `smallControlHeight`), not a copy of it.
 */
export const summary = style([
  smallControlHeight,
  {
    margin: 0,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    alignSelf: "flex-end",
    display: "flex",
    alignItems: "center",
  },
]);

export const nav = style({
  minWidth: 0,
});

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** The page-size select: its label ('Baris per halaman', 'Rows per page') on one line, at any window width. */
export const size = style({
  minWidth: "8rem",
  whiteSpace: "nowrap",
});

export const gap = style({ paddingInline: vars.space.xxs, color: vars.color.textMuted });

export const jump = style({ display: "flex", alignItems: "flex-end", gap: vars.space.xs });
export const jumpField = style({ width: "7rem" });
