import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

/**
 * The ticket sizes itself by its own width, not the viewport's: inside a dialog on a 360px phone the label/value
 * columns would break 16-digit numbers in the middle, so narrow tickets put each label above its value.
 */
export const queueTicket = style({ containerType: "inline-size" });

globalStyle(`${queueTicket} dl`, {
  "@container": { "(max-width: 24rem)": { gridTemplateColumns: "1fr", rowGap: vars.space.xxs } },
});

globalStyle(`${queueTicket} dd`, {
  "@container": { "(max-width: 24rem)": { marginBlockEnd: vars.space.sm } },
});

/** Identity numbers stay in one piece. */
export const idNumber = style({ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums", letterSpacing: "0.02em" });
