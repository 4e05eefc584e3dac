import { vars } from "./theme.css";

/**
 * The side space of pages, cards and dialogs: 1rem, but never more than 16 px, so text made larger (200 % on a 320 px
 * phone) gets the width instead of the margins (issue 35, WCAG 1.4.10).
 */
export const gutter = `min(${vars.space.lg}, 16px)`;

/**
 * A heading's size, never so large that its longest word does not fit the width of a 320 px screen at 200 % text
 * ('Pendaftaran' broke mid-word): `perWidth` is the size in viewport widths it may not pass.
 */
export const headingSize = (size: string, perWidth: number) => `min(${size}, ${perWidth}vw)`;

/**
 * The most a toast's message takes of the screen's height before the toast scrolls (toast-region.css.ts, which keeps
 * the whole toast to `toastRoom`): half, so the KTP refusal shows whole at 320 px with 200 % text (at 40 % it still
 * scrolled, UX pass); a whole screen would hide the form's own failure line, which says the same, for the toast's 5 s.
 */
export const toastMessageMax = "50vh";

/**
 * The most a shown toast covers of the screen's bottom (the region's padding, the toast's, its title line and its
 * message at most). Besides the message it takes at most 4.9rem on a phone (4.6rem at 200 % text) and 4.75rem from
 * 40rem up, where the paddings are rem, not capped in px (4.7rem at 200 %; 1280 and 768 px, the registration page
 * after a KTP_DAILY_LIMIT refusal, session 21):
 * a line focused under a toast keeps this much room below it (scroll-margin). A longer message scrolls within it (the
 * toast's height is capped at this less the region's padding). Here, not in the toast's css, so a page
 * that uses it loads none of the toast's styles at start (issue 38).
 */
export const toastRoom = `calc(${toastMessageMax} + 5rem)`;

/**
 * The most a compact toast (`shownOnPage`: at most two lines beside its close button, on a phone) covers of the screen's
 * bottom, as toast-region.css.ts lays it out: the region's padding (at most 8 px there), the toast's border and
 * padding, its text's padding and two lines of its text (1rem, line-height tight), taller than the close button's row.
 * A line focused under it keeps this much room below it (scroll-margin), not `toastRoom`'s half screen. It was the close
 * button's row with 8 px to spare, 6 px short of a two-line toast (82 px at 360 px): a failure box's bottom sat under
 * the toast (UX pass, session 32).
 */
export const compactToastRoom = `calc(min(${vars.space.md}, 8px) + 2px + 2 * (${vars.space.md} + ${vars.space.xs}) + 2 * ${vars.lineHeight.tight} * 1rem)`;
