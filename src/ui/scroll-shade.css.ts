import { style } from "@vanilla-extract/css";

/**
 * Around a box that scrolls sideways: while what it holds goes on past its end edge (`data-more-end`, set by
 * scroll-stop.ts `useMoreAtEnd`), a shade at that edge says so; a scrollbar alone says nothing where the system hides it
 * until the pointer moves, or on a phone. A table's frame (table.css.ts `frame`) and a chart that scrolls sideways
 * wear it (UX pass, session 46).
 */
export const moreAtEnd = style({
  position: "relative",
  "::after": {
    content: "''",
    position: "absolute",
    insetBlock: 0,
    insetInlineEnd: 0,
    width: "2rem",
    pointerEvents: "none",
    backgroundImage: "linear-gradient(to left, rgba(15, 23, 42, 0.22), rgba(15, 23, 42, 0))",
    opacity: 0,
    transition: "opacity 150ms",
  },
  selectors: { "&[data-more-end]::after": { opacity: 1 } },
});
