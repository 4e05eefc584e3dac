import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { focusRing, vars } from "./theme.css";
import { gutter, headingSize } from "./sizes";
import { smallWidth } from "./media";

export { subheading as subtitle } from "./heading.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: "translateY(8px) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.z.overlay,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.md,
  backgroundColor: vars.color.overlay,
  // the visual viewport height on phones, so the dialog never hides under browser bars
  height: "var(--visual-viewport-height, 100dvh)",
  selectors: {
    "&[data-entering]": { animation: `${fadeIn} 150ms ease-out` },
    "&[data-exiting]": { animation: `${fadeIn} 100ms ease-in reverse` },
  },
});

export const modal = style({
  display: "flex",
  width: "100%",
  maxHeight: "100%",
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: "none",
  selectors: {
    "&[data-entering]": { animation: `${rise} 150ms ease-out` },
  },
});

export const size = styleVariants({
  sm: { maxWidth: "24rem" },
  md: { maxWidth: "32rem" },
  lg: { maxWidth: "48rem" },
});

export const dialog = style({
  display: "flex",
  flexDirection: "column",
  width: "100%",
  minWidth: 0,
  maxHeight: "100%",
  overflow: "auto",
  borderRadius: "inherit",
  outline: "none",
  // Opened from the keyboard, the dialog itself takes the focus (react-aria: its title and question are read first);
  // the ring says where the focus is before the first Tab, inside the box (UX pass, session 40: it showed none)
  selectors: { "&:focus-visible": { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` } },
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: gutter,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** The title and subtitle: they may shrink to the dialog's width (a long date wraps rather than runs out). */
export const headings = style({ minWidth: 0, flex: "1 1 auto" });

export const title = style({
  margin: 0,
  fontSize: headingSize(vars.fontSize.xl, 10),
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  flex: "1 1 auto",
  minHeight: 0,
  paddingBlock: vars.space.lg,
  paddingInline: gutter,
});

export const scrollBody = style({
  overflowY: "auto",
  overscrollBehavior: "contain",
});

/**
 * The answers in their DOM order wherever they are drawn, so the eye and Tab meet them alike (WCAG 2.4.3): side by
 * side at the end, the safe one ('Batal', 'Stay') first; wrapped, it on the first line; on a phone, full-width and
 * stacked, it on top and the action under it. Drawn reversed ('Hapus' over 'Batal' at 390×844, 'Leave' over 'Stay')
 * Tab went down to 'Batal', then up to 'Hapus' (UX audit s46; src/ui/confirm-dialog.test.tsx).
 */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: gutter,
  borderBlockStart: `1px solid ${vars.color.border}`,
  "@media": {
    [smallWidth.below]: {
      flexDirection: "column",
      alignItems: "stretch",
    },
  },
});

export const loading = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: "center",
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  width: "100%",
  outline: "none",
});

export const loadingText = style({
  margin: 0,
});

export const loadingDetail = style({ margin: 0, color: vars.color.textMuted, overflowWrap: "anywhere" });

/** A dialog's message paragraph. */
export const text = style({ margin: 0 });

/** Why Confirm is disabled, right above it. */
export const disabledReason = style({
  margin: 0,
  marginBlockStart: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
