import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css";
import { besideTicket } from "./beside-ticket";

export const actions = style({
  display: "grid",
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
  "@media": { print: { display: "none" } },
});

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/** Beside the ticket (a dialog on a wide screen, `beside-ticket.ts`): one under the other, each the column's width. */
export const rowBeside = style({ "@media": { [besideTicket]: { flexDirection: "column" } } });

export const button = style({ flex: "1 1 auto" });

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
