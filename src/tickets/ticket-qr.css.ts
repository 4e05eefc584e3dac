import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css";

// A square at least (the failure message may make it taller, with large text), white as the code's own margin.
export const qr = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  width: "100%",
  aspectRatio: "1 / 1",
  backgroundColor: "#ffffff",
  borderRadius: vars.radius.sm,
});

export const code = style({ display: "block", width: "100%", aspectRatio: "1 / 1", borderRadius: vars.radius.sm });

export const pending = style({ border: `1px solid ${vars.color.border}` });

export const failed = style({
  gap: vars.space.sm,
  padding: vars.space.sm,
  color: vars.color.text,
  textAlign: "center",
});

// empty (no height) until the code fails
export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

// a printed ticket has no use for it
export const retry = style({ "@media": { print: { display: "none" } } });
