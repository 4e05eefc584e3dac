import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const dialogBody = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const dialogText = style({ margin: 0 });

/** Identity numbers: tabular digits in the body face (narrower than monospace, so the table fits a laptop). */
export const mono = style({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });

export const nowrap = style({ whiteSpace: "nowrap" });

export const tableBlock = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });
