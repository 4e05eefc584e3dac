import { style } from "@vanilla-extract/css";
import { mediumWidth } from "./media";
import { compactToastRoom, toastRoom } from "./sizes";

/**
 * A page's own failure message with the toast that says it too (`shownOnPage`): scrolled to, it keeps the toast's room
 * below it (scroll-margin), so it shows above the toast, not under it; on a phone that toast is compact
 * (`compactToastRoom`). The registration form's failure line and the status check's failure box (showClearOfToast).
 */
export const clearOfToast = style({
  scrollMarginBlockEnd: toastRoom,
  "@media": { [mediumWidth.below]: { scrollMarginBlockEnd: compactToastRoom } },
});
