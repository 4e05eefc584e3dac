import { style } from "@vanilla-extract/css";
import { linkPanel } from "../../ui/public-page.css";
import { vars } from "../../ui/theme.css";

export { form, intro, lead, stack, submit, title, inlineLink, linkPanel as registerLink } from "../../ui/public-page.css";

export const result = style({ scrollMarginBlockStart: vars.space.lg, outline: "none" });

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
