import { createGlobalTheme, globalLayer, globalStyle } from "@vanilla-extract/css";
import { fontFamily, palette } from "./tokens";

/**
 * The theme: every component reads its values from `vars`, never from literals. The values are written once; their
 * custom properties are the contract, so a second theme (e.g. high contrast) only needs another
 * `createGlobalTheme(selector, vars, values)`.
 */
export const vars = createGlobalTheme(":root", {
  color: { ...palette },
  space: {
    none: "0",
    xxs: "0.125rem",
    xs: "0.25rem",
    sm: "0.5rem",
    md: "0.75rem",
    lg: "1rem",
    xl: "1.5rem",
    xxl: "2rem",
    xxxl: "3rem",
  },
  radius: {
    sm: "4px",
    md: "8px",
    lg: "12px",
    full: "9999px",
  },
  font: { ...fontFamily },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.25rem",
    xxl: "1.5rem",
    xxxl: "1.875rem",
  },
  fontWeight: {
    regular: "400",
    medium: "500",
    bold: "700",
  },
  lineHeight: {
    tight: "1.25",
    normal: "1.5",
  },
  shadow: {
    sm: "0 1px 2px rgba(15, 23, 42, 0.08)",
    md: "0 2px 8px rgba(15, 23, 42, 0.12)",
    lg: "0 12px 32px rgba(15, 23, 42, 0.24)",
  },
  size: {
    /** minimum height of any pressable control (WCAG 2.5.8 asks 24px, phones want 44px) */
    control: "2.75rem",
    controlSmall: "2.25rem",
    focusRing: "3px",
    contentMax: "72rem",
  },
  z: {
    overlay: "100",
    toast: "200",
  },
});

/** The focus ring, shared by `:focus-visible` and RAC's `[data-focus-visible]`. */
export const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: "2px",
} as const;

globalStyle("*, *::before, *::after", {
  boxSizing: "border-box",
});

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  colorScheme: "light",
});

globalStyle("body", {
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.page,
  WebkitFontSmoothing: "antialiased",
  overflowWrap: "break-word",
});

globalStyle("img, svg, video, canvas", {
  maxWidth: "100%",
});

globalStyle("button, input, select, textarea", {
  font: "inherit",
  color: "inherit",
});

globalStyle("h1, h2, h3, h4, h5, h6", {
  lineHeight: vars.lineHeight.tight,
});

// Keyboard focus is always visible. RAC components mark it with data-focus-visible;
// native elements (and RAC ones too) match :focus-visible.
globalStyle(":focus-visible, [data-focus-visible]", focusRing);

globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});

// react-aria's usePress would inject this rule as an inline <style>, which the CSP (style-src 'self') refuses; it
// skips that when index.html already has an element with id "react-aria-pressable-style", so the rule lives here,
// in the same kind of anonymous-like layer (docs/decisions/801-csp-without-inline-style-or-eval.md).
const pressableLayer = globalLayer("react-aria-pressable");
globalStyle("[data-react-aria-pressable]", {
  "@layer": { [pressableLayer]: { touchAction: "pan-x pan-y pinch-zoom" } },
});
