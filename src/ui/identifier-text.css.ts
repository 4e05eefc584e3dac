import { style } from "@vanilla-extract/css";

/**
 * A machine name wraps only where IdentifierText puts a break opportunity (after a separator): the page's
 * `overflow-wrap: break-word` (theme.css.ts) would otherwise cut it mid-word where its box is narrow.
 */
export const identifier = style({ overflowWrap: "normal", wordBreak: "normal" });
