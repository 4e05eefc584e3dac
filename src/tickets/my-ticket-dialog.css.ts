import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css";

/** The whole screen, to hold up at the counter (doubled class: over the dialog's own size). */
export const fullScreen = style({
  selectors: {
    "&&": {
      width: "100%",
      maxWidth: "40rem",
      height: "100dvh",
      maxHeight: "100dvh",
      margin: "auto",
      borderRadius: 0,
      boxShadow: "none",
    },
  },
});

export const note = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  // given the focus once 'Periksa lagi' has its answer: its ring clear of the text and of the screen's top edge
  scrollMarginBlock: vars.space.md,
  selectors: { "&:focus-visible": { outlineOffset: vars.space.xs } },
});

export const warning = style({ color: vars.color.warningText });

/** 'Periksa lagi' under a failed check's note: its own line, a full-size target. */
export const recheck = style({ marginBlockStart: vars.space.sm, alignSelf: "flex-start" });

/**
 * 'Hapus dari perangkat ini': the quiet action, as a destructive link looks (no fill, the danger colour, underlined), so
 * 'Tutup' is the one that stands out; still a full-size target (doubled class: over the ghost button's colour).
 */
export const forget = style({
  marginBlockStart: vars.space.lg,
  selectors: {
    "&&": { color: vars.color.dangerText, textDecoration: "underline", textUnderlineOffset: "0.2em" },
  },
});

/** The question before a ticket is forgotten, where the button was. */
export const forgetQuestion = style({
  marginBlockStart: vars.space.lg,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSoft,
  display: "grid",
  gap: vars.space.sm,
});
export const question = style({ margin: 0, color: vars.color.dangerText, fontWeight: vars.fontWeight.medium });
export const answers = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
