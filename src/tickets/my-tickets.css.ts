import { style } from "@vanilla-extract/css";
import { gutter } from "../ui/sizes";
import { vars } from "../ui/theme.css";

export const section = style({
  display: "grid",
  gap: vars.space.sm,
  padding: gutter,
  marginBlockEnd: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  "@media": { print: { display: "none" } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const subtitle = style({ margin: 0, marginBlockStart: vars.space.sm, fontSize: vars.fontSize.md });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({ margin: 0, padding: 0, listStyle: "none", display: "grid", gap: vars.space.sm });

/**
 * One ticket: a full-width button (at least 44 px tall) with number and status on a line that wraps when the text is
 * large (200% text on a 360 px phone), then date, time and place.
 */
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xs,
  width: "100%",
  minHeight: vars.size.control,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  selectors: { "&:hover": { backgroundColor: vars.color.surfaceHover } },
});

export const number = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandText,
});

export const details = style({
  flexBasis: "100%",
  display: "grid",
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const status = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  backgroundColor: vars.color.infoSoft,
  color: vars.color.infoText,
  selectors: {
    '&[data-status="done"]': { backgroundColor: vars.color.successSoft, color: vars.color.successText },
    '&[data-status="rejected"]': { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerText },
  },
});

/** When the status was last known: its own line under the badge, quieter than the ticket's facts. */
export const checkedAt = style({
  flexBasis: "100%",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});

/**
 * After the last ticket is deleted, in the list's place (docs/product.md §2.2): a plain line in the section's box, so a
 * sighted citizen sees what happened where she was.
 */
export const forgotten = style([section, { margin: 0, marginBlockEnd: vars.space.lg }]);
