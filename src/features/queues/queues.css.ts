import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const dialogBody = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const dialogText = style({ margin: 0 });

export const mono = style({ fontFamily: vars.font.mono, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });

export const nowrap = style({ whiteSpace: "nowrap" });

export const tableBlock = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });
