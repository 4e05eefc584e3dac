import { style } from "@vanilla-extract/css";
import { mediumWidth } from "./media";
import { compactToastRoom, toastRoom } from "./sizes";
import { vars } from "./theme.css";

/**
 * A page's own failure message with the toast that says it too (`shownOnPage`): scrolled to, it keeps the toast's room
 * below it (scroll-margin), so it shows above the toast, not under it; on a phone that toast is compact
 * (`compactToastRoom`). The registration form's failure line and the status check's failure box (showClearOfToast).
 * A gap between them as well: both red, a box ending where the toast began read as one block (UX pass, session 32).
 */
export const clearOfToast = style({
  scrollMarginBlockEnd: `calc(${toastRoom} + ${vars.space.sm})`,
  "@media": { [mediumWidth.below]: { scrollMarginBlockEnd: `calc(${compactToastRoom} + ${vars.space.sm})` } },
});
