import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

/** English screens (SPEC §1) inside the Indonesian document: each wrapper carries lang="en". */
export const screen = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md, maxWidth: "44rem" });

export const rowActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const mono = style({ fontFamily: vars.font.mono, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });
