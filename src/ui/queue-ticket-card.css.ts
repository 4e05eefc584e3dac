import { style } from "@vanilla-extract/css";

/** Identity numbers (16–18 digits) stay in one piece; the ticket card stacks label over value when narrow. */
export const idNumber = style({ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums", letterSpacing: "0.02em" });
