import { style } from "@vanilla-extract/css";
import { linkPanel } from "../../ui/public-page.css";
import { vars } from "../../ui/theme.css";

export { form, intro, lead, stack, submit, title, inlineLink, linkPanel as registerLink } from "../../ui/public-page.css";

/**
 * The result's place ('Hasil cek status'), given the focus with an answer: a keyboard user sees it there by the page's
 * ring (it had none: UX pass, session 44), drawn off its edge as the ticket dialog's note draws it (my-ticket-dialog.css),
 * inside the page's side space and under its scroll margin, so no edge of the screen cuts it.
 */
export const result = style({
  scrollMarginBlockStart: vars.space.lg,
  selectors: { "&:focus-visible": { outlineOffset: vars.space.xs } },
});

/** No ticket found: the public pages' dashed panel, its title and sentence stacked. */
export const empty = style([linkPanel, { display: "grid", gap: vars.space.sm, justifyItems: "center" }]);

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
// a 20-digit KJP in "Yang diperiksa" breaks rather than run past the card at 360 px with 200 % text
export const emptyText = style({ margin: 0, color: vars.color.textMuted, overflowWrap: "anywhere" });

export const more = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
