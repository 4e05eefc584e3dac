import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css";
import { besideColumn, besideTicket } from "./beside-ticket";

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
  // on a laptop or a desktop wider, for the column beside the ticket (`layout`)
  "@media": { [besideTicket]: { selectors: { "&&": { maxWidth: "56rem" } } } },
});

// The frame fills the screen, so 'Tutup' keeps to its bottom when the ticket is shorter than the screen (a laptop's,
// with the column beside the ticket) rather than under the ticket with the screen's rest blank below it.
globalStyle(`${fullScreen} > *`, { flexGrow: 1 });

/**
 * On a laptop or a desktop the ticket at its usual width on the left and the rest beside it: the status note,
 * 'Simpan gambar', 'Bagikan', 'Cetak' and 'Hapus dari perangkat ini' all show above 'Tutup' (under the ticket, 'Hapus
 * dari perangkat ini' ran under the 'Tutup' bar at 1366×768, and the actions too on a shorter laptop screen: UX pass,
 * session 44; docs/product.md §2.2). A phone keeps the one column.
 */
export const layout = style({
  "@media": {
    [besideTicket]: {
      display: "grid",
      gridTemplateColumns: `minmax(0, 1fr) ${besideColumn}`,
      columnGap: vars.space.xl,
      alignItems: "start",
    },
  },
});

/** The column beside the ticket (under it on a phone): its first line level with the ticket's top there. */
export const side = style({});
globalStyle(`${side} > :first-child`, { "@media": { [besideTicket]: { marginBlockStart: 0 } } });

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
