import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { headingSize } from "./sizes";

// Its padding never more than 12 px and its list without bullets or their indent (as GOV.UK's summary): at 320 px with
// 200 % text the border, a 24 px padding and a 32 px indent left the links a column 168 px wide of the summary's 254,
// the summary 1,462 px tall, two and a half screens (UX pass, session 46). Each item is a link on its own line already.
export const summary = style({
  padding: `min(${vars.space.md}, 12px)`,
  borderRadius: vars.radius.md,
  border: `3px solid ${vars.color.danger}`,
  backgroundColor: vars.color.surface,
  outline: "none",
  selectors: { "&:focus-visible, &:focus": { outline: `${vars.size.focusRing} solid ${vars.color.focus}` } },
});

// 'Ada isian yang perlu diperbaiki' whole at 320 px with 200 % text: 'diperbaiki' broke inside itself at 36 px in a
// 200 px box (UX check, session 31)
export const title = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: headingSize(vars.fontSize.lg, 10) });

export const list = style({ margin: 0, padding: 0, listStyle: "none", display: "grid", gap: vars.space.xs });

// each link a 44 px target (docs/product.md §2.13): a link of one or two lines was 43 px at 360 px (UX pass s41); a
// link of the summary's list is a control on its own line, not a word in a sentence
export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minBlockSize: vars.size.control,
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "underline",
  overflowWrap: "anywhere",
});

/**
 * The link's text in one box, the link's one flex item: its messages one under another (docs/product.md §5.2). As the
 * link's own items, the field's name, each message's parts and the screen readers' full stop stood side by side: at
 * 320 px with 200 % text a link of two messages was 168 px wide and 864 px tall, 'Nomor' broken in two (UX pass, s45).
 */
export const linkText = style({ display: "block", minWidth: 0 });
