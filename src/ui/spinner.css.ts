import { keyframes, style, styleVariants } from "@vanilla-extract/css";

/**
 * Ten turns a cycle, so the animation's `animationiteration` event (React listens for it at its root) comes once in
 * 8 s instead of every turn: each was a task on the page's main thread (docs/performance-log.md, issue 38 session 27).
 */
const turns = 10;
const spin = keyframes({
  from: { transform: "rotate(0deg)" },
  to: { transform: `rotate(${360 * turns}deg)` },
});

export const root = style({
  display: "inline-flex",
  flexShrink: 0,
  alignItems: "center",
  justifyContent: "center",
  verticalAlign: "middle",
  lineHeight: 0,
});

/**
 * A turn in 8 steps of 45° (0.8 s a turn): 10 frames a second to draw, not one a display frame (60). Without a GPU
 * (Chromium's fallback on many cheap phones, and this host's) each frame is composited in software on the phone's
 * cores, beside the page's own work (docs/performance-log.md, issue 38 session 27). With reduced motion asked for it
 * stands still, as every animation does (theme.css.ts).
 */
const turnsOfACycle = `${spin} ${0.8 * turns}s steps(${8 * turns})`;
export const svg = style({ width: "100%", height: "100%", animation: `${turnsOfACycle} infinite` });

const appear = keyframes({ from: { visibility: "hidden" }, to: { visibility: "visible" } });
/** How long a spinner that appears late stays unseen and still after its first paint. */
const appearDelay = "1s";
/**
 * Unseen and still for a second from its first paint, then turning. The delay is CSS's, so it counts from when the
 * wait was first shown: the build's HTML paints the 'Loading' panel before any script runs (ADR 810), and a slow
 * phone's hydration must not add to it. A still, hidden arc draws no frames (docs/performance-log.md, issue 38 session
 * 27).
 */
export const svgAppearingLate = style([
  svg,
  { animation: `${turnsOfACycle} ${appearDelay} infinite, ${appear} 1ms ${appearDelay} both` },
]);

export const track = style({ opacity: 0.25 });

export const size = styleVariants({
  sm: { width: "1rem", height: "1rem" },
  md: { width: "1.5rem", height: "1.5rem" },
  lg: { width: "2.5rem", height: "2.5rem" },
});
