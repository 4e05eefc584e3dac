import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import * as modalStyles from "./modal.css";
import { vars } from "./theme.css";

const rise = keyframes({
  from: { opacity: 0, transform: "translateY(8px) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});

/** The `<dialog>` itself: a card centred in the top layer, never taller than the visible screen (widths: `modal.css`). */
export const dialog = style({
  padding: 0,
  border: "none",
  width: `calc(100% - 2 * min(${vars.space.md}, 12px))`,
  maxHeight: `calc(100dvh - 2 * min(${vars.space.md}, 12px))`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: "none",
  overflow: "hidden",
  selectors: {
    // only while open: an author `display` would otherwise show a closed dialog
    "&[open]": { display: "flex", flexDirection: "column" },
    "&::backdrop": { backgroundColor: vars.color.overlay },
    // Opened but not yet shown as modal: the page's HTML from the build, before its script runs (ADR 810). Drawn
    // where showModal() puts it (centred, over a backdrop), so nothing moves when it does.
    "&[data-open]:not([open])": {
      display: "flex",
      flexDirection: "column",
      position: "fixed",
      inset: 0,
      margin: "auto",
      height: "fit-content",
      zIndex: 1,
      boxShadow: `${vars.shadow.lg}, 0 0 0 100vmax ${vars.color.overlay}`,
    },
  },
  "@media": {
    "(prefers-reduced-motion: no-preference)": {
      // on `data-open`, not `open`: a dialog the page's HTML already shows (ADR 810) does not appear again when
      // showModal() runs; one that opens with the page does not rise at all (`opensWithPage`)
      selectors: { "&[data-open]:not([data-open-with-page])": { animation: `${rise} 150ms ease-out` } },
    },
  },
});

/** The content column: header, body (scrolls), footer. */
export const frame = style({
  display: "flex",
  flexDirection: "column",
  minHeight: 0,
  width: "100%",
  overflow: "auto",
});

/**
 * The frame of a body with its own maximum height (`bodyMaxHeight`: the announcement's poster): the body is the one
 * part that scrolls. It gives up height down to what the screen leaves beside the header and the actions, and the
 * frame itself does not scroll: a body scrolling inside a frame that scrolled too moved the wrong one under a thumb at
 * 360×640 and at 320 px with 200 % text (UX pass; docs/product.md §2.2).
 */
export const frameAroundScrollingBody = style({ overflow: "hidden" });

// Content taller than the screen scrolls with the header, which does not keep its room (issue 35: at 200 % text on a
// phone the header and 'Tutup' left the ticket a slot of 145 px): the whole frame scrolls, each part at its own
// height; the actions ('Tutup') stay at the bottom, over the content. A body with its own maximum height scrolls by
// itself instead (`frameAroundScrollingBody`).
globalStyle(`.${frame} > *`, { flexShrink: 0 });
globalStyle(`.${frameAroundScrollingBody} > .${modalStyles.scrollBody}`, { flexShrink: 1 });
// The header and the actions keep their padding at normal text size and no more at 200 %, so the body keeps the room
// (as the gutter does, ui/sizes.ts); so do the actions' buttons their 44 px touch height, which their text then sets.
// At 320×568 with 200 % text the title and the sticky 'Tutup' took 282 of the ticket dialog's 544 px, five lines of
// the ticket at a time (UX pass, session 34); at normal text size nothing changes (1rem = 16 px, 0.75rem = 12 px,
// 2.75rem = 44 px).
globalStyle(`.${frame} > .${modalStyles.header}`, { paddingBlock: `min(${vars.space.lg}, 16px)` });
// the body's own padding too: at 320 px with 200 % text its 32 px kept the ticket's queue number under 'Tutup' in
// 'Anda sudah terdaftar' (docs/product.md §2.3; src/features/registration/ticket-dialog.test.tsx)
globalStyle(`.${frame} > .${modalStyles.body}`, { paddingBlock: `min(${vars.space.lg}, 16px)` });
globalStyle(`.${frame} > .${modalStyles.actions}`, { paddingBlock: `min(${vars.space.md}, 12px)` });
globalStyle(`.${frame} > .${modalStyles.actions} > *`, { minHeight: `min(${vars.size.control}, 44px)` });
globalStyle(`.${frame} > .${modalStyles.actions}`, {
  position: "sticky",
  insetBlockEnd: 0,
  backgroundColor: vars.color.surface,
});
// While more of the content is under the actions, they cast a shadow up on it, which goes once the content's end is in
// view: the visible part may end on a whole line (the ticket dialog at 1280×800 ended on "…saat pengambilan." with
// 'Simpan gambar', 'Bagikan' and 'Cetak' under 'Tutup', and no scrollbar showed; UX pass, session 44). Driven by the
// frame's scroll, so a frame with nothing to scroll (or a body that scrolls by itself) has no shadow; a browser without
// scroll-driven animations shows none.
const moreBelow = keyframes({
  from: { boxShadow: "0 -10px 12px -6px rgba(15, 23, 42, 0.18)" },
  to: { boxShadow: "0 -10px 12px -6px rgba(15, 23, 42, 0)" },
});
globalStyle(`.${frame} > .${modalStyles.actions}`, {
  "@supports": {
    "(animation-timeline: scroll())": {
      animationName: moreBelow,
      animationTimingFunction: "linear",
      animationFillMode: "both",
      // after `animationName`, which resets it
      animationTimeline: "scroll(nearest block)",
      // the last 48 px of the scroll take it away, so it says "more below" until the end is nearly in view
      animationRange: "calc(100% - 48px) 100%",
    },
  },
});
// A body that scrolls by itself (`frameAroundScrollingBody`: the announcement's, 480 px) drives the same shadow through
// a timeline it names, as its actions are beside it, not inside its scroll: at 360×640 and 1280×800 the announcement
// ended mid-line under 'Tutup' with nothing saying more followed (UX pass, session 50; docs/product.md §2.2).
const SCROLLING_BODY_TIMELINE = "--antrean-dialog-body";
globalStyle(`.${frameAroundScrollingBody}`, {
  "@supports": { "(animation-timeline: scroll())": { timelineScope: SCROLLING_BODY_TIMELINE } },
});
globalStyle(`.${frameAroundScrollingBody} > .${modalStyles.scrollBody}`, {
  "@supports": { "(animation-timeline: scroll())": { scrollTimelineName: SCROLLING_BODY_TIMELINE } },
});
globalStyle(`.${frameAroundScrollingBody} > .${modalStyles.actions}`, {
  "@supports": { "(animation-timeline: scroll())": { animationTimeline: SCROLLING_BODY_TIMELINE } },
});

// The page behind a modal dialog does not scroll (the dialog's own body does).
globalStyle("html:has(dialog[data-modal][open], dialog[data-modal][data-open])", { overflow: "hidden" });
