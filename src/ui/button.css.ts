import { style, styleVariants } from "@vanilla-extract/css";
import { gutter } from "./sizes";
import { vars } from "./theme.css";

export const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: vars.size.control,
  minWidth: vars.size.control,
  paddingBlock: vars.space.xs,
  paddingInline: gutter,
  border: "2px solid transparent",
  borderRadius: vars.radius.md,
  fontFamily: "inherit",
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: "center",
  textDecoration: "none",
  cursor: "pointer",
  userSelect: "none",
  WebkitTapHighlightColor: "transparent",
  touchAction: "manipulation",
  transition: "background-color 120ms, border-color 120ms, color 120ms",
  selectors: {
    "&[data-disabled]": {
      cursor: "not-allowed",
      backgroundColor: vars.color.surfaceMuted,
      borderColor: vars.color.surfaceMuted,
      color: vars.color.textDisabled,
    },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.brand,
    color: vars.color.textInverse,
    selectors: {
      "&[data-hovered], &[data-pressed]": { backgroundColor: vars.color.brandHover },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.brandText,
    borderColor: vars.color.brand,
    selectors: {
      "&[data-hovered], &[data-pressed]": { backgroundColor: vars.color.brandSoft },
    },
  },
  destructive: {
    backgroundColor: vars.color.danger,
    color: vars.color.textInverse,
    selectors: {
      "&[data-hovered], &[data-pressed]": { backgroundColor: vars.color.dangerHover },
    },
  },
  ghost: {
    backgroundColor: "transparent",
    color: vars.color.text,
    selectors: {
      "&[data-hovered], &[data-pressed]": { backgroundColor: vars.color.surfaceHover },
      "&[data-disabled]": { backgroundColor: "transparent", borderColor: "transparent" },
    },
  },
});

/**
 * A small control's height, the one rule: `controlSmall` for a mouse, and `control` where any pointer is coarse, since a
 * finger needs the full 44 px target a mouse does not, on a touch laptop or a tablet with a mouse too (UX pass, session
 * 32). The small buttons (`size.sm`) and what stands on their line as tall as they are (the paginator's count) read it.
 * After `base`, whose 44 px it overrides on a small button.
 */
export const smallControlHeight = style({
  minHeight: vars.size.controlSmall,
  "@media": { "(any-pointer: coarse)": { minHeight: vars.size.control } },
});

export const size = styleVariants({
  md: {},
  sm: [
    smallControlHeight,
    {
      minWidth: vars.size.controlSmall,
      paddingInline: vars.space.md,
      fontSize: vars.fontSize.sm,
      "@media": { "(any-pointer: coarse)": { minWidth: vars.size.control } },
    },
  ],
});

/** While pending (see `button.tsx`): the press is ignored, the look stays. */
export const pending = style({
  cursor: "progress",
});

export const fullWidth = style({
  width: "100%",
});

export const label = style({
  minWidth: 0,
});
