import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, maxWidth: "40rem" });

export const rowActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const mono = style({ fontFamily: vars.font.mono, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });

export const audit = style({ display: "flex", flexDirection: "column", whiteSpace: "nowrap" });

export const auditTime = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: "tabular-nums" });

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const description = style({ maxWidth: "24rem", overflowWrap: "anywhere" });

/** The table and its paginator. */
export const tableBlock = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

/** Place names stay on one or two lines instead of a word per line. */
export const placeName = style({ display: "inline-block", minWidth: "11rem" });
