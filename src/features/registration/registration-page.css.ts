import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";
import { headingSize } from "../../ui/sizes";
import { clearOfToast } from "../../ui/clear-of-toast.css";
import { dangerBox } from "../../ui/load-failure.css";
import { besideColumn, besideTicket } from "../../tickets/beside-ticket";

export {
  form,
  intro,
  lead,
  stack,
  step,
  steps,
  submit,
  title,
  inlineLink,
  linkPanel as statusLink,
} from "../../ui/public-page.css";

export const formTitle = style({ margin: 0, fontSize: headingSize(vars.fontSize.xl, 11) });

/** The place under the title: every wording in one cell, so it is as tall as the longest (ADR 810). */
export const leadSlot = style({ display: "grid" });
export const stacked = style({ gridArea: "1 / 1", display: "grid", gap: vars.space.xs, alignContent: "start" });
/** A wording that is not the current one: keeps its room, seen and read by no one. */
export const unseen = style({ visibility: "hidden" });
export const lines = style({ display: "grid" });

/**
 * Closed: a warning bar at the start edge, without the padding of a box (the place stays as small as the lead). As tall
 * as its own lines: the room a longer wording keeps is below it, not a bar running on past the text.
 */
export const notice = style({
  alignSelf: "start",
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.warningText}`,
  color: vars.color.warningText,
});

export const hours = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const savedTicket = style({
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.brandText}`,
  color: vars.color.text,
});

/** The saved ticket inside the closed notice: the page's text colour, as the note has when the window is open. */
export const closedTicket = style({ color: vars.color.text });

export const noticeTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const noticeText = style({ margin: 0 });
export const countdown = style({ margin: 0, fontVariantNumeric: "tabular-nums" });

export const failure = style([
  // focused with the 'Gagal' toast: it shows above the toast (its link to the ticket last), not under it; on a phone the
  // toast is compact (the toast says `shownOnPage`, as this line shows its message whole)
  clearOfToast,
  dangerBox,
  {
    margin: 0,
    outline: "none",
    selectors: { "&:focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focus}` } },
  },
]);

export const agree = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
/** The line under 'Daftar' about it: when it works, or the answer still on its way; as plain as the button. */
export const buttonNote = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const list = style({ margin: 0, paddingInlineStart: vars.space.xl, display: "grid", gap: vars.space.sm });

/**
 * The ticket dialog's first line, then the ticket; a space that does not grow with large text, as the card's. Its
 * lines are a heading's apart at large text (40 px at most, 1.25 at 200 %; 1.5 up to about 165 %, unchanged at normal
 * size): at 320 px with 200 % text 'Pendaftaran baru tidak dibuat.' took three 48 px lines, and the queue number in
 * the first screen of 'Anda sudah terdaftar' cleared the sticky 'Tutup' by 7 px (UX pass, session 39;
 * docs/product.md §2.3, ticket-dialog.test.tsx).
 */
export const successLead = style({
  marginBlockStart: 0,
  marginBlockEnd: `min(${vars.space.lg}, 16px)`,
  lineHeight: `min(${vars.lineHeight.normal} * 1em, 40px)`,
});
/** What the success line says after its first sentence, under the ticket (docs/product.md §2.3). */
export const successRest = style({
  marginBlockStart: vars.space.md,
  marginBlockEnd: 0,
  "@media": { [besideTicket]: { marginBlockStart: 0 } },
});

/**
 * The ticket dialog on a laptop or a desktop (docs/product.md §2.3): wider, the ticket at its usual width on the left
 * and the success line and 'Simpan gambar', 'Bagikan', 'Cetak' in a column beside it, so all of it shows above 'Tutup'
 * (under the ticket, the actions ran 79 px under the 'Tutup' bar at 1280×800, the visible part ending on a whole
 * sentence: UX pass, session 44). The doubled class is over the dialog's own width. A phone keeps the one column.
 */
export const ticketDialog = style({
  "@media": { [besideTicket]: { selectors: { "&&": { maxWidth: "48rem" } } } },
});
export const ticketLayout = style({
  "@media": {
    [besideTicket]: {
      display: "grid",
      gridTemplateColumns: `minmax(0, 1fr) ${besideColumn}`,
      gridTemplateRows: "auto auto auto 1fr",
      gridTemplateAreas: '"card lead" "card rest" "card actions" "card ."',
      columnGap: vars.space.xl,
      alignItems: "start",
    },
  },
});
const area = (name: string) => style({ "@media": { [besideTicket]: { gridArea: name } } });
export const layoutLead = area("lead");
export const layoutCard = area("card");
export const layoutRest = area("rest");
export const layoutActions = area("actions");

/** Where 'Daftar' would be while the pickup date has nowhere to go: why the fields are disabled, as the notice is. */
export const notOffered = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.warningText}`,
  color: vars.color.warningText,
  fontWeight: vars.fontWeight.medium,
});
